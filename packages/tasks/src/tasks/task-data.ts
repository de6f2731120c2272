import type { PipelineType } from "../pipelines.js";

/**
 * A dataset, metric, model or demo app that a task page points to, with a sentence about it
 * written for this catalogue. A task page links each id to its page on the hub.
 *
 * @example
 * ```ts
 * const reference: TaskReference = { id: "stanfordnlp/imdb", description: "Movie reviews labelled positive or negative, a common sentiment benchmark." };
 * ```
 */
export interface TaskReference {
  /** Hub id: `org/name` for models, datasets and spaces; a short id (e.g. `accuracy`) for metrics. */
  id: string;
  /** One or two sentences, written for this catalogue. */
  description: string;
  /**
   * Metrics only: the Space that implements the metric (`evaluate-metric/accuracy`), when a
   * real one exists; without it a page names the metric as plain text, never a guessed link.
   */
  space?: string;
}

/**
 * One bar of a chart demo: a label and its score between 0 and 1, as classification tasks return
 * them.
 *
 * @example
 * ```ts
 * const bars: ChartBar[] = [{ label: "POSITIVE", score: 0.98 }, { label: "NEGATIVE", score: 0.02 }];
 * ```
 */
export interface ChartBar {
  label: string;
  score: number;
}

/**
 * A small table for a demo: a header row plus data rows, every row as long as the header. Tabular
 * and table-question-answering demos use it.
 *
 * @example
 * ```ts
 * const table: TableContent = { headers: ["Repository", "Stars"], rows: [["transformers", 36542], ["datasets", 4512]] };
 * ```
 */
export interface TableContent {
  headers: string[];
  rows: (string | number)[][];
}

/**
 * A span of a text demo marked with an entity type, by character offsets with the end exclusive,
 * so that `text.slice(start, end)` is the marked word.
 *
 * @example
 * ```ts
 * const text = "My name is Sarah and I live in London";
 * const spans: TokenSpan[] = [{ start: 11, end: 16, type: "PER" }, { start: 31, end: 37, type: "LOC" }];
 * ```
 */
export interface TokenSpan {
  start: number;
  end: number;
  type: string;
}

/**
 * A labelled rectangle drawn over an image demo, in pixels of the original image, so the demo can
 * scale it with the picture.
 *
 * @example
 * ```ts
 * const box: BoundingBoxContent = { label: "cat", score: 0.99, box: { xmin: 12, ymin: 40, xmax: 310, ymax: 420 } };
 * ```
 */
export interface BoundingBoxContent {
  label: string;
  score: number;
  box: { xmin: number; ymin: number; xmax: number; ymax: number };
}

/**
 * One input or output of a task's demo. Media entries name a file shipped in
 * `packages/tasks/media/` (served at `/media/<filename>`); the others carry their content inline.
 * The `type` field tells a renderer which shape it holds.
 *
 * @example
 * ```ts
 * const input: DemoEntry = { label: "Input", type: "img", filename: "cat-chelsea.png" };
 * const output: DemoEntry = { label: "Output", type: "chart", content: [{ label: "tabby cat", score: 0.87 }] };
 * ```
 */
export type DemoEntry =
  | { label: string; type: "text"; content: string }
  | { label: string; type: "chart"; content: ChartBar[] }
  | { label: string; type: "tabular"; content: TableContent }
  | { label: string; type: "text-with-tokens"; content: { text: string; tokens: TokenSpan[] } }
  | { label: string; type: "boxes"; filename: string; content: BoundingBoxContent[] }
  | { label: string; type: "img" | "audio" | "video"; filename: string };

/**
 * The kinds a demo entry can have, derived from `DemoEntry` so a renderer's `switch` stays
 * exhaustive when a kind is added.
 *
 * @example
 * ```ts
 * function describe(type: DemoEntryType): string {
 *   return type === "img" || type === "audio" || type === "video" ? "media" : "inline";
 * }
 * ```
 */
export type DemoEntryType = DemoEntry["type"];

/**
 * The demo shown at the top of a task page: inputs on the left, outputs on the right. It shows
 * what the task does without calling any model.
 *
 * @example
 * ```ts
 * const demo: TaskDemo | undefined = TASKS_DATA["image-classification"]?.demo;
 * const mediaFiles = (demo?.inputs ?? []).flatMap((entry) => ("filename" in entry ? [entry.filename] : []));
 * ```
 */
export interface TaskDemo {
  inputs: DemoEntry[];
  outputs: DemoEntry[];
}

/**
 * One use case in a task's "about" section: a short title and a paragraph, written for this
 * catalogue.
 *
 * @example
 * ```ts
 * const useCase: TaskUseCase = { title: "Customer support triage", text: "Route incoming messages to the right team by topic." };
 * ```
 */
export interface TaskUseCase {
  title: string;
  text: string;
}

/**
 * A link to learn more about a task (a course chapter, a paper, a blog post), shown at the end of
 * its "about" section.
 *
 * @example
 * ```ts
 * const resource: TaskResource = { title: "Attention Is All You Need", url: "https://arxiv.org/abs/1706.03762" };
 * ```
 */
export interface TaskResource {
  title: string;
  url: string;
}

/**
 * The long-form "about" text of a task page, written for this catalogue: what the task is, what
 * people use it for, how to call it with `@modeldeck/inference`, and where to read more. The
 * description is markdown; the `inference` example is TypeScript the page shows as code.
 *
 * @example
 * ```ts
 * const about: TaskAbout | undefined = TASKS_DATA["summarization"]?.about;
 * console.log(about?.useCases.map((useCase) => useCase.title));
 * ```
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
 * The example a "try it" box starts with for a task, tagged by `kind` so the box knows which form
 * to show. Media inputs name a file in `packages/tasks/media/`; `none` marks tasks with nothing to
 * type in (unconditional generation) or nothing that fits a form (reinforcement learning).
 *
 * @example
 * ```ts
 * const input: WidgetInput | undefined = TASKS_DATA["zero-shot-classification"]?.widgetInput;
 * if (input?.kind === "zero-shot") console.log(input.text, input.candidateLabels);
 * ```
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
 * console.log(task?.label, task?.canonicalId); // "Summarization" "text-generation"
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
