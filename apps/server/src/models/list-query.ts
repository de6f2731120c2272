import { parseParameterRange, type ParameterRange } from "@modeldeck/hub";
import type { ModelListQuery, SortKey } from "../db/search/model-search.js";
import { badRequest } from "../http-error.js";
import { decodeCursor } from "./cursor.js";
import { EXPANDABLE_FIELDS, type ExpandableField } from "./model-shape.js";

/** The page size of `GET /api/models` when the request gives no `limit`. */
const DEFAULT_LIMIT = 100;

/**
 * The Hub's `sort` values and the column each sorts by (`trending` and `trendingScore`, `id` and
 * `modelId` are aliases). The route schema's `sort` enum is these keys, so the two agree.
 *
 * @example
 * ```ts
 * SORTS.trending; // "trendingScore"
 * ```
 */
export const SORTS: Readonly<Record<string, SortKey>> = {
  downloads: "downloads",
  likes: "likes",
  lastModified: "lastModified",
  createdAt: "createdAt",
  trending: "trendingScore",
  trendingScore: "trendingScore",
  id: "id",
  modelId: "id",
};

/** `direction` as the Hub spells it (numbers) and as clients often do (words). */
const DIRECTIONS: Readonly<Record<string, 1 | -1>> = { "-1": -1, desc: -1, "1": 1, asc: 1 };

/** `full=true` and `full=1` ask for whole descriptors. */
const TRUE_TEXTS = new Set(["true", "1"]);

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

/**
 * The query of `GET /api/models` (and `GET /api/models-facets`) as the route schema lets it
 * through: single-valued parameters within their lengths, patterns and enums, repeatable ones
 * (`filter`, `expand`, `expand[]`) as lists, unknown ones untouched. Tests and tools may hand
 * over a repeatable parameter as one string, as `URLSearchParams` gives it.
 *
 * @example
 * ```ts
 * const parameters: ListQueryParameters = { search: "bert", filter: ["en", "license:mit,onnx"], limit: "20" };
 * ```
 */
export interface ListQueryParameters {
  search?: string;
  author?: string;
  pipeline_tag?: string;
  library?: string;
  filter?: string | string[];
  inference_provider?: string;
  num_parameters?: string;
  sort?: string;
  direction?: string;
  limit?: string;
  full?: string;
  expand?: string | string[];
  "expand[]"?: string | string[];
  cursor?: string;
  [unknown: string]: string | string[] | undefined;
}

type RawQuery = ListQueryParameters;

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

/** An empty value (`?author=`) means the parameter was not given, as on the Hub. */
function given(text: string | undefined): string | undefined {
  return text === "" ? undefined : text;
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

/** One id in `inference_provider`'s comma-separated list. */
const PROVIDER_ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * Reads the query of `GET /api/models` after its route schema has checked each parameter's
 * shape and limits, keeping only what is the Hub's own: aliases (`trending`, `desc`, `full=1`),
 * comma-separated and repeated `filter` tags, both `expand` spellings, the provider list, the
 * `num_parameters` range, the cursor, and no control character in any parameter, known or not.
 * What is left to refuse is a 400 naming the parameter.
 *
 * @example
 * ```ts
 * const query = parseListQuery({ search: "bert", sort: "likes", limit: "5" });
 * query.limit; // 5
 * ```
 */
export function parseListQuery(query: ListQueryParameters): ParsedListQuery {
  rejectControlCharacters(query);
  const sortText = given(query.sort) ?? "trending";
  // The schema's enum holds only these keys; `hasOwn` keeps `__proto__` and the like out anyway.
  if (!Object.hasOwn(SORTS, sortText)) throw badRequest("sort is not valid");
  const sort = SORTS[sortText] as SortKey;
  const direction = DIRECTIONS[given(query.direction) ?? "-1"] ?? -1;
  const tags = values(query, "filter").flatMap((value) => value.split(","));
  if (tags.length > 20) throw badRequest("at most 20 filter tags are allowed");
  if (tags.some((tag) => tag.length === 0 || tag.length > 200)) {
    throw badRequest("filter tags must be 1 to 200 characters");
  }
  const providerText = given(query.inference_provider);
  const inferenceProviders = providerText?.split(",");
  if (
    inferenceProviders !== undefined &&
    !inferenceProviders.every((provider) => PROVIDER_ID.test(provider))
  ) {
    throw badRequest("inference_provider must be provider ids separated by commas, or all");
  }
  if ((inferenceProviders?.length ?? 0) > 30) throw badRequest("too many inference providers");
  const cursorText = given(query.cursor);
  const full = TRUE_TEXTS.has(query.full ?? "");
  const expand = parseExpand(query);
  const limitText = given(query.limit);
  return {
    search: given(query.search),
    author: given(query.author),
    pipelineTag: given(query.pipeline_tag),
    library: given(query.library),
    tags,
    inferenceProviders,
    parameters: parseParameters(given(query.num_parameters)),
    sort,
    direction,
    limit: limitText === undefined ? DEFAULT_LIMIT : Number(limitText),
    cursor: cursorText === undefined ? undefined : decodeCursor(cursorText, sort, direction),
    full,
    expand,
    withData: full || expand !== undefined,
  };
}
