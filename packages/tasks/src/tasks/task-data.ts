import type { PipelineType } from "../pipelines.js";

/** A dataset, metric, model or demo app that a task page points to, with a sentence about it. */
export interface TaskReference {
  /** Hub id: `org/name` for models, datasets and spaces; a short id (e.g. `accuracy`) for metrics. */
  id: string;
  /** One or two sentences, written for this catalogue. */
  description: string;
}

/** One score bar in a chart demo. */
export interface ChartBar {
  label: string;
  score: number;
}

/** A small table: header row plus data rows, every row as long as the header. */
export interface TableContent {
  headers: string[];
  rows: (string | number)[][];
}

/** A span of a text demo marked with an entity type (character offsets, end exclusive). */
export interface TokenSpan {
  start: number;
  end: number;
  type: string;
}

/** A labelled rectangle over an image demo, in pixels of the original image. */
export interface BoundingBoxContent {
  label: string;
  score: number;
  box: { xmin: number; ymin: number; xmax: number; ymax: number };
}

/**
 * One input or output of a task's demo. Media entries name a file shipped in
 * `packages/tasks/media/`; the others carry their content inline.
 */
export type DemoEntry =
  | { label: string; type: "text"; content: string }
  | { label: string; type: "chart"; content: ChartBar[] }
  | { label: string; type: "tabular"; content: TableContent }
  | { label: string; type: "text-with-tokens"; content: { text: string; tokens: TokenSpan[] } }
  | { label: string; type: "boxes"; filename: string; content: BoundingBoxContent[] }
  | { label: string; type: "img" | "audio" | "video"; filename: string };

/** The kinds a demo entry can have. */
export type DemoEntryType = DemoEntry["type"];

/** The demo shown at the top of a task page. */
export interface TaskDemo {
  inputs: DemoEntry[];
  outputs: DemoEntry[];
}

/** A use case on a task's "about" section. */
export interface TaskUseCase {
  title: string;
  text: string;
}

/** A link to learn more. */
export interface TaskResource {
  title: string;
  url: string;
}

/**
 * The long-form "about" text of a task page, written for this catalogue: what the task is,
 * what people use it for, how to call it with `@modeldeck/inference`, and where to read more.
 */
export interface TaskAbout {
  /** Markdown paragraphs. */
  description: string;
  useCases: TaskUseCase[];
  /** A short, runnable TypeScript example using `@modeldeck/inference`. */
  inference: string;
  resources: TaskResource[];
}

/**
 * The example a "try it" box starts with for a task. Media inputs name a file in
 * `packages/tasks/media/`.
 */
export type WidgetInput =
  | { kind: "text"; text: string }
  | { kind: "chat"; messages: { role: "system" | "user" | "assistant"; content: string }[] }
  | { kind: "question-context"; question: string; context: string }
  | { kind: "zero-shot"; text: string; candidateLabels: string[] }
  | { kind: "sentence-similarity"; source: string; sentences: string[] }
  | { kind: "text-ranking"; query: string; documents: string[] }
  | { kind: "table-question"; query: string; table: Record<string, string[]> }
  | { kind: "table"; table: Record<string, (string | number)[]> }
  | { kind: "image"; filename: string }
  | { kind: "image-text"; filename: string; text: string }
  | { kind: "image-labels"; filename: string; candidateLabels: string[] }
  | { kind: "audio"; filename: string }
  | { kind: "audio-text"; filename: string; text: string }
  | { kind: "video"; filename: string }
  | { kind: "video-text"; filename: string; text: string }
  | { kind: "none" };

/**
 * Everything the catalogue says about one machine-learning task. The task page, the "try it"
 * box and the inference snippets all read from it.
 *
 * @example
 * ```ts
 * import { TASKS_DATA } from "@modeldeck/tasks";
 * const task = TASKS_DATA["summarization"];
 * console.log(task.label, task.canonicalId); // "Summarization" "text-generation"
 * ```
 */
export interface TaskData {
  id: PipelineType;
  label: string;
  /** One or two sentences shown under the title. */
  summary: string;
  /** Set when this task is an alias of a broader one (summarization → text-generation). */
  canonicalId?: PipelineType;
  /** True for tasks whose page is a stub waiting for content. */
  isPlaceholder?: boolean;
  /** A YouTube video id about the task, where one exists. */
  youtubeId?: string;
  /** Ids of libraries (keys of `MODEL_LIBRARIES_UI_ELEMENTS`) that run the task. */
  libraries: string[];
  datasets: TaskReference[];
  metrics: TaskReference[];
  /** Suggested models. */
  models: TaskReference[];
  /** Demo apps (Spaces). */
  spaces: TaskReference[];
  /** Models the "try it" box offers first. */
  widgetModels: string[];
  demo: TaskDemo;
  about: TaskAbout;
  widgetInput: WidgetInput;
}
