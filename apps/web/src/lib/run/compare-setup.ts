import { blobMediaType } from "@modeldeck/hub";
import type { PipelineType } from "@modeldeck/tasks";
import { COMPARE_MAX_COLUMNS } from "../compare-tray";
import type { TryInput } from "./try-input";

/** One column of a comparison: a Hub model and the provider that runs it. */
export interface CompareColumn {
  model: string;
  /** Empty until picked: the column then uses the model's first live provider. */
  provider: string;
}

/** A file input stored on the server by content hash (`POST /api/blobs`). */
export interface BlobReference {
  blob: string;
  contentType: string;
}

/** The typed part of an input that travels inline in a permalink. */
export type InlineInput = Pick<
  TryInput,
  | "text"
  | "systemPrompt"
  | "context"
  | "labels"
  | "sentences"
  | "table"
  | "temperature"
  | "maxTokens"
  | "topP"
  | "stop"
  | "seed"
  | "responseFormat"
>;

/** Everything needed to reproduce a comparison: the task, the columns, the input. */
export interface CompareSetup {
  task: PipelineType;
  columns: CompareColumn[];
  /** The task is run as a chat (streamed chat completion). */
  chat: boolean;
  input: InlineInput;
  /** The input file, uploaded and referenced by hash. */
  file?: BlobReference;
  /** An example file the server ships (`/media/…`), used until the user picks their own. */
  exampleFile?: string;
}

/** How many columns a comparison holds at most; one column is a single try-it run. */
export const MAX_COLUMNS = COMPARE_MAX_COLUMNS;

// Short URL names for the inline input fields; only values that differ from the default are written.
const TEXT_PARAMETERS = {
  text: "text",
  systemPrompt: "system",
  context: "context",
  labels: "labels",
  sentences: "sentences",
  topP: "top_p",
  stop: "stop",
  seed: "seed",
} as const satisfies Partial<Record<keyof InlineInput, string>>;

const HASH = /^[0-9a-f]{64}$/;

/**
 * The query string of the compare screen for a setup: task, models and providers (aligned,
 * repeated), chat flag, the inline input fields that are set, and the input file's hash.
 *
 * @example
 * ```ts
 * compareQuery({ task: "text-classification", chat: false, columns: [{ model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english", provider: "hf-inference" }], input });
 * // "task=text-classification&model=distilbert%2F…&provider=hf-inference&text=…"
 * ```
 */
export function compareQuery(setup: CompareSetup): string {
  const query = new URLSearchParams({ task: setup.task });
  for (const column of setup.columns) {
    query.append("model", column.model);
    query.append("provider", column.provider);
  }
  if (setup.chat) query.set("chat", "1");
  for (const [key, name] of Object.entries(TEXT_PARAMETERS)) {
    const value = setup.input[key as keyof typeof TEXT_PARAMETERS];
    if (value) query.set(name, value);
  }
  if (Object.keys(setup.input.table).length > 0)
    query.set("table", JSON.stringify(setup.input.table));
  if (setup.chat) {
    query.set("temperature", String(setup.input.temperature));
    query.set("max_tokens", String(setup.input.maxTokens));
    if (setup.input.responseFormat !== "text") query.set("format", setup.input.responseFormat);
  }
  if (setup.file) {
    query.set("blob", setup.file.blob);
    query.set("type", setup.file.contentType);
  } else if (setup.exampleFile) query.set("example", setup.exampleFile);
  return query.toString();
}

function readTable(text: string | null): Record<string, string[]> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>)
        .filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]))
        .map(([key, values]) => [key, values.map(String)]),
    );
  } catch {
    return {};
  }
}

function readNumber(text: string | null, fallback: number): number {
  const value = Number(text ?? "");
  return text !== null && text !== "" && Number.isFinite(value) ? value : fallback;
}

/**
 * Reads a setup back from the compare screen's query string, starting from `base` (the task's
 * example input) for every field the link leaves out. Unknown or malformed values are ignored,
 * so a hand-edited link still opens; `undefined` when the link names no task.
 *
 * @example
 * ```ts
 * readCompareQuery("?task=text-classification&model=distilbert%2Fdistilbert-base-uncased-finetuned-sst-2-english&provider=", input);
 * ```
 */
export function readCompareQuery(search: string, base: InlineInput): CompareSetup | undefined {
  const query = new URLSearchParams(search);
  const task = query.get("task");
  if (!task) return undefined;
  const providers = query.getAll("provider");
  const columns = query
    .getAll("model")
    .map((model, index) => ({ model: model.trim(), provider: providers[index] ?? "" }))
    .filter((column) => column.model !== "")
    .slice(0, MAX_COLUMNS);
  const chat = query.get("chat") === "1";
  const input: InlineInput = { ...base };
  for (const [key, name] of Object.entries(TEXT_PARAMETERS)) {
    const value = query.get(name);
    if (value !== null) input[key as keyof typeof TEXT_PARAMETERS] = value;
  }
  if (query.has("table")) input.table = readTable(query.get("table"));
  input.temperature = readNumber(query.get("temperature"), base.temperature);
  input.maxTokens = readNumber(query.get("max_tokens"), base.maxTokens);
  if (query.get("format") === "json_object") input.responseFormat = "json_object";
  const blob = query.get("blob") ?? "";
  // Anyone can write a link: a file is only ever rebuilt as allow-listed media, never as a page.
  const contentType = blobMediaType(query.get("type"));
  const example = query.get("example") ?? "";
  return {
    task: task as PipelineType,
    columns,
    chat,
    input,
    ...(HASH.test(blob) && contentType ? { file: { blob, contentType } } : {}),
    // Only the server's own demo media: a link must not make the page fetch an arbitrary URL.
    ...(!HASH.test(blob) && /^\/media\/[^/?#]+$/.test(example) ? { exampleFile: example } : {}),
  };
}
