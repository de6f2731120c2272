import { sql } from "kysely";
import type { Kysely } from "kysely";
import type { DialectName } from "../database.js";
import type { DatabaseSchema } from "../schema.js";

type AnyDatabase = Kysely<unknown>;

/** Descriptors read per step of the backfill, so two million never sit in memory. */
const BACKFILL_BATCH = 1000;

/** The figures and dates a descriptor may lack: their `models` columns and body fields. */
const UNKNOWABLE_FACTS = [
  ["downloads", "downloads"],
  ["likes", "likes"],
  ["created_at", "createdAt"],
  ["last_modified", "lastModified"],
] as const;

/** Every column that may now hold `NULL` for "unknown", the trending score among them. */
const UNKNOWABLE_COLUMNS = [...UNKNOWABLE_FACTS.map(([column]) => column), "trending_score"];

/**
 * SQLite cannot drop a `NOT NULL` constraint, so `models` is rebuilt as SQLite's documentation
 * describes: the same table text without the constraints and defaults of the unknowable
 * columns, every row copied with its `seq` (the FTS5 and filter-token rows keyed by it stay
 * valid), then the indexes and triggers recreated from their own saved text. Done once; at two
 * million models it costs about what an import's index rebuild does.
 */
async function rebuildSqliteModels(db: AnyDatabase): Promise<void> {
  const master = await sql<{ type: string; sql: string }>`SELECT type, sql FROM sqlite_master
    WHERE tbl_name = 'models' AND sql IS NOT NULL`.execute(db);
  const original = master.rows.find((row) => row.type === "table")?.sql ?? "";
  let table = original;
  for (const column of UNKNOWABLE_COLUMNS) {
    table = table.replace(new RegExp(`("${column}" [a-z ]+?)( default 0)? not null`), "$1");
  }
  // Already rebuilt: a test that rolls the schema back to before `0009` runs this again.
  if (table === original) return;
  table = table.replace(/^CREATE TABLE "models"/, 'CREATE TABLE "models_next"');
  await sql.raw(table).execute(db);
  await sql`INSERT INTO models_next SELECT * FROM models`.execute(db);
  await sql`DROP TABLE models`.execute(db);
  await sql`ALTER TABLE models_next RENAME TO models`.execute(db);
  for (const row of master.rows.filter((entry) => entry.type !== "table")) {
    await sql.raw(row.sql).execute(db);
  }
}

/**
 * Migration `0013_unknown_facts`: a figure or date nobody read is `NULL`, not 0 or the moment it
 * was written, so sorts put such models last instead of ranking them by an invented value. The
 * columns drop their `NOT NULL` and default; then every stored descriptor that says which facts
 * it has (`factsReadAt`, written by the seed builder) loses the figures and dates it does not
 * date, from its columns and its body alike, and its trending score unless dated. Descriptors
 * without `factsReadAt` keep their values: nothing tells a stored 0 from a real one there.
 *
 * @example
 * ```ts
 * import type { Kysely } from "kysely";
 * declare const db: Kysely<unknown>;
 * await allowUnknownFacts(db, "sqlite");
 * ```
 */
export async function allowUnknownFacts(db: AnyDatabase, dialect: DialectName): Promise<void> {
  if (dialect === "postgres") {
    for (const column of UNKNOWABLE_COLUMNS) {
      await sql`ALTER TABLE models ALTER COLUMN ${sql.ref(column)} DROP NOT NULL,
        ALTER COLUMN ${sql.ref(column)} DROP DEFAULT`.execute(db);
    }
  } else {
    await rebuildSqliteModels(db);
  }
  const documents = db as unknown as Kysely<DatabaseSchema>;
  for (let after = -1; ;) {
    const rows = await documents
      .selectFrom("model_documents")
      .select(["model_seq", "data"])
      .where("model_seq", ">", after)
      .where("data", "like", '%"factsReadAt"%')
      .orderBy("model_seq")
      .limit(BACKFILL_BATCH)
      .execute();
    for (const row of rows) {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(row.data) as Record<string, unknown>;
      } catch {
        continue;
      }
      const dated = body.factsReadAt;
      if (typeof dated !== "object" || dated === null) continue;
      const unknown: Record<string, null> = {};
      for (const [column, field] of UNKNOWABLE_FACTS) {
        if (field in dated) continue;
        unknown[column] = null;
        delete body[field];
      }
      if (!("trendingScore" in dated)) unknown.trending_score = null;
      const seq = Number(row.model_seq);
      await documents.updateTable("models").set(unknown).where("seq", "=", seq).execute();
      await documents
        .updateTable("model_documents")
        .set({ data: JSON.stringify(body) })
        .where("model_seq", "=", seq)
        .execute();
    }
    const last = rows.at(-1);
    if (last === undefined || rows.length < BACKFILL_BATCH) break;
    after = Number(last.model_seq);
  }
}
