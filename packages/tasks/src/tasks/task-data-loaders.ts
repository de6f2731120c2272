import type { PipelineType } from "../pipelines.js";
import type { TaskData } from "./task-data.js";

// One dynamic import per task, written out so bundlers see each file as its own chunk: a task
// page then downloads the one task it shows instead of the whole catalogue in `TASKS_DATA`.

/**
 * A loader for every task that has a page in the catalogue, keyed by pipeline type. Each one
 * imports only its task's file and resolves to the very object found in `TASKS_DATA`, so code
 * that shows one task at a time can stay small in the browser. The keys are the same as
 * `TASKS_DATA`'s, which makes `Object.keys(TASK_DATA_LOADERS)` a light list of task ids.
 *
 * @example
 * ```ts
 * const task = await TASK_DATA_LOADERS["fill-mask"]?.();
 * task?.label; // "Fill-Mask"
 * ```
 */
export const TASK_DATA_LOADERS: Partial<Record<PipelineType, () => Promise<TaskData>>> = {
  "any-to-any": () => import("./any-to-any.js").then((module) => module.default),
  "audio-classification": () =>
    import("./audio-classification.js").then((module) => module.default),
  "audio-text-to-text": () => import("./audio-text-to-text.js").then((module) => module.default),
  "audio-to-audio": () => import("./audio-to-audio.js").then((module) => module.default),
  "automatic-speech-recognition": () =>
    import("./automatic-speech-recognition.js").then((module) => module.default),
  "depth-estimation": () => import("./depth-estimation.js").then((module) => module.default),
  "document-question-answering": () =>
    import("./document-question-answering.js").then((module) => module.default),
  "feature-extraction": () => import("./feature-extraction.js").then((module) => module.default),
  "fill-mask": () => import("./fill-mask.js").then((module) => module.default),
  "image-classification": () =>
    import("./image-classification.js").then((module) => module.default),
  "image-feature-extraction": () =>
    import("./image-feature-extraction.js").then((module) => module.default),
  "image-segmentation": () => import("./image-segmentation.js").then((module) => module.default),
  "image-text-to-image": () => import("./image-text-to-image.js").then((module) => module.default),
  "image-text-to-text": () => import("./image-text-to-text.js").then((module) => module.default),
  "image-text-to-video": () => import("./image-text-to-video.js").then((module) => module.default),
  "image-to-3d": () => import("./image-to-3d.js").then((module) => module.default),
  "image-to-image": () => import("./image-to-image.js").then((module) => module.default),
  "image-to-text": () => import("./image-to-text.js").then((module) => module.default),
  "image-to-video": () => import("./image-to-video.js").then((module) => module.default),
  "keypoint-detection": () => import("./keypoint-detection.js").then((module) => module.default),
  "mask-generation": () => import("./mask-generation.js").then((module) => module.default),
  "object-detection": () => import("./object-detection.js").then((module) => module.default),
  "question-answering": () => import("./question-answering.js").then((module) => module.default),
  "reinforcement-learning": () =>
    import("./reinforcement-learning.js").then((module) => module.default),
  "sentence-similarity": () => import("./sentence-similarity.js").then((module) => module.default),
  summarization: () => import("./summarization.js").then((module) => module.default),
  "table-question-answering": () =>
    import("./table-question-answering.js").then((module) => module.default),
  "tabular-classification": () =>
    import("./tabular-classification.js").then((module) => module.default),
  "tabular-regression": () => import("./tabular-regression.js").then((module) => module.default),
  "text-classification": () => import("./text-classification.js").then((module) => module.default),
  "text-generation": () => import("./text-generation.js").then((module) => module.default),
  "text-ranking": () => import("./text-ranking.js").then((module) => module.default),
  "text-to-3d": () => import("./text-to-3d.js").then((module) => module.default),
  "text-to-audio": () => import("./text-to-audio.js").then((module) => module.default),
  "text-to-image": () => import("./text-to-image.js").then((module) => module.default),
  "text-to-speech": () => import("./text-to-speech.js").then((module) => module.default),
  "text-to-video": () => import("./text-to-video.js").then((module) => module.default),
  "token-classification": () =>
    import("./token-classification.js").then((module) => module.default),
  translation: () => import("./translation.js").then((module) => module.default),
  "unconditional-image-generation": () =>
    import("./unconditional-image-generation.js").then((module) => module.default),
  "video-classification": () =>
    import("./video-classification.js").then((module) => module.default),
  "video-text-to-text": () => import("./video-text-to-text.js").then((module) => module.default),
  "video-to-video": () => import("./video-to-video.js").then((module) => module.default),
  "visual-document-retrieval": () =>
    import("./visual-document-retrieval.js").then((module) => module.default),
  "visual-question-answering": () =>
    import("./visual-question-answering.js").then((module) => module.default),
  "zero-shot-classification": () =>
    import("./zero-shot-classification.js").then((module) => module.default),
  "zero-shot-image-classification": () =>
    import("./zero-shot-image-classification.js").then((module) => module.default),
  "zero-shot-object-detection": () =>
    import("./zero-shot-object-detection.js").then((module) => module.default),
};

/**
 * Loads the task page data for a pipeline id given as a plain string (as it arrives in a URL),
 * resolving to `undefined` when the catalogue has no page for it.
 *
 * @example
 * ```ts
 * (await loadTaskData("summarization"))?.canonicalId; // "text-generation"
 * await loadTaskData("graph-ml"); // undefined
 * ```
 */
export async function loadTaskData(id: string): Promise<TaskData | undefined> {
  const loader = Object.hasOwn(TASK_DATA_LOADERS, id)
    ? (TASK_DATA_LOADERS as Record<string, () => Promise<TaskData>>)[id]
    : undefined;
  return loader ? loader() : undefined;
}
