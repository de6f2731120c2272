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
