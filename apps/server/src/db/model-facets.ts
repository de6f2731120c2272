import {
  MODEL_FACETS,
  PARAMETER_RANGES,
  parameterRangeOf,
  parseParameterRange,
  tagFacet,
  type ApiModelFacets,
  type ModelFacet,
} from "@modeldeck/hub";
import { sql } from "kysely";
import { runDetached } from "./pool/client-lifetime.js";
import type { Database } from "./database.js";
import { listModelRows, type ModelListQuery, type ModelListRow } from "./search/model-search.js";

/**
 * The filters of a model list that facet counts depend on (sort, paging and bodies do not).
 *
 * @example
 * ```ts
 * const filters: FacetFilters = { pipelineTag: "fill-mask", tags: ["en"] };
 * ```
 */
export type FacetFilters = Pick<
  ModelListQuery,
  "search" | "author" | "pipelineTag" | "library" | "tags" | "inferenceProviders" | "parameters"
>;

/**
 * The most models one filtered count reads by default. Beyond it counts are lower bounds, marked
 * inexact, so a filter matching a million rows costs the same as one matching two thousand.
 */
const SAMPLE_SIZE = 2000;

/** The most values listed per facet; the long tail of libraries and licences stays out. */
const VALUES_PER_FACET = 100;

/** Writes by another process show up within this; the stale answer is served while recounting. */
const FACETS_LIFETIME_MS = 30_000;

type Counts = Map<string, number>;

function increment(counts: Counts, value: string | null): void {
  if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
}

function ranked(counts: Counts): { value: string; count: number }[] {
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
    .slice(0, VALUES_PER_FACET);
}

/** Size ranges keep their own order (smallest first), as a slider would; other facets rank. */
function valuesOf(facet: ModelFacet, counts: Counts): { value: string; count: number }[] {
  if (facet !== "num_parameters") return ranked(counts);
  return PARAMETER_RANGES.filter((range) => counts.has(range)).map((range) => ({
    value: range,
    count: counts.get(range) ?? 0,
  }));
}

/**
 * `CASE` mapping a parameter count to its range of `PARAMETER_RANGES`, for a grouped count. Every
 * value is a literal: PostgreSQL would not match bound parameters in SELECT and GROUP BY.
 */
function parameterRangeCase() {
  const branches = PARAMETER_RANGES.map((range) => {
    const { max } = parseParameterRange(range);
    return max === undefined
      ? sql`ELSE ${sql.lit(range)}`
      : sql`WHEN parameters < ${sql.lit(max)} THEN ${sql.lit(range)}`;
  });
  return sql<string>`CASE ${sql.join(branches, sql` `)} END`;
}

function countRows(rows: { key: string | null; count: string | number }[]): Counts {
  return new Map(rows.map((row) => [row.key ?? "", Number(row.count)]));
}

/** Every facet counted over every model, by grouping the indexed columns and link tables. */
async function countEverything(database: Database): Promise<ApiModelFacets> {
  const { db } = database;
  const total = await db
    .selectFrom("models")
    .select(sql<string | number>`count(*)`.as("count"))
    .executeTakeFirstOrThrow();
  const grouped = (column: "pipeline_tag" | "library_name") =>
    db
      .selectFrom("models")
      .select([`${column} as key`, sql<string | number>`count(*)`.as("count")])
      .where(column, "is not", null)
      .groupBy(column)
      .execute();
  // A range over the (tag, model) key reads only the licence tags.
  const licenses = await db
    .selectFrom("model_tag_links")
    .select(["tag as key", sql<string | number>`count(*)`.as("count")])
    .where("tag", ">=", "license:")
    .where("tag", "<", "license;")
    .groupBy("tag")
    .execute();
  const languages = await db
    .selectFrom("model_tag_links")
    .select(["tag as key", sql<string | number>`count(*)`.as("count")])
    .where((expression) =>
      expression.or([expression(sql`length(tag)`, "=", 2), expression("tag", "=", "multilingual")]),
    )
    .groupBy("tag")
    .execute();
  const providers = await db
    .selectFrom("model_provider_links")
    .select(["provider as key", sql<string | number>`count(*)`.as("count")])
    .groupBy("provider")
    .execute();
  const parameterRange = parameterRangeCase();
  const parameters = await db
    .selectFrom("models")
    .select([parameterRange.as("key"), sql<string | number>`count(*)`.as("count")])
    .where("parameters", "is not", null)
    .groupBy(parameterRange)
    .execute();
  const exact = (counts: Counts, facet: ModelFacet = "library") => ({
    exact: true,
    values: valuesOf(facet, counts),
  });
  return {
    total: { count: Number(total.count), exact: true },
    sampleSize: SAMPLE_SIZE,
    facets: {
      pipeline_tag: exact(countRows(await grouped("pipeline_tag"))),
      library: exact(countRows(await grouped("library_name"))),
      language: exact(countRows(languages.filter((row) => tagFacet(row.key) === "language"))),
      license: exact(countRows(licenses)),
      inference_provider: exact(countRows(providers)),
      num_parameters: exact(countRows(parameters), "num_parameters"),
    },
  };
}

const cachedFacets = new WeakMap<
  Database,
  { value: Promise<ApiModelFacets>; expires: number; refreshing: boolean }
>();

/**
 * The unfiltered counts, recounted at most once per 30 s per database. After that a request still
 * gets the previous counts at once while one recount runs behind it, so no visitor waits seconds
 * for two million rows to be grouped; a write in this process drops them (`forgetModelFacets`).
 */
function cachedEverything(database: Database, now: number): Promise<ApiModelFacets> {
  const cached = cachedFacets.get(database);
  if (cached !== undefined && (cached.expires > now || cached.refreshing)) return cached.value;
  // Shared by every request until it expires, so it outlives the client whose request started it.
  const value = runDetached(() => countEverything(database));
  if (cached === undefined) {
    cachedFacets.set(database, { value, expires: now + FACETS_LIFETIME_MS, refreshing: false });
    value.catch(() => {
      if (cachedFacets.get(database)?.value === value) cachedFacets.delete(database);
    });
    return value;
  }
  cached.refreshing = true;
  value.then(
    () => {
      if (cachedFacets.get(database) === cached) {
        cachedFacets.set(database, { value, expires: now + FACETS_LIFETIME_MS, refreshing: false });
      }
    },
    () => {
      cached.refreshing = false;
    },
  );
  return cached.value;
}

/**
 * Drops the cached unfiltered counts after a write, so this process answers with the new counts.
 *
 * @example
 * ```ts
 * await upsertModels(database, records); // calls forgetModelFacets(database) itself
 * ```
 */
export function forgetModelFacets(database: Database): void {
  cachedFacets.delete(database);
}

/** The providers serving each of `rows` live, counted per provider. */
async function providerCounts(database: Database, rows: ModelListRow[]): Promise<Counts> {
  const counts: Counts = new Map();
  // In chunks, so no engine's limit on bound parameters is reached.
  for (let start = 0; start < rows.length; start += 500) {
    const sequences = rows.slice(start, start + 500).map((row) => row.seq);
    const links = await database.db
      .selectFrom("model_provider_links")
      .select(["provider as key", sql<string | number>`count(*)`.as("count")])
      .where("model_seq", "in", sequences)
      .groupBy("provider")
      .execute();
    for (const link of links)
      counts.set(link.key, (counts.get(link.key) ?? 0) + Number(link.count));
  }
  return counts;
}

/** Counts every facet over the first `sampleSize` models (by downloads) matching `filters`. */
async function countSample(database: Database, filters: FacetFilters, sampleSize: number) {
  const rows = await listModelRows(database, {
    ...filters,
    sort: "downloads",
    direction: -1,
    limit: sampleSize,
    withData: false,
  });
  const exact = rows.length <= sampleSize;
  const sample = rows.slice(0, sampleSize);
  const counts: Record<ModelFacet, Counts> = {
    pipeline_tag: new Map(),
    library: new Map(),
    language: new Map(),
    license: new Map(),
    inference_provider: await providerCounts(database, sample),
    num_parameters: new Map(),
  };
  for (const row of sample) {
    increment(counts.pipeline_tag, row.pipeline_tag);
    increment(counts.library, row.library_name);
    if (row.parameters !== null) {
      increment(counts.num_parameters, parameterRangeOf(Number(row.parameters)));
    }
    for (const tag of JSON.parse(row.tags) as string[]) {
      const facet = tagFacet(tag);
      if (facet !== undefined) increment(counts[facet], tag);
    }
  }
  return { exact, total: sample.length, counts };
}

/** Only the filter fields, in one order, so equal filter sets share one sample. */
function canonical(filters: FacetFilters): FacetFilters {
  return {
    search: filters.search,
    author: filters.author,
    pipelineTag: filters.pipelineTag,
    library: filters.library,
    tags: filters.tags,
    inferenceProviders: filters.inferenceProviders,
    parameters: filters.parameters,
  };
}

/** `filters` without the filter of `facet` itself. */
function withoutOwnFilter(filters: FacetFilters, facet: ModelFacet): FacetFilters {
  return canonical({
    ...filters,
    pipelineTag: facet === "pipeline_tag" ? undefined : filters.pipelineTag,
    library: facet === "library" ? undefined : filters.library,
    inferenceProviders: facet === "inference_provider" ? undefined : filters.inferenceProviders,
    parameters: facet === "num_parameters" ? undefined : filters.parameters,
    tags: filters.tags.filter((tag) => facet !== tagFacet(tag)),
  });
}

function isUnfiltered(filters: FacetFilters): boolean {
  return (
    filters.search === undefined &&
    filters.author === undefined &&
    filters.pipelineTag === undefined &&
    filters.library === undefined &&
    filters.inferenceProviders === undefined &&
    filters.parameters === undefined &&
    filters.tags.length === 0
  );
}

/**
 * Counts the models matching `filters`, and per facet how many match each value under the other
 * filters (a facet's own filter is left out, so its other values show what choosing them gives).
 * Unfiltered counts come from a 30 s cache of grouped counts over the indexes; filtered ones read
 * at most `sampleSize` (2,000) matching rows per distinct filter set, and say so with
 * `exact: false` when there were more.
 *
 * @example
 * ```ts
 * const answer = await modelFacets(database, { pipelineTag: "fill-mask", tags: [] });
 * answer.facets.library.values; // [{ value: "transformers", count: 3 }, …]
 * ```
 */
export async function modelFacets(
  database: Database,
  filters: FacetFilters,
  options: { now?: number; sampleSize?: number } = {},
): Promise<ApiModelFacets> {
  const { now = Date.now(), sampleSize = SAMPLE_SIZE } = options;
  const everything = await cachedEverything(database, now);
  if (isUnfiltered(filters)) return { ...everything, sampleSize };
  // Facets whose own filter is not set share one sample, so a request reads at most
  // 1 + (number of facet filters set) samples.
  const samples = new Map<string, ReturnType<typeof countSample>>();
  const sampleFor = (subset: FacetFilters) => {
    const key = JSON.stringify(subset);
    let sample = samples.get(key);
    if (sample === undefined) {
      sample = countSample(database, subset, sampleSize);
      samples.set(key, sample);
    }
    return sample;
  };
  // Started together, so an engine with several connections counts them side by side.
  const subsets = MODEL_FACETS.map((facet) => withoutOwnFilter(filters, facet));
  const [whole, ...counted] = await Promise.all([
    sampleFor(canonical(filters)),
    ...subsets.map((subset) => (isUnfiltered(subset) ? undefined : sampleFor(subset))),
  ]);
  const facets = {} as ApiModelFacets["facets"];
  MODEL_FACETS.forEach((facet, index) => {
    const sample = counted[index];
    facets[facet] =
      sample === undefined
        ? everything.facets[facet]
        : { exact: sample.exact, values: valuesOf(facet, sample.counts[facet]) };
  });
  return {
    total: { count: whole.total, exact: whole.exact },
    sampleSize,
    facets,
  };
}
