import type { ModelData } from "@modeldeck/tasks";

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
  /** `InferenceClient` method name in `@modeldeck/inference` (same as the reference client). */
  javascriptMethod: string;
  /** `InferenceClient` method name in Python's `huggingface_hub`. */
  pythonMethod: string;
}

function facts(family: TaskFamily, javascriptMethod: string, pythonMethod: string): TaskFacts {
  return { family, javascriptMethod, pythonMethod };
}

/** Every task the inference client runs, with what snippets need to know about it. */
export const SNIPPET_TASKS = {
  conversational: facts("chat", "chatCompletion", "chat.completions.create"),
  "text-generation": facts("text", "textGeneration", "text_generation"),
  "feature-extraction": facts("text", "featureExtraction", "feature_extraction"),
  "fill-mask": facts("text", "fillMask", "fill_mask"),
  "question-answering": facts("text", "questionAnswering", "question_answering"),
  "sentence-similarity": facts("text", "sentenceSimilarity", "sentence_similarity"),
  summarization: facts("text", "summarization", "summarization"),
  "table-question-answering": facts("text", "tableQuestionAnswering", "table_question_answering"),
  "text-classification": facts("text", "textClassification", "text_classification"),
  "token-classification": facts("text", "tokenClassification", "token_classification"),
  translation: facts("text", "translation", "translation"),
  "zero-shot-classification": facts("text", "zeroShotClassification", "zero_shot_classification"),
  "tabular-classification": facts("text", "tabularClassification", "tabular_classification"),
  "tabular-regression": facts("text", "tabularRegression", "tabular_regression"),
  "audio-classification": facts("file", "audioClassification", "audio_classification"),
  "automatic-speech-recognition": facts(
    "file",
    "automaticSpeechRecognition",
    "automatic_speech_recognition",
  ),
  "audio-to-audio": facts("file", "audioToAudio", "audio_to_audio"),
  "image-classification": facts("file", "imageClassification", "image_classification"),
  "image-segmentation": facts("file", "imageSegmentation", "image_segmentation"),
  "image-to-text": facts("file", "imageToText", "image_to_text"),
  "object-detection": facts("file", "objectDetection", "object_detection"),
  "image-to-image": facts("file-and-text", "imageToImage", "image_to_image"),
  "image-to-video": facts("file-and-text", "imageToVideo", "image_to_video"),
  // huggingface_hub has no image-text methods: its image-to-image and image-to-video take a prompt.
  "image-text-to-image": facts("file-and-text", "imageTextToImage", "image_to_image"),
  "image-text-to-video": facts("file-and-text", "imageTextToVideo", "image_to_video"),
  "zero-shot-image-classification": facts(
    "file-and-text",
    "zeroShotImageClassification",
    "zero_shot_image_classification",
  ),
  "document-question-answering": facts(
    "file-and-text",
    "documentQuestionAnswering",
    "document_question_answering",
  ),
  "visual-question-answering": facts(
    "file-and-text",
    "visualQuestionAnswering",
    "visual_question_answering",
  ),
  "text-to-image": facts("generation", "textToImage", "text_to_image"),
  "text-to-video": facts("generation", "textToVideo", "text_to_video"),
  "text-to-speech": facts("generation", "textToSpeech", "text_to_speech"),
  // huggingface_hub serves text-to-audio models through text_to_speech (same route and body).
  "text-to-audio": facts("generation", "textToAudio", "text_to_speech"),
} satisfies Record<string, TaskFacts>;

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
