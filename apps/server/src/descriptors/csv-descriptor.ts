import { DescriptorError } from "./descriptor-error.js";

/** CSV header names and the descriptor field each fills; `model` and `task` are the huggingfaceR names. */
const COLUMNS: Record<string, string> = {
  id: "id",
  model: "id",
  modelId: "id",
  _id: "_id",
  author: "author",
  pipeline_tag: "pipeline_tag",
  task: "pipeline_tag",
  library_name: "library_name",
  library: "library_name",
  tags: "tags",
  downloads: "downloads",
  likes: "likes",
  trendingScore: "trendingScore",
  createdAt: "createdAt",
  lastModified: "lastModified",
  sha: "sha",
  private: "private",
  gated: "gated",
};
const NUMBERS = new Set(["downloads", "likes", "trendingScore"]);

/**
 * Checks a CSV header row and returns the descriptor field of each column. Unknown columns are
 * an error, so a typo does not silently drop data.
 *
 * @example
 * ```ts
 * csvColumns(["model", "downloads", "task"]); // ["id", "downloads", "pipeline_tag"]
 * ```
 */
export function csvColumns(header: readonly string[]): string[] {
  const columns = header.map((name) => {
    const column = COLUMNS[name.trim().replace(/^\uFEFF/, "")];
    if (column === undefined) {
      throw new DescriptorError(
        `unknown column "${name.slice(0, 40)}"; known columns are ${Object.keys(COLUMNS).join(", ")}`,
      );
    }
    return column;
  });
  if (!columns.includes("id"))
    throw new DescriptorError("the header needs an id (or model) column");
  return columns;
}

function cellValue(column: string, text: string): unknown {
  if (NUMBERS.has(column)) {
    const value = Number(text);
    if (text.trim() === "" || !Number.isFinite(value)) {
      throw new DescriptorError(`${column} must be a number, not "${text.slice(0, 40)}"`);
    }
    return value;
  }
  if (column === "private") {
    if (/^(true|1)$/i.test(text)) return true;
    if (/^(false|0)$/i.test(text)) return false;
    throw new DescriptorError(`private must be TRUE or FALSE, not "${text.slice(0, 40)}"`);
  }
  if (column === "gated") return /^(false|0)$/i.test(text) ? false : text;
  if (column === "tags") {
    if (text.startsWith("[")) {
      try {
        return JSON.parse(text);
      } catch {
        throw new DescriptorError("tags must be a JSON array or a |-separated list");
      }
    }
    return text
      .split("|")
      .map((tag) => tag.trim())
      .filter((tag) => tag.length > 0);
  }
  return text;
}

/**
 * Turns one CSV record into a descriptor object; empty cells are left out.
 *
 * @example
 * ```ts
 * csvDescriptor(["id", "downloads"], ["acme/tiny", "12"]); // { id: "acme/tiny", downloads: 12 }
 * ```
 */
export function csvDescriptor(
  columns: readonly string[],
  fields: readonly string[],
): Record<string, unknown> {
  if (fields.length !== columns.length) {
    throw new DescriptorError(`expected ${columns.length} fields, found ${fields.length}`);
  }
  const descriptor: Record<string, unknown> = {};
  columns.forEach((column, index) => {
    const text = fields[index] ?? "";
    if (text !== "") descriptor[column] = cellValue(column, text);
  });
  return descriptor;
}
