import type { StoredModel as StoredModelLike } from "../db/model-reads.js";
import type { ModelListRow } from "../db/search/model-search.js";

/**
 * The fields a client may ask for with `expand` / `expand[]`, as on the Hub. Any other name is
 * refused with a 400, so a typo shows up instead of silently returning nothing.
 *
 * @example
 * ```ts
 * const wantsMapping = EXPANDABLE_FIELDS.includes("inferenceProviderMapping"); // true
 * ```
 */
export const EXPANDABLE_FIELDS = [
  "author",
  "baseModels",
  "cardData",
  "childrenModelCount",
  "config",
  "createdAt",
  "disabled",
  "downloads",
  "downloadsAllTime",
  // ModelDeck's own: when each figure of a snapshot descriptor was read (the seed writes it).
  "factsReadAt",
  "gated",
  "gguf",
  "gitalyUid",
  "inference",
  "inferenceProviderMapping",
  "lastModified",
  "library_name",
  "likes",
  "mask_token",
  "model-index",
  "pipeline_tag",
  "private",
  "resourceGroup",
  "safetensors",
  "sha",
  "siblings",
  "spaces",
  "tags",
  "transformersInfo",
  "trendingScore",
  "usedStorage",
  "widgetData",
] as const;

/**
 * One `expand` field name, derived from `EXPANDABLE_FIELDS`.
 *
 * @example
 * ```ts
 * const fields: ExpandableField[] = ["downloads", "likes", "inferenceProviderMapping"];
 * ```
 */
export type ExpandableField = (typeof EXPANDABLE_FIELDS)[number];

type MappingDict = Record<string, { providerId: string; status: string; task: string }>;

/** The list endpoint returns provider mappings as an array; model info as a dict. */
function mappingList(mapping: MappingDict) {
  return Object.entries(mapping).map(([provider, entry]) => ({ provider, ...entry }));
}

/** Picks `_id`, `id` and the requested fields from a stored model, as the Hub does for `expand`. */
function expanded(
  body: Record<string, unknown>,
  stored: StoredModelLike,
  fields: readonly ExpandableField[],
  mappingShape: "dict" | "list",
): Record<string, unknown> {
  const result: Record<string, unknown> = { _id: body._id, id: body.id };
  for (const field of fields) {
    if (field === "trendingScore") {
      if (stored.trendingScore !== null) result.trendingScore = stored.trendingScore;
    } else if (field === "inferenceProviderMapping") {
      const mapping = (
        stored.providerMapping === null ? {} : JSON.parse(stored.providerMapping)
      ) as MappingDict;
      result.inferenceProviderMapping = mappingShape === "dict" ? mapping : mappingList(mapping);
    } else if (body[field] !== undefined) {
      result[field] = body[field];
    }
  }
  return result;
}

/**
 * The body of `GET /api/models/{id}`: the stored descriptor text as it is, or with `expand`
 * only `_id`, `id` and the requested fields.
 *
 * @example
 * ```ts
 * modelInfoBody(stored, ["inferenceProviderMapping"]);
 * ```
 */
export function modelInfoBody(
  stored: StoredModelLike,
  expand: readonly ExpandableField[] | undefined,
): string {
  if (expand === undefined) return stored.data;
  const body = JSON.parse(stored.data) as Record<string, unknown>;
  return JSON.stringify(expanded(body, stored, expand, "dict"));
}

/**
 * One entry of `GET /api/models`: the Hub's compact default fields, the whole descriptor with
 * `full=true`, or `_id`, `id` and the requested fields with `expand`. Figures and dates that are
 * unknown (`NULL`) are absent, never 0 or a made-up date.
 *
 * @example
 * ```ts
 * listEntry(row, { full: false, expand: undefined });
 * ```
 */
export function listEntry(
  row: ModelListRow,
  options: { full: boolean; expand: readonly ExpandableField[] | undefined },
): Record<string, unknown> {
  const stored: StoredModelLike = {
    data: row.data ?? "{}",
    providerMapping: row.provider_mapping ?? null,
    trendingScore: row.trending_score,
  };
  if (options.expand !== undefined) {
    return expanded(JSON.parse(stored.data), stored, options.expand, "list");
  }
  // An unknown figure or date is left out, as the Hub leaves out what it does not have.
  const known = <Value>(name: string, value: Value | null) =>
    value === null ? {} : { [name]: value };
  if (options.full) {
    return { ...JSON.parse(stored.data), ...known("trendingScore", row.trending_score) };
  }
  return {
    _id: row.object_id,
    id: row.id,
    ...known("likes", row.likes),
    ...known("trendingScore", row.trending_score),
    private: row.private === 1,
    ...known("downloads", row.downloads),
    tags: JSON.parse(row.tags) as string[],
    ...known("pipeline_tag", row.pipeline_tag),
    ...known("library_name", row.library_name),
    ...known("createdAt", row.created_at),
    modelId: row.id,
  };
}
