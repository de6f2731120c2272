import { Type, type TSchema } from "@sinclair/typebox";
import { TypeCompiler } from "@sinclair/typebox/compiler";
import { DescriptorError } from "./descriptor-error.js";

const MAX_INTEGER = 2_147_483_647;

/** `null` stands for a missing field in descriptors, as in the Hub's own exports. */
const orNull = (schema: TSchema) => Type.Optional(Type.Union([schema, Type.Null()]));
const COUNT = orNull(Type.Integer({ minimum: 0, maximum: MAX_INTEGER }));
const DATE_TEXT = orNull(Type.String({ maxLength: 40 }));
const JSON_OBJECT = orNull(Type.Object({}, { additionalProperties: true }));
const JSON_ARRAY = orNull(Type.Array(Type.Unknown()));
/** An empty text means "none" for the two indexed slugs. */
const SLUG_OR_EMPTY = (pattern: string) =>
  orNull(Type.Union([Type.Literal(""), Type.String({ pattern })]));

/**
 * The fields of a model descriptor (the Hub's `GET /api/models/{id}` shape plus `readme`) whose
 * type and bounds are checked before anything is stored; unknown fields pass through. The id,
 * the provider mapping (two accepted shapes, normalised to one), dates' meaning and NUL
 * characters are checked in code, in `toModelRecord`.
 *
 * @example
 * ```ts
 * Value.Check(MODEL_DESCRIPTOR, { id: "openai-community/gpt2", downloads: 10 }); // true
 * ```
 */
export const MODEL_DESCRIPTOR = Type.Object(
  {
    author: orNull(Type.String({ maxLength: 96 })),
    _id: orNull(Type.String({ pattern: "^[0-9a-f]{24}$" })),
    pipeline_tag: SLUG_OR_EMPTY("^[a-z0-9][a-z0-9-]{0,63}$"),
    library_name: SLUG_OR_EMPTY("^[A-Za-z0-9][\\w.+-]{0,63}$"),
    tags: orNull(Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 500 })),
    trendingScore: orNull(Type.Number()),
    private: Type.Optional(Type.Boolean()),
    gated: orNull(Type.Union([Type.Literal(false), Type.Literal("auto"), Type.Literal("manual")])),
    config: JSON_OBJECT,
    cardData: JSON_OBJECT,
    transformersInfo: JSON_OBJECT,
    gguf: JSON_OBJECT,
    safetensors: JSON_OBJECT,
    widgetData: JSON_ARRAY,
    spaces: JSON_ARRAY,
    readme: orNull(Type.String()),
    lastModified: DATE_TEXT,
    createdAt: DATE_TEXT,
    siblings: orNull(
      Type.Array(Type.Object({ rfilename: Type.String() }, { additionalProperties: true })),
    ),
    downloads: COUNT,
    likes: COUNT,
  },
  { additionalProperties: true },
);

/** What an importer reads for a field that breaks the schema, in the project's own words. */
const FIELD_MESSAGES: Record<string, string> = {
  author: "author must be a string",
  _id: "_id must be 24 hexadecimal characters",
  pipeline_tag: "pipeline_tag is not a valid pipeline tag",
  library_name: "library_name is not a valid library name",
  tags: "tags must be an array of at most 500 non-empty strings",
  trendingScore: "trendingScore must be a number",
  private: "private must be true or false",
  gated: 'gated must be false, "auto" or "manual"',
  readme: "readme must be a string",
  lastModified: "lastModified must be an ISO 8601 date",
  createdAt: "createdAt must be an ISO 8601 date",
  siblings: "siblings must be an array of { rfilename } objects",
  downloads: "downloads must be a non-negative integer",
  likes: "likes must be a non-negative integer",
  config: "config must be an object",
  cardData: "cardData must be an object",
  transformersInfo: "transformersInfo must be an object",
  gguf: "gguf must be an object",
  safetensors: "safetensors must be an object",
  widgetData: "widgetData must be an array",
  spaces: "spaces must be an array",
};

const compiled = TypeCompiler.Compile(MODEL_DESCRIPTOR);

/**
 * Checks a descriptor against {@link MODEL_DESCRIPTOR} (compiled once; a passing descriptor costs
 * one generated function call) and throws a {@link DescriptorError} naming the first bad field.
 *
 * @example
 * ```ts
 * checkDescriptorFields({ id: "ok/id", downloads: 1.5 }); // throws "downloads must be a non-negative integer"
 * ```
 */
export function checkDescriptorFields(descriptor: Record<string, unknown>): void {
  if (compiled.Check(descriptor)) return;
  const first = compiled.Errors(descriptor).First();
  const field = first?.path.split("/")[1] ?? "";
  throw new DescriptorError(FIELD_MESSAGES[field] ?? `${field.slice(0, 40)} is not valid`);
}
