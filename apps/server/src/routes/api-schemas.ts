import { Type, type TProperties, type TSchema } from "@sinclair/typebox";
import { SORTS } from "../models/list-query.js";

/**
 * The body of every error answer (`error-handler.ts`): `{ "error": "…" }`, plus a stable `code`
 * where the thrower gave one. Routes list it under their 4xx and 5xx statuses so the schema
 * documents what a client may get back.
 *
 * @example
 * ```ts
 * app.get("/api/health", { schema: { response: { 503: ERROR_BODY } } }, handler);
 * ```
 */
export const ERROR_BODY = Type.Object(
  { error: Type.String(), code: Type.Optional(Type.String()) },
  { description: "What went wrong, in words for the caller" },
);

/**
 * A query string schema: every parameter optional, and unknown ones allowed (the Hub ignores
 * them, so clients written for it may send them).
 *
 * @example
 * ```ts
 * const QUERY = queryString({ search: singleParameter(200, "Words of the model id") });
 * ```
 */
export function queryString<Properties extends TProperties>(properties: Properties) {
  return Type.Partial(Type.Object(properties));
}

/**
 * A query parameter that may appear once, as text of at most `maxLength` characters. Repeating
 * it is a 400 ("… may be given only once"); an empty value means the parameter is absent.
 *
 * @example
 * ```ts
 * const query = Type.Object({ search: singleParameter(200, "Words of the model id") });
 * ```
 */
export function singleParameter(maxLength: number, description: string, extra: object = {}) {
  return Type.String({ maxLength, description, ...extra });
}

/**
 * A query parameter that may be repeated (`filter=a&filter=b`) or hold a comma-separated list.
 * Fastify's validator turns a single value into a one-item array.
 *
 * @example
 * ```ts
 * const query = Type.Object({ filter: repeatableParameter("Tags the model must have") });
 * ```
 */
function repeatableParameter(description: string) {
  return Type.Array(Type.String({ maxLength: 2000 }), { maxItems: 50, description });
}

/**
 * An object keyed by ids (tasks, libraries, local apps) whose values follow `entry`; extra
 * fields in an entry are kept, so the catalogue can grow without a schema change.
 *
 * @example
 * ```ts
 * const LIBRARIES = keyedById(Type.Object({ prettyLabel: Type.String() }, { additionalProperties: true }), "Libraries by id");
 * ```
 */
export function keyedById<Entry extends TSchema>(entry: Entry, description: string) {
  return Type.Record(Type.String(), entry, { description });
}

/**
 * A field that is either `type` or JSON `null` (a stored descriptor may carry `null` where the
 * Hub leaves a field out); the response serializer then never turns `null` into `""` or `0`.
 *
 * @example
 * ```ts
 * Type.Object({ pipeline_tag: Type.Optional(nullable(Type.String())) });
 * ```
 */
export function nullable<Inner extends TSchema>(inner: Inner) {
  return Type.Union([inner, Type.Null()]);
}

/** An empty value or one of the Hub's names: what `author`, `pipeline_tag` and `library` hold. */
function namePattern(first: string, rest: string, maxRest: number): string {
  return `^(?:${first}${rest}{0,${maxRest}})?$`;
}

const EXPAND = repeatableParameter(
  "Fields to return besides _id and id, repeatable or comma-separated (e.g. inferenceProviderMapping)",
);

/**
 * The query of `GET /api/models` and `GET /api/models-facets`: each parameter's shape and limits
 * (lengths, names' patterns, the `sort`, `direction` and `full` values, `limit` from 1 to 1000).
 * Unknown parameters pass, as on the Hub; `parseListQuery` reads what is the Hub's own (aliases,
 * comma lists, the cursor, the `num_parameters` range) and refuses control characters anywhere.
 *
 * @example
 * ```ts
 * app.get("/api/models", { schema: { querystring: MODEL_LIST_QUERY } }, handler);
 * ```
 */
export const MODEL_LIST_QUERY = queryString({
  search: singleParameter(200, "Terms that must all occur in the model id, case-insensitive"),
  author: singleParameter(100, "The owner of the models", {
    pattern: namePattern("[A-Za-z0-9_]", "[A-Za-z0-9_.-]", 95),
  }),
  pipeline_tag: singleParameter(100, "A task id such as text-generation", {
    pattern: namePattern("[a-z0-9]", "[a-z0-9-]", 63),
  }),
  library: singleParameter(100, "A library id such as transformers", {
    pattern: namePattern("[A-Za-z0-9]", "[\\w.+-]", 63),
  }),
  filter: repeatableParameter("Tags the models must all have, repeatable or comma-separated"),
  inference_provider: singleParameter(400, "Provider ids separated by commas, or all"),
  num_parameters: singleParameter(100, "Parameter-count range, e.g. min:1B,max:6B (K, M, B, T)"),
  sort: singleParameter(40, "Sort key, trending by default", { enum: [...Object.keys(SORTS), ""] }),
  direction: singleParameter(4, "-1 (descending, the default) or 1", {
    enum: ["-1", "1", "desc", "asc", ""],
  }),
  // Leading zeros pass, as a number parser reads them; 0 and anything over 1000 do not.
  limit: singleParameter(10, "Page size, 1 to 1000, default 100", {
    pattern: "^(?:0*(?:[1-9][0-9]{0,2}|1000))?$",
  }),
  full: singleParameter(5, "true for whole descriptors", {
    enum: ["true", "false", "1", "0", ""],
  }),
  expand: EXPAND,
  "expand[]": EXPAND,
  cursor: singleParameter(400, "The next page's cursor, from the Link header"),
});

/**
 * The query of `GET /api/models/{id}`: `expand` in both of the Hub's spellings.
 *
 * @example
 * ```ts
 * app.get("/api/models/*", { schema: { querystring: MODEL_INFO_QUERY } }, handler);
 * ```
 */
export const MODEL_INFO_QUERY = queryString({ expand: EXPAND, "expand[]": EXPAND });
