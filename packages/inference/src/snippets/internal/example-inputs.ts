import { TASK_EXAMPLE_INPUTS } from "@modeldeck/tasks";
import type { WidgetInput } from "@modeldeck/tasks";
import type { SnippetModel, SnippetTask } from "./snippet-task.js";

/** A chat message as snippets write it. */
export interface ExampleMessage {
  role: string;
  content: string | { type: string; text?: string; image_url?: { url: string } }[];
}

// Every task the snippets are written for has its example in the tasks package's one table
// (chat, `conversational`, takes its messages from `exampleMessages`). Typed this way, a snippet
// task without an example there is a compile error.
const EXAMPLES: Record<Exclude<SnippetTask, "conversational">, WidgetInput> = TASK_EXAMPLE_INPUTS;

/**
 * The example input for a task, from the catalogue's table. Text generation's example is a
 * chat; its plain-prompt call sends what the chat's last user turn says.
 */
export function exampleInput(task: SnippetTask): WidgetInput {
  if (task === "conversational") return { kind: "none" };
  const input = EXAMPLES[task];
  if (input.kind !== "chat") return input;
  const userTurn = input.messages.filter((message) => message.role === "user").pop();
  return { kind: "text", text: userTurn?.content ?? "" };
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
