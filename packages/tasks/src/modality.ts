/**
 * The broad kind of data a pipeline works on. Used to group tasks on the home page.
 *
 * @example
 * ```ts
 * MODALITY_LABELS.cv; // "Computer Vision"
 * ```
 */
export const MODALITY_LABELS = {
  multimodal: "Multimodal",
  nlp: "Natural Language Processing",
  cv: "Computer Vision",
  audio: "Audio",
  tabular: "Tabular",
  rl: "Reinforcement Learning",
  other: "Other",
} as const;

/** One of the modality ids: `nlp`, `cv`, `audio`, `tabular`, `multimodal`, `rl` or `other`. */
export type Modality = keyof typeof MODALITY_LABELS;

/** Modality ids in display order. */
export const MODALITIES = Object.keys(MODALITY_LABELS) as Modality[];
