import type { CompareColumn } from "../../../lib/run/compare-setup";
import { batchTaskOf, type BatchTask } from "../../../lib/batch-tasks";

/** A batch runs 2 to 4 columns. */
export const MIN_BATCH_COLUMNS = 2;
/** At most four columns, as the server allows. */
export const MAX_BATCH_COLUMNS = 4;

/**
 * The form's starting setup from the screen's query (`task`, repeated aligned `model` and
 * `provider`, as Compare's link writes them): a task a batch cannot run falls back to text
 * classification, extra columns are dropped and missing ones left empty.
 *
 * @example
 * ```ts
 * initialSetup("?task=translation&model=acme/mt&provider=hf-inference");
 * // { task: "translation", columns: [{ model: "acme/mt", provider: "hf-inference" }, { model: "", provider: "" }] }
 * ```
 */
export function initialSetup(search: string): { task: BatchTask; columns: CompareColumn[] } {
  const query = new URLSearchParams(search);
  const providers = query.getAll("provider");
  const columns = query
    .getAll("model")
    .map((model, index) => ({ model: model.trim(), provider: (providers[index] ?? "").trim() }))
    .filter((column) => column.model !== "")
    .slice(0, MAX_BATCH_COLUMNS);
  while (columns.length < MIN_BATCH_COLUMNS) columns.push({ model: "", provider: "" });
  return { task: batchTaskOf(query.get("task") ?? "") ?? "text-classification", columns };
}

/**
 * The task parameters typed as JSON, checked to be one object (the server takes the same for
 * every column), or the reason it is not.
 *
 * @example
 * ```ts
 * parseParameters('{ "top_k": 1 }'); // { parameters: { top_k: 1 } }
 * parseParameters("[1]"); // { error: "…" }
 * ```
 */
export function parseParameters(
  text: string,
): { parameters: Record<string, unknown> } | { error: string } {
  if (text.trim() === "") return { parameters: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) {
      return { parameters: value as Record<string, unknown> };
    }
  } catch {
    // Said below.
  }
  return { error: 'The task parameters must be one JSON object, such as { "top_k": 1 }.' };
}

/**
 * The largest zip archive the form sends: the server takes JSON bodies of up to 24 MiB, and
 * base64 makes bytes a third longer, so 17 MiB leaves room for the columns and the title.
 */
export const MAX_ARCHIVE_BYTES = 17 * 1024 * 1024;

/**
 * Why a chosen file does not fit the task (by the kind of file its rows name, if any), in plain
 * words, or `undefined`: a task over files takes a zip archive (of at most {@link MAX_ARCHIVE_BYTES}), a text task a CSV or JSON Lines
 * file.
 *
 * @example
 * ```ts
 * fileProblem("image", "rows.csv", 100); // "This task runs over images: choose a .zip archive …"
 * fileProblem(undefined, "rows.csv", 100); // undefined
 * ```
 */
export function fileProblem(
  media: "image" | "audio" | undefined,
  name: string,
  size: number,
): string | undefined {
  const zip = /\.zip$/i.test(name);
  if (media === undefined) {
    return zip
      ? "This task takes a CSV or JSON Lines file of texts; a zip archive is for tasks over images or recordings."
      : undefined;
  }
  if (!zip) {
    return `This task runs over ${media === "image" ? "images" : "recordings"}: choose a .zip archive holding them and a CSV or JSON Lines file naming them.`;
  }
  if (size > MAX_ARCHIVE_BYTES) {
    return `The archive is ${(size / 1024 / 1024).toFixed(1)} MB; the server takes archives of up to ${MAX_ARCHIVE_BYTES / 1024 / 1024} MB.`;
  }
  return undefined;
}
