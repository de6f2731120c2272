import { TASK_EXAMPLE_INPUTS, taskExampleInput } from "@modeldeck/tasks";
import type { WidgetInput } from "@modeldeck/tasks";
import type { SnippetModel, SnippetTask } from "./snippet-task.js";

/** A chat message as snippets write it. */
export interface ExampleMessage {
  role: string;
  content: string | { type: string; text?: string; image_url?: { url: string } }[];
}

// Used when the catalogue has no widget input for a task yet. Media names are files shipped in
// packages/tasks/media, so a reader of the snippet can download the same file from /media/.
const FALLBACK_INPUTS: Partial<Record<SnippetTask, WidgetInput>> = {
  "text-generation": { kind: "text", text: "Can you please let us know more details about your " },
  "feature-extraction": {
    kind: "text",
    text: "Today is a sunny day and I will get some ice cream.",
  },
  "fill-mask": { kind: "text", text: "The answer to the universe is [MASK]." },
  "question-answering": {
    kind: "question-context",
    question: "What is my name?",
    context: "My name is Clara and I live in Berkeley.",
  },
  "sentence-similarity": {
    kind: "sentence-similarity",
    source: "That is a happy person",
    sentences: ["That is a happy dog", "That is a very happy person", "Today is a sunny day"],
  },
  summarization: {
    kind: "text",
    text: "The tower is 324 metres (1,063 ft) tall, about the same height as an 81-storey building, and the tallest structure in Paris. Its base is square, measuring 125 metres (410 ft) on each side.",
  },
  "table-question-answering": {
    kind: "table-question",
    query: "How many stars does the transformers repository have?",
    table: {
      Repository: ["Transformers", "Datasets", "Tokenizers"],
      Stars: ["36542", "4512", "3934"],
      Contributors: ["651", "77", "34"],
    },
  },
  "text-classification": { kind: "text", text: "I like you. I love you" },
  "token-classification": {
    kind: "text",
    text: "My name is Sarah Jessica Parker but you can call me Jessica",
  },
  translation: { kind: "text", text: "Меня зовут Вольфганг и я живу в Берлине" },
  "zero-shot-classification": {
    kind: "zero-shot",
    text: "Hi, I recently bought a device from your company but it is not working as advertised and I would like to get reimbursed!",
    candidateLabels: ["refund", "legal", "faq"],
  },
  "audio-classification": { kind: "audio", filename: "cards-005.wav" },
  "automatic-speech-recognition": {
    kind: "audio",
    filename: "librivox-sense-and-sensibility-0870.flac",
  },
  "text-to-speech": { kind: "text", text: "The answer to the universe is 42" },
  "audio-to-audio": { kind: "audio", filename: "librivox-sense-and-sensibility-0870.flac" },
  "image-classification": { kind: "image", filename: "cat-chelsea.png" },
  "image-segmentation": { kind: "image", filename: "cat-chelsea.png" },
  "image-to-text": { kind: "image", filename: "cat-chelsea.png" },
  "image-to-image": {
    kind: "image-text",
    filename: "cat-chelsea.png",
    text: "Turn the cat into a tiger.",
  },
  "image-to-video": {
    kind: "image-text",
    filename: "cat-chelsea.png",
    text: "The cat turns its head and blinks.",
  },
  "image-text-to-image": {
    kind: "image-text",
    filename: "cat-chelsea.png",
    text: "Give the cat a red scarf.",
  },
  "image-text-to-video": {
    kind: "image-text",
    filename: "cat-chelsea.png",
    text: "The cat yawns, then looks at the camera.",
  },
  "text-to-audio": { kind: "text", text: "Rain falling on a tin roof, distant thunder" },
  "object-detection": { kind: "image", filename: "cat-chelsea.png" },
  "text-to-image": { kind: "text", text: "Astronaut riding a horse" },
  "text-to-video": { kind: "text", text: "A young man walking on the street" },
  "zero-shot-image-classification": {
    kind: "image-labels",
    filename: "cat-chelsea.png",
    candidateLabels: ["cat", "dog", "llama"],
  },
  "document-question-answering": {
    kind: "image-text",
    filename: "document-page-scan.png",
    text: "What is the title of this page?",
  },
  "visual-question-answering": {
    kind: "image-text",
    filename: "cat-chelsea.png",
    text: "What animal is in the picture?",
  },
  "tabular-classification": {
    kind: "table",
    table: {
      fixed_acidity: [7.4, 7.8, 10.3],
      volatile_acidity: [0.7, 0.88, 0.32],
      alcohol: [9.4, 9.8, 10.1],
    },
  },
  "tabular-regression": {
    kind: "table",
    table: { Height: [11.52, 12.48, 12.37], Length1: [23.2, 24, 23.9], Width: [4.02, 4.3, 4.7] },
  },
};

/**
 * The example input for a task: the catalogue's default widget input, or a sensible fallback
 * when the catalogue has none. Chat tasks are handled by `exampleMessages`.
 */
export function exampleInput(task: SnippetTask): WidgetInput {
  const catalogue = taskExampleInput(task);
  const fallback = FALLBACK_INPUTS[task] ?? { kind: "text", text: "Hello, world!" };
  return catalogue ? suitedInput(catalogue, fallback) : fallback;
}

/**
 * The catalogue's widget input in the shape the task's call takes. The widget may show a task
 * differently from how its API takes it (text generation's box is a chat), so an input of
 * another kind is adapted when it can be, and replaced by the fallback when it cannot.
 */
function suitedInput(input: WidgetInput, fallback: WidgetInput): WidgetInput {
  if (input.kind === fallback.kind) return input;
  if (input.kind === "chat" && fallback.kind === "text") {
    // A plain prompt says what the chat's last user turn says.
    const userTurn = input.messages.filter((message) => message.role === "user").pop();
    return userTurn ? { kind: "text", text: userTurn.content } : fallback;
  }
  // The catalogue's file is kept; what else the call needs (a prompt, labels) is the fallback's.
  if ("filename" in input && "filename" in fallback) {
    return { ...fallback, filename: input.filename };
  }
  return fallback;
}

/** The text of a text-like input, with the model's own mask token for fill-mask models. */
export function exampleText(task: SnippetTask, model: SnippetModel, input: WidgetInput): string {
  const text = "text" in input ? input.text : "query" in input ? input.query : "Hello, world!";
  if (task !== "fill-mask") return text;
  const mask = model.mask_token ?? "[MASK]";
  // Catalogue texts use either BERT's or RoBERTa's spelling; the snippet uses the model's.
  return /\[MASK\]|<mask>/.test(text) ? text.replace(/\[MASK\]|<mask>/, mask) : `${text} ${mask}`;
}

// A public, stable image for vision-language chat: chat APIs take image URLs, not files.
const CHAT_IMAGE_URL =
  "https://cdn.britannica.com/61/93061-050-99147DCE/Statue-of-Liberty-Island-New-York-Bay.jpg";

/** The example conversation for chat models; vision-language models also get an image. */
export function exampleMessages(model: SnippetModel): ExampleMessage[] {
  if (model.pipeline_tag === "image-text-to-text") {
    return [
      {
        role: "user",
        content: [
          { type: "text", text: "Describe this image in one sentence." },
          { type: "image_url", image_url: { url: CHAT_IMAGE_URL } },
        ],
      },
    ];
  }
  const input: WidgetInput = TASK_EXAMPLE_INPUTS["text-generation"];
  if (input.kind === "chat") return input.messages.map((message) => ({ ...message }));
  return [{ role: "user", content: "What is the capital of France?" }];
}
