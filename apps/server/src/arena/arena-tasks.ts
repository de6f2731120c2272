import type { InferenceClient, InferenceProviderOrPolicy } from "@modeldeck/inference";

/**
 * What a battle asks every column: a text (a prompt, a sentence to classify) or a stored file
 * (an image, a recording), already read from the user data.
 *
 * @example
 * ```ts
 * const input: ArenaInput = { text: "Write a haiku about rain." };
 * ```
 */
export interface ArenaInput {
  text?: string;
  file?: Blob;
}

/**
 * A column's answer, reduced to what the task's renderer shows and nothing else: providers put
 * the model's id, their own request ids and timings in their answers (a chat completion's
 * `model`, `id`, `usage`), and any of those would unblind the column.
 *
 * @example
 * ```ts
 * const answer: ArenaAnswer = { text: "Rain on the tin roof…" };
 * const boxes: ArenaAnswer = [{ label: "cat", score: 0.98, box: { xmin: 10, ymin: 20, xmax: 200, ymax: 180 } }];
 * ```
 */
export type ArenaAnswer =
  { text: string } | { image: string } | { label: string; score: number; box?: Box }[];

interface Box {
  xmin: number;
  ymin: number;
  xmax: number;
  ymax: number;
}

type Target = { model: string; provider: InferenceProviderOrPolicy };
type Runner = (client: InferenceClient, target: Target, input: ArenaInput) => Promise<ArenaAnswer>;

const text = (input: ArenaInput): string => input.text as string;
const file = (input: ArenaInput): Blob => input.file as Blob;
const number = (value: unknown): number => (typeof value === "number" ? value : Number.NaN);

const labels = (items: readonly { label: string; score: number; box?: Box }[]): ArenaAnswer =>
  items.slice(0, 100).map((item) => ({
    label: String(item.label).slice(0, 200),
    score: number(item.score),
    ...(item.box === undefined
      ? {}
      : {
          box: {
            xmin: number(item.box.xmin),
            ymin: number(item.box.ymin),
            xmax: number(item.box.xmax),
            ymax: number(item.box.ymax),
          },
        }),
  }));

/** Longest chat answer a battle asks for; every column gets the same budget. */
const CHAT_MAX_TOKENS = 512;

/**
 * The tasks an arena can run, each with what it needs (`text` or `file`) and how one column is
 * run with the inference client. One entry per task; a new task is one more line here and a
 * renderer in the web app.
 */
export const ARENA_TASKS = {
  "text-generation": {
    input: "text",
    run: async (client, target, input) => {
      // Streamed, as the try-it screens ask for chat: some providers only stream.
      let answer = "";
      for await (const chunk of client.chatCompletionStream({
        ...target,
        messages: [{ role: "user", content: text(input) }],
        max_tokens: CHAT_MAX_TOKENS,
      }))
        answer += chunk.choices[0]?.delta.content ?? "";
      return { text: answer };
    },
  },
  "text-classification": {
    input: "text",
    run: async (client, target, input) =>
      labels(await client.textClassification({ ...target, inputs: text(input) })),
  },
  summarization: {
    input: "text",
    run: async (client, target, input) => ({
      text: String((await client.summarization({ ...target, inputs: text(input) })).summary_text),
    }),
  },
  translation: {
    input: "text",
    run: async (client, target, input) => {
      const output = await client.translation({ ...target, inputs: text(input) });
      const first = Array.isArray(output) ? output[0] : output;
      return { text: String(first?.translation_text ?? "") };
    },
  },
  "text-to-image": {
    input: "text",
    run: async (client, target, input) => ({
      image: await client.textToImage(
        { ...target, inputs: text(input) },
        { outputType: "dataUrl" },
      ),
    }),
  },
  "object-detection": {
    input: "file",
    run: async (client, target, input) =>
      labels(await client.objectDetection({ ...target, inputs: file(input) })),
  },
  "image-classification": {
    input: "file",
    run: async (client, target, input) =>
      labels(await client.imageClassification({ ...target, inputs: file(input) })),
  },
  "audio-classification": {
    input: "file",
    run: async (client, target, input) =>
      labels(await client.audioClassification({ ...target, inputs: file(input) })),
  },
  "automatic-speech-recognition": {
    input: "file",
    run: async (client, target, input) => ({
      text: String(
        (await client.automaticSpeechRecognition({ ...target, inputs: file(input) })).text,
      ),
    }),
  },
} satisfies Record<string, { input: "text" | "file"; run: Runner }>;

/**
 * A task the arena can run.
 *
 * @example
 * ```ts
 * const task: ArenaTask = "object-detection";
 * ```
 */
export type ArenaTask = keyof typeof ARENA_TASKS;

/**
 * Whether the arena can run `task`.
 *
 * @example
 * ```ts
 * isArenaTask("text-generation"); // true
 * ```
 */
export function isArenaTask(task: string): task is ArenaTask {
  return Object.hasOwn(ARENA_TASKS, task);
}
