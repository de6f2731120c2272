import { badRequest } from "../http-error.js";
import type { ListCursor, SortKey } from "../db/search/model-search.js";
import { isRepoId } from "../descriptors/repo-id.js";

/**
 * Encodes where a page stopped, together with the sort it belongs to, as an opaque base64url
 * string for the `cursor` parameter.
 *
 * @example
 * ```ts
 * encodeCursor("downloads", -1, { value: 42, id: "acme/tiny" }); // "WyJkb3du..."
 * ```
 */
export function encodeCursor(sort: SortKey, direction: 1 | -1, cursor: ListCursor): string {
  return Buffer.from(JSON.stringify([sort, direction, cursor.value, cursor.id])).toString(
    "base64url",
  );
}

/**
 * Decodes a `cursor` parameter; throws a 400 when it is malformed or was made for another sort.
 *
 * @example
 * ```ts
 * decodeCursor(encodeCursor("likes", 1, { value: 3, id: "a/b" }), "likes", 1); // { value: 3, id: "a/b" }
 * ```
 */
export function decodeCursor(text: string, sort: SortKey, direction: 1 | -1): ListCursor {
  let parsed: unknown;
  try {
    if (text.length > 400 || !/^[A-Za-z0-9_-]+$/.test(text)) throw new Error("format");
    parsed = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw badRequest("cursor is not valid");
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw badRequest("cursor is not valid");
  const [cursorSort, cursorDirection, value, id] = parsed as unknown[];
  if (cursorSort !== sort || cursorDirection !== direction) {
    throw badRequest("cursor belongs to a different sort; start again without it");
  }
  const numeric = sort === "downloads" || sort === "likes" || sort === "trendingScore";
  // `null`: the page stopped among the models whose value is unknown (never for the id sort).
  const valueIsValid =
    (value === null && sort !== "id") ||
    (numeric
      ? typeof value === "number" && Number.isFinite(value)
      : typeof value === "string" && value.length <= 100);
  if (!valueIsValid || !isRepoId(id)) throw badRequest("cursor is not valid");
  return { value: value as number | string | null, id };
}
