import type { WidgetInput } from "@modeldeck/tasks";
import { InferenceClientInputError } from "./errors.js";
import type { InferenceClient } from "./inference-client.js";
import type { InferenceTask } from "./types.js";

/** A method of `InferenceClient` that runs a task (everything but `endpoint`). */
export type TaskMethod = Exclude<keyof InferenceClient, "endpoint">;
/** Omits keys from each member of a union, keeping it a union. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** The arguments a client method takes, without the token (the client holds it). */
export type TaskMethodArgs<Method extends TaskMethod> = DistributiveOmit<
  Parameters<InferenceClient[Method]>[0],
  "accessToken"
>;
type TaskMethodOptions<Method extends TaskMethod> = Parameters<InferenceClient[Method]>[1];

/**
 * An example input for any task, in the few fields every task's call is built from: what the
 * catalogue's widget input says, or what a person typed and picked in a "try it" box.
 *
 * @example
 * ```ts
 * import type { TaskExample } from "@modeldeck/inference";
 * const example: TaskExample = { text: "I loved the film", labels: ["cinema", "sport"] };
 * ```
 */
export interface TaskExample {
  /** The text, prompt, question, query or source sentence. */
  text: string;
  /** The passage a question is answered from. */
  context?: string;
  /** Candidate labels for zero-shot tasks. */
  labels?: string[];
  /** Sentences to compare, documents to rank, or further texts to embed. */
  texts?: string[];
  /** A table, column name to cells. */
  table?: Record<string, string[]>;
  /** The image, audio or video file, already read. */
  file?: Blob;
  /** The longest answer wanted, for tasks answered by a chat model. */
  maxTokens?: number;
}

/**
 * How the client runs one task: the method it calls, the method that streams the same call
 * where the client has one, the task named to the generic `request` (which picks the provider
 * route), and how an example input becomes the method's arguments (without `model` and
 * `provider`, which the caller adds).
 */
export interface TaskTableEntry<Method extends TaskMethod = TaskMethod> {
  method: Method;
  /** The client method that streams this call, for the tasks that can stream. */
  stream?: "chatCompletionStream" | "textGenerationStream";
  /** For `request`: the task, which picks the provider route and the model mapping. */
  task?: InferenceTask;
  args: (example: TaskExample) => TaskMethodArgs<Method> | Promise<TaskMethodArgs<Method>>;
}

function fileOf(example: TaskExample): Blob {
  if (!example.file) throw new InferenceClientInputError("This task needs a file to send.");
  return example.file;
}

// Read through arrayBuffer, which every Blob has (FileReader refuses Blobs from other realms).
async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  // In slices, so a large file does not overflow the argument list.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

async function dataUrlOf(blob: Blob, fallbackType: string): Promise<string> {
  return `data:${blob.type || fallbackType};base64,${await base64Of(blob)}`;
}

/** The audio format name chat endpoints expect (`wav`, `mp3`, `flac`), from a file's type. */
function audioFormat(blob: Blob): string {
  const subtype = blob.type.split("/")[1] || "wav";
  return subtype === "mpeg" ? "mp3" : subtype.replace(/^x-/, "");
}

const text = (example: TaskExample) => ({ inputs: example.text });
const file = (example: TaskExample) => ({ inputs: fileOf(example) });
const prompted = (example: TaskExample) => ({
  inputs: fileOf(example),
  parameters: example.text ? { prompt: example.text } : {},
});
const labels = (example: TaskExample) => ({ candidate_labels: example.labels ?? [] });

/** Media tasks served through chat completion: one user turn with the file and the question. */
async function mediaQuestion(
  example: TaskExample,
  part: (file: Blob) => Promise<{ type: string; [key: string]: unknown }>,
) {
  return {
    messages: [
      {
        role: "user",
        content: [await part(fileOf(example)), { type: "text", text: example.text }],
      },
    ],
    ...(example.maxTokens === undefined ? {} : { max_tokens: example.maxTokens }),
  };
}

/** Ties each entry's argument builder to its method's argument type. */
function entry<Method extends TaskMethod>(entry: TaskTableEntry<Method>): TaskTableEntry<Method> {
  return entry;
}

/**
 * Every task the inference client runs, keyed by task id (pipeline types, plus `conversational`
 * for chat completion): the client method, whether and how it streams, and how an example
 * input becomes the method's arguments. The try-it panel, the inference snippets and the
 * catalogue's example check all read it, so a task's method is named in this one place.
 *
 * @example
 * ```ts
 * import { TASK_TABLE } from "@modeldeck/inference";
 * const entry = TASK_TABLE["zero-shot-classification"];
 * entry.method; // "zeroShotClassification"
 * const args = await entry.args({ text: "I loved the film", labels: ["cinema", "sport"] });
 * // args: the method's `inputs` and `parameters` (candidate labels), to send with a model
 * ```
 */
export const TASK_TABLE = {
  conversational: entry({
    method: "chatCompletion",
    stream: "chatCompletionStream",
    args: (example) => ({
      messages: [{ role: "user", content: example.text }],
      ...(example.maxTokens === undefined ? {} : { max_tokens: example.maxTokens }),
    }),
  }),
  "text-generation": entry({
    method: "textGeneration",
    stream: "textGenerationStream",
    args: text,
  }),
  "text-classification": entry({ method: "textClassification", args: text }),
  "token-classification": entry({ method: "tokenClassification", args: text }),
  "question-answering": entry({
    method: "questionAnswering",
    args: (example) => ({ inputs: { question: example.text, context: example.context ?? "" } }),
  }),
  "zero-shot-classification": entry({
    method: "zeroShotClassification",
    args: (example) => ({ inputs: example.text, parameters: labels(example) }),
  }),
  "fill-mask": entry({ method: "fillMask", args: text }),
  summarization: entry({ method: "summarization", args: text }),
  translation: entry({ method: "translation", args: text }),
  "sentence-similarity": entry({
    method: "sentenceSimilarity",
    args: (example) => ({
      inputs: { source_sentence: example.text, sentences: example.texts ?? [] },
    }),
  }),
  // One text, or the text and the ones to compare it with.
  "feature-extraction": entry({
    method: "featureExtraction",
    args: (example) => ({
      inputs: example.texts?.length ? [example.text, ...example.texts] : example.text,
    }),
  }),
  "table-question-answering": entry({
    method: "tableQuestionAnswering",
    args: (example) => ({ inputs: { query: example.text, table: example.table ?? {} } }),
  }),
  "tabular-classification": entry({
    method: "tabularClassification",
    args: (example) => ({ inputs: { data: example.table ?? {} } }),
  }),
  "tabular-regression": entry({
    method: "tabularRegression",
    args: (example) => ({ inputs: { data: example.table ?? {} } }),
  }),
  "text-to-image": entry({ method: "textToImage", args: text }),
  "text-to-speech": entry({ method: "textToSpeech", args: text }),
  "text-to-audio": entry({ method: "textToAudio", args: text }),
  "text-to-video": entry({ method: "textToVideo", args: text }),
  "image-classification": entry({ method: "imageClassification", args: file }),
  "object-detection": entry({ method: "objectDetection", args: file }),
  "image-segmentation": entry({ method: "imageSegmentation", args: file }),
  "image-to-text": entry({ method: "imageToText", args: file }),
  "image-to-image": entry({ method: "imageToImage", args: prompted }),
  "image-to-video": entry({ method: "imageToVideo", args: prompted }),
  "image-text-to-image": entry({
    method: "imageTextToImage",
    args: (example) => ({ inputs: fileOf(example), parameters: { prompt: example.text } }),
  }),
  "image-text-to-video": entry({
    method: "imageTextToVideo",
    args: (example) => ({ inputs: fileOf(example), parameters: { prompt: example.text } }),
  }),
  "zero-shot-image-classification": entry({
    method: "zeroShotImageClassification",
    args: (example) => ({ inputs: { image: fileOf(example) }, parameters: labels(example) }),
  }),
  "visual-question-answering": entry({
    method: "visualQuestionAnswering",
    args: (example) => ({ inputs: { image: fileOf(example), question: example.text } }),
  }),
  "document-question-answering": entry({
    method: "documentQuestionAnswering",
    args: (example) => ({ inputs: { image: fileOf(example), question: example.text } }),
  }),
  "automatic-speech-recognition": entry({ method: "automaticSpeechRecognition", args: file }),
  "audio-classification": entry({ method: "audioClassification", args: file }),
  "audio-to-audio": entry({ method: "audioToAudio", args: file }),
  // Tasks without a dedicated method go through `request` with the task named, in the shapes
  // the providers' own APIs for them take.
  "text-ranking": entry({
    method: "request",
    task: "text-ranking",
    args: (example) => ({ query: example.text, texts: example.texts ?? [] }),
  }),
  "zero-shot-object-detection": entry({
    method: "request",
    task: "zero-shot-object-detection",
    args: async (example) => ({
      inputs: { image: await base64Of(fileOf(example)) },
      parameters: labels(example),
    }),
  }),
  "depth-estimation": entry({
    method: "request",
    task: "depth-estimation",
    args: (example) => ({ data: fileOf(example) }),
  }),
  "mask-generation": entry({
    method: "request",
    task: "mask-generation",
    args: (example) => ({ data: fileOf(example) }),
  }),
  // Media questions are answered by chat models, with the file as a content part.
  "image-text-to-text": entry({
    method: "chatCompletion",
    stream: "chatCompletionStream",
    args: (example) =>
      mediaQuestion(example, async (image) => ({
        type: "image_url",
        image_url: { url: await dataUrlOf(image, "image/png") },
      })),
  }),
  "video-text-to-text": entry({
    method: "chatCompletion",
    args: (example) =>
      mediaQuestion(example, async (video) => ({
        type: "video_url",
        video_url: { url: await dataUrlOf(video, "video/mp4") },
      })),
  }),
  "audio-text-to-text": entry({
    method: "chatCompletion",
    args: (example) =>
      mediaQuestion(example, async (audio) => ({
        type: "input_audio",
        input_audio: { data: await base64Of(audio), format: audioFormat(audio) },
      })),
  }),
} satisfies Partial<Record<InferenceTask | "conversational", TaskTableEntry>>;

/** A task the client runs: a key of `TASK_TABLE`. */
export type TableTask = keyof typeof TASK_TABLE;
/** What the client answers for a task. */
export type TableTaskResult<Task extends TableTask> = Awaited<
  ReturnType<InferenceClient[(typeof TASK_TABLE)[Task]["method"]]>
>;

type MethodCalls = {
  [Method in TaskMethod]: (
    args: TaskMethodArgs<Method>,
    options?: TaskMethodOptions<Method>,
  ) => ReturnType<InferenceClient[Method]>;
};

/**
 * True when the client runs `task` (a key of `TASK_TABLE`).
 *
 * @example
 * ```ts
 * import { isTableTask } from "@modeldeck/inference";
 * isTableTask("text-classification"); // true
 * isTableTask("reinforcement-learning"); // false
 * ```
 */
export function isTableTask(task: string): task is TableTask {
  return Object.hasOwn(TASK_TABLE, task);
}

/**
 * Runs one task through the client from an example input: builds the arguments with the task's
 * entry, adds the model and provider, and calls the entry's method (naming the task to the
 * generic `request`). Resolves to the client's own, already checked answer.
 *
 * @example
 * ```ts
 * import { InferenceClient, runTableTask } from "@modeldeck/inference";
 * const client = new InferenceClient("hf_…");
 * const labels = await runTableTask(client, "text-classification", { text: "I love it" }, {
 *   model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
 * });
 * ```
 */
export async function runTableTask<Task extends TableTask>(
  client: InferenceClient,
  task: Task,
  example: TaskExample,
  request: { model?: string; provider?: TaskMethodArgs<"request">["provider"] },
  options: { signal?: AbortSignal } = {},
): Promise<TableTaskResult<Task>> {
  const tableEntry: TaskTableEntry<(typeof TASK_TABLE)[Task]["method"]> = TASK_TABLE[task];
  const args = { ...(await tableEntry.args(example)), ...request };
  // The loose argument types the table builds (chat parts beyond text and images) are what the
  // methods take at run time.
  const calls = client as unknown as MethodCalls;
  const callOptions = { ...options, ...(tableEntry.task ? { task: tableEntry.task } : {}) };
  const answer: TableTaskResult<Task> = await calls[tableEntry.method](args, callOptions);
  return answer;
}

/**
 * An example input from the catalogue's widget input (`TaskData.widgetInput`), with its media
 * file already read when the input names one.
 *
 * @example
 * ```ts
 * import { exampleFromWidget } from "@modeldeck/inference";
 * exampleFromWidget({ kind: "zero-shot", text: "I loved it", candidateLabels: ["happy", "sad"] });
 * // { text: "I loved it", labels: ["happy", "sad"] }
 * ```
 */
export function exampleFromWidget(input: WidgetInput, file?: Blob): TaskExample {
  const media = file ? { file } : {};
  switch (input.kind) {
    case "text":
      return { text: input.text };
    case "chat":
      return {
        text: input.messages.filter((message) => message.role === "user").pop()?.content ?? "",
      };
    case "question-context":
      return { text: input.question, context: input.context };
    case "zero-shot":
      return { text: input.text, labels: input.candidateLabels };
    case "sentence-similarity":
      return { text: input.source, texts: input.sentences };
    case "text-ranking":
      return { text: input.query, texts: input.documents };
    case "table-question":
      return { text: input.query, table: input.table };
    case "table":
      return { text: "", table: stringTable(input.table) };
    case "image":
    case "audio":
    case "video":
      return { text: "", ...media };
    case "image-text":
    case "audio-text":
    case "video-text":
      return { text: input.text, ...media };
    case "image-labels":
      return { text: "", labels: input.candidateLabels, ...media };
    case "none":
      return { text: "" };
  }
}

function stringTable(table: Record<string, (string | number)[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(table).map(([key, cells]) => [key, cells.map(String)]));
}
