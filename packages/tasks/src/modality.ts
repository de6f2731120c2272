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

/**
 * One of the modality ids: `nlp`, `cv`, `audio`, `tabular`, `multimodal`, `rl` or `other`. It is
 * the key of `MODALITY_LABELS`, so a new modality needs only a new label there.
 *
 * @example
 * ```ts
 * const modality: Modality = PIPELINE_DATA["image-classification"].modality; // "cv"
 * console.log(MODALITY_LABELS[modality]); // "Computer Vision"
 * ```
 */
export type Modality = keyof typeof MODALITY_LABELS;

/**
 * The modality ids in display order, for building one section per modality (the home page groups
 * tasks this way).
 *
 * @example
 * ```ts
 * for (const modality of MODALITIES) {
 *   const tasks = PIPELINE_TYPES.filter((type) => PIPELINE_DATA[type].modality === modality);
 *   console.log(MODALITY_LABELS[modality], tasks.length);
 * }
 * ```
 */
export const MODALITIES = Object.keys(MODALITY_LABELS) as Modality[];
