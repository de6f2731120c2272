import { parseParameterRange, type ParameterRange } from "@modeldeck/hub";
import type { ModelListQuery, SortKey } from "../db/model-search.js";
import { badRequest } from "../http-error.js";
import { decodeCursor } from "./cursor.js";
import { EXPANDABLE_FIELDS, type ExpandableField } from "./model-shape.js";

/**
 * The largest page a client may ask for with `limit`, the Hub's own bound. Larger values are
 * refused with a 400 rather than quietly lowered, so a client knows to page.
 *
 * @example
 * ```ts
 * parseListQuery({ limit: String(MAX_LIMIT + 1) }); // throws HttpError 400
 * ```
 */
const MAX_LIMIT = 1000;
/**
 * The page size of `GET /api/models` when the request gives no `limit`.
 *
 * @example
 * ```ts
 * parseListQuery({}).limit === DEFAULT_LIMIT; // true
 * ```
 */
const DEFAULT_LIMIT = 100;

const SORTS: Record<string, SortKey> = {
  downloads: "downloads",
  likes: "likes",
  lastModified: "lastModified",
  createdAt: "createdAt",
  trending: "trendingScore",
  trendingScore: "trendingScore",
  id: "id",
  modelId: "id",
};

const PATTERNS = {
  author: /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,95}$/,
  pipeline_tag: /^[a-z0-9][a-z0-9-]{0,63}$/,
  library: /^[A-Za-z0-9][\w.+-]{0,63}$/,
};

/**
 * A `GET /api/models` request after validation: the database query plus whether to answer with
 * full descriptors (`full`) or with the fields named by `expand`.
 *
 * @example
 * ```ts
 * const parsed: ParsedListQuery = parseListQuery({ search: "bert", sort: "likes", limit: "20", "expand[]": ["downloads", "tags"] });
 * const rows = await listModelRows(database, parsed);
 * ```
 */
export interface ParsedListQuery extends ModelListQuery {
  full: boolean;
  expand: ExpandableField[] | undefined;
}

type RawQuery = Record<string, string | string[] | undefined>;

/**
 * C0 controls, DEL and C1 controls. PostgreSQL refuses NUL in text outright (a 500 there, while
 * SQLite stores it), and no real search, tag or id needs the others, so every query value is
 * held to the same rule on both engines.
 */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * Refuses a query with a control character in any parameter name or value, known or not, with a
 * 400 naming the parameter. `parseListQuery` and `parseExpand` call it first.
 *
 * @example
 * ```ts
 * rejectControlCharacters({ search: "a\u0000b" }); // throws HttpError 400 "search must not contain control characters"
 * ```
 */
function rejectControlCharacters(query: RawQuery): void {
  for (const [name, value] of Object.entries(query)) {
    if (CONTROL_CHARACTER.test(name)) {
      throw badRequest("query parameter names must not contain control characters");
    }
    const texts = value === undefined ? [] : Array.isArray(value) ? value : [value];
    if (texts.some((text) => CONTROL_CHARACTER.test(text))) {
      throw badRequest(`${name.slice(0, 40)} must not contain control characters`);
    }
  }
}

function values(query: RawQuery, name: string): string[] {
  const value = query[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function single(query: RawQuery, name: string, maxLength = 200): string | undefined {
  const found = values(query, name);
  if (found.length > 1) throw badRequest(`${name} may be given only once`);
  const value = found[0];
  if (value !== undefined && value.length > maxLength) {
    throw badRequest(`${name} is longer than ${maxLength} characters`);
  }
  return value === "" ? undefined : value;
}

function matching(query: RawQuery, name: keyof typeof PATTERNS): string | undefined {
  const value = single(query, name, 100);
  if (value !== undefined && !PATTERNS[name].test(value)) {
    throw badRequest(`${name} is not valid`);
  }
  return value;
}

function parseLimit(text: string | undefined): number {
  if (text === undefined) return DEFAULT_LIMIT;
  if (!/^\d{1,7}$/.test(text)) throw badRequest("limit must be a positive integer");
  const limit = Number(text);
  if (limit < 1 || limit > MAX_LIMIT) throw badRequest(`limit must be between 1 and ${MAX_LIMIT}`);
  return limit;
}

function parseDirection(text: string | undefined): 1 | -1 {
  if (text === undefined || text === "-1" || text === "desc") return -1;
  if (text === "1" || text === "asc") return 1;
  throw badRequest("direction must be -1 or 1");
}

function parseBoolean(name: string, text: string | undefined): boolean {
  if (text === undefined || text === "false" || text === "0") return false;
  if (text === "true" || text === "1") return true;
  throw badRequest(`${name} must be true or false`);
}

/** The Hub's `num_parameters=min:1B,max:6B`; a value it cannot read is a 400 saying why. */
function parseParameters(text: string | undefined): ParameterRange | undefined {
  if (text === undefined) return undefined;
  try {
    return parseParameterRange(text);
  } catch (error) {
    throw badRequest((error as Error).message);
  }
}

/**
 * Reads `expand` and `expand[]` (the Hub accepts both spellings); `undefined` when neither is
 * given. Unknown fields are a 400, as on the Hub.
 *
 * @example
 * ```ts
 * parseExpand({ "expand[]": ["likes", "tags"] }); // ["likes", "tags"]
 * ```
 */
export function parseExpand(query: RawQuery): ExpandableField[] | undefined {
  rejectControlCharacters(query);
  const requested = [...values(query, "expand"), ...values(query, "expand[]")].flatMap((value) =>
    value.split(","),
  );
  if (requested.length === 0) return undefined;
  if (requested.length > 50) throw badRequest("too many expand fields");
  for (const field of requested) {
    if (!(EXPANDABLE_FIELDS as readonly string[]).includes(field)) {
      throw badRequest(`expand field "${field.slice(0, 40)}" is not supported`);
    }
  }
  return [...new Set(requested as ExpandableField[])];
}

/**
 * Validates the query of `GET /api/models`. Unknown parameters are ignored, as the Hub does;
 * known ones with bad values are a 400 naming the parameter.
 *
 * @example
 * ```ts
 * const query = parseListQuery({ search: "bert", sort: "likes", limit: "5" });
 * query.limit; // 5
 * ```
 */
export function parseListQuery(query: RawQuery): ParsedListQuery {
  rejectControlCharacters(query);
  const sortText = single(query, "sort", 40);
  const sort = sortText === undefined ? "trendingScore" : SORTS[sortText];
  if (sort === undefined || !Object.hasOwn(SORTS, sortText ?? "trending")) {
    throw badRequest("sort must be one of downloads, likes, lastModified, createdAt, trending");
  }
  const direction = parseDirection(single(query, "direction", 4));
  const tags = values(query, "filter").flatMap((value) => value.split(","));
  if (tags.length > 20) throw badRequest("at most 20 filter tags are allowed");
  if (tags.some((tag) => tag.length === 0 || tag.length > 200)) {
    throw badRequest("filter tags must be 1 to 200 characters");
  }
  const providerText = single(query, "inference_provider", 400);
  const inferenceProviders = providerText?.split(",");
  if (
    inferenceProviders !== undefined &&
    !inferenceProviders.every((provider) => PATTERNS.pipeline_tag.test(provider))
  ) {
    throw badRequest("inference_provider must be provider ids separated by commas, or all");
  }
  if ((inferenceProviders?.length ?? 0) > 30) throw badRequest("too many inference providers");
  const cursorText = single(query, "cursor", 400);
  const full = parseBoolean("full", single(query, "full", 5));
  const expand = parseExpand(query);
  return {
    search: single(query, "search"),
    author: matching(query, "author"),
    pipelineTag: matching(query, "pipeline_tag"),
    library: matching(query, "library"),
    tags,
    inferenceProviders,
    parameters: parseParameters(single(query, "num_parameters", 100)),
    sort,
    direction,
    limit: parseLimit(single(query, "limit", 10)),
    cursor: cursorText === undefined ? undefined : decodeCursor(cursorText, sort, direction),
    full,
    expand,
    withData: full || expand !== undefined,
  };
}
