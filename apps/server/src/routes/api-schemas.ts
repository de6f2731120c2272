import { Type, type TProperties, type TSchema } from "@sinclair/typebox";

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
export function repeatableParameter(description: string) {
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
