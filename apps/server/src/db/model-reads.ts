import { CompiledQuery, sql } from "kysely";
import type { Compilable, Kysely } from "kysely";
import type { Database } from "./database.js";
import type { DatabaseSchema } from "./schema.js";

/**
 * What a model-info response is built from: the stored descriptor JSON text, the provider mapping
 * JSON text, and the trending score. Keeping the texts unparsed lets a plain model-info request
 * answer without parsing and re-serializing.
 *
 * @example
 * ```ts
 * const stored: StoredModel | undefined = await findModel(database, "openai-community/gpt2");
 * if (stored) reply.type("application/json").send(stored.data);
 * ```
 */
export interface StoredModel {
  data: string;
  providerMapping: string | null;
  /** `null` when unknown. */
  trendingScore: number | null;
}

/**
 * Matches ids as the Hub does, without regard to case (`GPT2` finds `gpt2`), through the
 * `lower(id)` index. Should two stored ids differ only in case, the exact spelling wins.
 */
function byId(db: Kysely<DatabaseSchema>, id: string) {
  return db
    .selectFrom("models")
    .innerJoin("model_documents", "model_documents.model_seq", "models.seq")
    .where(sql<string>`lower(models.id)`, "=", id.toLowerCase())
    .orderBy(sql`CASE WHEN models.id = ${id} THEN 0 ELSE 1 END`)
    .limit(1);
}

/** SQL text of each lookup, per Kysely instance: built once, run with each request's id. */
const lookupTexts = new WeakMap<Kysely<DatabaseSchema>, Map<string, string>>();

/**
 * Runs a one-row lookup by id. Building and compiling the query costs more than SQLite's
 * answer, and model info is the hottest request, so the SQL text is compiled once per kind and
 * reused with the parameters `[lower-cased id, id, 1]`. The first compile checks that order.
 */
async function lookUp<Row>(
  database: Database,
  kind: string,
  query: (db: Kysely<DatabaseSchema>, id: string) => Compilable<Row>,
  id: string,
): Promise<Row | undefined> {
  const db = database.pointReads ?? database.db;
  let texts = lookupTexts.get(db);
  if (texts === undefined) {
    texts = new Map();
    lookupTexts.set(db, texts);
  }
  let text = texts.get(kind);
  if (text === undefined) {
    const probe = ["Probe/Id".toLowerCase(), "Probe/Id", 1];
    const compiled = query(db, "Probe/Id").compile();
    const sameOrder =
      compiled.parameters.length === probe.length &&
      compiled.parameters.every((value, index) => value === probe[index]);
    if (!sameOrder) return (await db.executeQuery(query(db, id).compile())).rows[0];
    text = compiled.sql;
    texts.set(kind, text);
  }
  const parameters = [id.toLowerCase(), id, 1];
  return (await db.executeQuery(CompiledQuery.raw(text, parameters))).rows[0] as Row | undefined;
}

/**
 * Reads one model by its id, matched without regard to case, or `undefined`.
 *
 * @example
 * ```ts
 * const stored = await findModel(database, "openai-community/gpt2");
 * ```
 */
export async function findModel(database: Database, id: string): Promise<StoredModel | undefined> {
  const row = await lookUp(
    database,
    "model",
    (db, probe) => byId(db, probe).select(["data", "provider_mapping", "trending_score"]),
    id,
  );
  return row === undefined
    ? undefined
    : {
        data: row.data,
        providerMapping: row.provider_mapping,
        trendingScore: row.trending_score === null ? null : Number(row.trending_score),
      };
}

/**
 * Reads a model's card markdown: `null` when the model has none, `undefined` when the model
 * does not exist.
 *
 * @example
 * ```ts
 * const markdown = await findReadme(database, "openai-community/gpt2");
 * ```
 */
export async function findReadme(
  database: Database,
  id: string,
): Promise<string | null | undefined> {
  const row = await lookUp(database, "readme", (db, probe) => byId(db, probe).select("readme"), id);
  return row === undefined ? undefined : row.readme;
}

/**
 * The totals behind `GET /api/stats`: how many models there are overall, per pipeline tag and per
 * library, for the home page's counts.
 *
 * @example
 * ```ts
 * const stats: CatalogueStats = await catalogueStats(database);
 * console.log(stats.total, stats.pipelineCounts["text-generation"] ?? 0);
 * ```
 */
export interface CatalogueStats {
  total: number;
  pipelineCounts: Record<string, number>;
  libraryCounts: Record<string, number>;
}

/** Writes by another process (a second server over PostgreSQL, an import) show up within this. */
const STATS_LIFETIME_MS = 30_000;

const cachedStats = new WeakMap<Database, { value: Promise<CatalogueStats>; expires: number }>();

/**
 * The catalogue totals, counted at most once per 30 s per database and once after each write
 * through `upsertModels` or `deleteModel` in this process. Counting two million rows takes
 * seconds; per request it would let a loop of `/api/stats` calls starve everyone else.
 * Concurrent callers share one count.
 *
 * @example
 * ```ts
 * const { total } = await cachedCatalogueStats(database);
 * ```
 */
export function cachedCatalogueStats(
  database: Database,
  now: number = Date.now(),
): Promise<CatalogueStats> {
  const cached = cachedStats.get(database);
  if (cached !== undefined && cached.expires > now) return cached.value;
  const value = catalogueStats(database);
  cachedStats.set(database, { value, expires: now + STATS_LIFETIME_MS });
  // A failed count is not kept: the next request tries again.
  value.catch(() => {
    if (cachedStats.get(database)?.value === value) cachedStats.delete(database);
  });
  return value;
}

/**
 * Drops the cached totals after a write, so this process answers with the new counts at once.
 *
 * @example
 * ```ts
 * await upsertModels(database, records); // calls forgetCatalogueStats(database) itself
 * ```
 */
export function forgetCatalogueStats(database: Database): void {
  cachedStats.delete(database);
}

/**
 * Counts models overall, per pipeline tag and per library, now; `cachedCatalogueStats` is what
 * request handlers use.
 *
 * @example
 * ```ts
 * const { total, pipelineCounts } = await catalogueStats(database);
 * ```
 */
export async function catalogueStats(database: Database): Promise<CatalogueStats> {
  const { db } = database;
  const total = await db
    .selectFrom("models")
    .select(sql<string | number>`count(*)`.as("count"))
    .executeTakeFirstOrThrow();
  const byPipeline = await db
    .selectFrom("models")
    .select(["pipeline_tag as key", sql<string | number>`count(*)`.as("count")])
    .where("pipeline_tag", "is not", null)
    .groupBy("pipeline_tag")
    .execute();
  const byLibrary = await db
    .selectFrom("models")
    .select(["library_name as key", sql<string | number>`count(*)`.as("count")])
    .where("library_name", "is not", null)
    .groupBy("library_name")
    .execute();
  const counts = (rows: { key: string | null; count: string | number }[]) =>
    Object.fromEntries(rows.map((row) => [row.key ?? "", Number(row.count)]));
  return {
    total: Number(total.count),
    pipelineCounts: counts(byPipeline),
    libraryCounts: counts(byLibrary),
  };
}

/**
 * Yields every model as an importable descriptor (the stored body plus provider mapping and
 * readme), in insertion order, reading in pages so memory stays flat.
 *
 * @example
 * ```ts
 * for await (const descriptor of exportModels(database)) console.log(JSON.stringify(descriptor));
 * ```
 */
export async function* exportModels(
  database: Database,
  pageSize = 1000,
): AsyncGenerator<Record<string, unknown>> {
  let after = 0;
  for (;;) {
    const rows = await database.db
      .selectFrom("models")
      .innerJoin("model_documents", "model_documents.model_seq", "models.seq")
      .select(["seq", "data", "provider_mapping", "trending_score", "readme"])
      .where("seq", ">", after)
      .orderBy("seq")
      .limit(pageSize)
      .execute();
    for (const row of rows) {
      const descriptor = JSON.parse(row.data) as Record<string, unknown>;
      if (row.trending_score !== null) descriptor.trendingScore = Number(row.trending_score);
      if (row.provider_mapping !== null) {
        descriptor.inferenceProviderMapping = JSON.parse(row.provider_mapping);
      }
      if (row.readme !== null) descriptor.readme = row.readme;
      yield descriptor;
    }
    const last = rows.at(-1);
    if (last === undefined || rows.length < pageSize) return;
    after = Number(last.seq);
  }
}
