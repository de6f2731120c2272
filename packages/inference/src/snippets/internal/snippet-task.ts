import type { ModelData } from "@modeldeck/tasks";
import type { TableTask } from "../../task-table.js";
import type { InferenceProvider } from "../../types.js";

/**
 * The model fields snippets read (the reference client's `ModelDataMinimal`); a Hub model
 * response can be passed as it is.
 *
 * @example
 * ```ts
 * const model: SnippetModel = { id: "openai/whisper-large-v3", pipeline_tag: "automatic-speech-recognition" };
 * ```
 */
export type SnippetModel = Pick<ModelData, "id"> &
  Partial<
    Pick<
      ModelData,
      "pipeline_tag" | "mask_token" | "library_name" | "config" | "tags" | "inference"
    >
  >;

/**
 * How a task's request is shaped, which decides the template used for it:
 * - `text`: JSON `inputs` (and maybe `parameters`) in, JSON out;
 * - `file`: the bytes of an image or audio file in, JSON out;
 * - `file-and-text`: an image plus a question, labels or prompt, sent as JSON with base64;
 * - `generation`: a text prompt in, an image, video or sound out;
 * - `chat`: OpenAI-style chat completion.
 */
export type TaskFamily = "text" | "file" | "file-and-text" | "generation" | "chat";

interface TaskFacts {
  family: TaskFamily;
  /** `InferenceClient` method name in Python's `huggingface_hub`. */
  pythonMethod: string;
  /**
   * The providers on which that method reaches this task, when not all do (a method borrowed
   * from another task reaches it only where both tasks share a route and body).
   */
  pythonProviders?: readonly InferenceProvider[];
}

// The `@modeldeck/inference` method of a task is its entry in TASK_TABLE.
function facts(
  family: TaskFamily,
  pythonMethod: string,
  pythonProviders?: readonly InferenceProvider[],
): TaskFacts {
  return pythonProviders ? { family, pythonMethod, pythonProviders } : { family, pythonMethod };
}

/** Every task the inference client runs, with what snippets need to know about it. */
export const SNIPPET_TASKS = {
  conversational: facts("chat", "chat.completions.create"),
  "text-generation": facts("text", "text_generation"),
  "feature-extraction": facts("text", "feature_extraction"),
  "fill-mask": facts("text", "fill_mask"),
  "question-answering": facts("text", "question_answering"),
  "sentence-similarity": facts("text", "sentence_similarity"),
  summarization: facts("text", "summarization"),
  "table-question-answering": facts("text", "table_question_answering"),
  "text-classification": facts("text", "text_classification"),
  "token-classification": facts("text", "token_classification"),
  translation: facts("text", "translation"),
  "zero-shot-classification": facts("text", "zero_shot_classification"),
  "tabular-classification": facts("text", "tabular_classification"),
  "tabular-regression": facts("text", "tabular_regression"),
  "audio-classification": facts("file", "audio_classification"),
  "automatic-speech-recognition": facts("file", "automatic_speech_recognition"),
  "audio-to-audio": facts("file", "audio_to_audio"),
  "image-classification": facts("file", "image_classification"),
  "image-segmentation": facts("file", "image_segmentation"),
  "image-to-text": facts("file", "image_to_text"),
  "object-detection": facts("file", "object_detection"),
  "image-to-image": facts("file-and-text", "image_to_image"),
  "image-to-video": facts("file-and-text", "image_to_video"),
  // huggingface_hub has no image-text methods: its image-to-image and image-to-video take a prompt.
  "image-text-to-image": facts("file-and-text", "image_to_image"),
  "image-text-to-video": facts("file-and-text", "image_to_video"),
  "zero-shot-image-classification": facts("file-and-text", "zero_shot_image_classification"),
  "document-question-answering": facts("file-and-text", "document_question_answering"),
  "visual-question-answering": facts("file-and-text", "visual_question_answering"),
  "text-to-image": facts("generation", "text_to_image"),
  "text-to-video": facts("generation", "text_to_video"),
  "text-to-speech": facts("generation", "text_to_speech"),
  // huggingface_hub serves text-to-audio models through text_to_speech, where both tasks share
  // a route and body: on hf-inference only (elsewhere its text-to-speech helper refuses them).
  "text-to-audio": facts("generation", "text_to_speech", ["hf-inference"]),
} satisfies Partial<Record<TableTask, TaskFacts>>;

/** A task snippets are written for; `conversational` is chat completion. */
export type SnippetTask = keyof typeof SNIPPET_TASKS;

/** Tasks that generate media, with the extension a snippet saves the file under. */
export const MEDIA_EXTENSIONS: Partial<Record<SnippetTask, string>> = {
  "text-to-image": "png",
  "image-to-image": "png",
  "text-to-video": "mp4",
  "text-to-speech": "flac",
  "text-to-audio": "flac",
  "image-to-video": "mp4",
  "image-text-to-image": "png",
  "image-text-to-video": "mp4",
};

/**
 * The snippet task for a model: chat completion for conversational text and vision-language
 * models, the model's pipeline tag otherwise; `undefined` when no snippet applies.
 */
export function snippetTaskOf(model: SnippetModel): SnippetTask | undefined {
  const tag = model.pipeline_tag;
  if (!tag) return undefined;
  // Vision-language models are only served through chat completion.
  if (tag === "image-text-to-text") return "conversational";
  if (tag === "text-generation" && (model.tags ?? []).includes("conversational")) {
    return "conversational";
  }
  return tag in SNIPPET_TASKS ? (tag as SnippetTask) : undefined;
}
