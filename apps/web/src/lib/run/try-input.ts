import type { WidgetInput } from "@modeldeck/tasks";
import { paths } from "../../paths";

/** A chat turn as the chat completion API takes it. */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/**
 * Everything the user can type or pick in a "try it" box. One shape for every task keeps the
 * input when the user switches provider or a request fails.
 */
export interface TryInput {
  text: string;
  systemPrompt: string;
  context: string;
  /** Candidate labels, comma-separated. */
  labels: string;
  /** Sentences or documents to compare, one per line. */
  sentences: string;
  table: Record<string, string[]>;
  /** The picked, dropped, pasted or recorded file. */
  file?: Blob;
  /** Where the starting example file is, until the user picks their own. */
  fileUrl?: string;
  fileName?: string;
  temperature: number;
  maxTokens: number;
  /** Advanced chat parameters; an empty string leaves the parameter out of the request. */
  topP: string;
  /** Stop sequences, one per line. */
  stop: string;
  seed: string;
  responseFormat: "text" | "json_object";
  /** Earlier chat turns (user and assistant). */
  history: ChatMessage[];
}

/** An empty input. */
const EMPTY_INPUT: TryInput = {
  text: "",
  systemPrompt: "",
  context: "",
  labels: "",
  sentences: "",
  table: {},
  temperature: 0.7,
  maxTokens: 512,
  topP: "",
  stop: "",
  seed: "",
  responseFormat: "text",
  history: [],
};

function stringTable(table: Record<string, (string | number)[]>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(table).map(([key, values]) => [key, values.map(String)]),
  );
}

/**
 * The starting input for a task, from the catalogue's widget example.
 *
 * @example
 * ```ts
 * inputFromWidget({ kind: "zero-shot", text: "I loved it", candidateLabels: ["happy", "sad"] }).labels; // "happy, sad"
 * ```
 */
export function inputFromWidget(widget: WidgetInput | undefined): TryInput {
  if (!widget) return EMPTY_INPUT;
  const media = (filename: string) => ({ fileUrl: paths.media(filename), fileName: filename });
  switch (widget.kind) {
    case "text":
      return { ...EMPTY_INPUT, text: widget.text };
    case "chat": {
      const system = widget.messages.find((message) => message.role === "system");
      const user = [...widget.messages].reverse().find((message) => message.role === "user");
      return { ...EMPTY_INPUT, systemPrompt: system?.content ?? "", text: user?.content ?? "" };
    }
    case "question-context":
      return { ...EMPTY_INPUT, text: widget.question, context: widget.context };
    case "zero-shot":
      return { ...EMPTY_INPUT, text: widget.text, labels: widget.candidateLabels.join(", ") };
    case "sentence-similarity":
      return { ...EMPTY_INPUT, text: widget.source, sentences: widget.sentences.join("\n") };
    case "text-ranking":
      return { ...EMPTY_INPUT, text: widget.query, sentences: widget.documents.join("\n") };
    case "table-question":
      return { ...EMPTY_INPUT, text: widget.query, table: stringTable(widget.table) };
    case "table":
      return { ...EMPTY_INPUT, table: stringTable(widget.table) };
    case "image":
    case "audio":
    case "video":
      return { ...EMPTY_INPUT, ...media(widget.filename) };
    case "image-text":
    case "audio-text":
    case "video-text":
      return { ...EMPTY_INPUT, ...media(widget.filename), text: widget.text };
    case "image-labels":
      return {
        ...EMPTY_INPUT,
        ...media(widget.filename),
        labels: widget.candidateLabels.join(", "),
      };
    default:
      return EMPTY_INPUT;
  }
}

/**
 * Splits a comma-separated label list.
 *
 * @example
 * ```ts
 * splitLabels("happy, sad ,"); // ["happy", "sad"]
 * ```
 */
export function splitLabels(labels: string): string[] {
  return labels
    .split(",")
    .map((label) => label.trim())
    .filter(Boolean);
}

/**
 * Splits one-per-line sentences.
 *
 * @example
 * ```ts
 * splitLines("one\n\ntwo"); // ["one", "two"]
 * ```
 */
export function splitLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * The advanced chat parameters the user set, in the chat completion API's names; parameters left
 * empty are not sent, so the provider's defaults apply.
 *
 * @example
 * ```ts
 * advancedChatParameters({ ...input, topP: "0.9", stop: "###" }); // { top_p: 0.9, stop: ["###"] }
 * ```
 */
export function advancedChatParameters(input: TryInput): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  if (input.topP.trim() !== "") parameters.top_p = Number(input.topP);
  const stop = splitLines(input.stop);
  if (stop.length > 0) parameters.stop = stop;
  if (input.seed.trim() !== "") parameters.seed = Number(input.seed);
  if (input.responseFormat === "json_object") parameters.response_format = { type: "json_object" };
  return parameters;
}
