import type { Kysely } from "kysely";
import type { ArenaSchema } from "./arena-schema.js";

/**
 * Migration `0002_arena_votes`: battles, votes, the pre-summed tallies a leaderboard reads, the
 * excluded voters and the arena's settings, one code path for both engines. The tallies' keys
 * start with what every leaderboard query fixes (task, category, period), so a query reads only
 * its rows; votes are found by battle (their key) and by voter (an operator's reset).
 *
 * @example
 * ```ts
 * await createArenaTables(db);
 * ```
 */
export async function createArenaTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("arena_battles")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("task", "text", (column) => column.notNull())
    .addColumn("columns", "text", (column) => column.notNull())
    .addColumn("input_ref", "text", (column) => column.notNull())
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("created_at", "text", (column) => column.notNull())
    .addColumn("revealed_at", "text")
    .addColumn("voter_digest", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("arena_votes")
    .addColumn("battle_id", "text", (column) => column.primaryKey())
    .addColumn("task", "text", (column) => column.notNull())
    .addColumn("models", "text", (column) => column.notNull())
    .addColumn("outcome", "text", (column) => column.notNull())
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("voted_at", "text", (column) => column.notNull())
    .addColumn("voter_digest", "text", (column) => column.notNull())
    .addColumn("excluded", "integer", (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("arena_votes_voter")
    .on("arena_votes")
    .columns(["voter_digest", "excluded"])
    .execute();
  await db.schema
    .createTable("arena_pair_tallies")
    .addColumn("task", "text", (column) => column.notNull())
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("period", "text", (column) => column.notNull())
    .addColumn("first", "text", (column) => column.notNull())
    .addColumn("second", "text", (column) => column.notNull())
    .addColumn("first_wins", "integer", (column) => column.notNull())
    .addColumn("second_wins", "integer", (column) => column.notNull())
    .addColumn("ties", "integer", (column) => column.notNull())
    .addColumn("both_bad", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("arena_pair_tallies_pk", [
      "task",
      "category",
      "period",
      "first",
      "second",
    ])
    .execute();
  await db.schema
    .createTable("arena_model_votes")
    .addColumn("task", "text", (column) => column.notNull())
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("period", "text", (column) => column.notNull())
    .addColumn("model", "text", (column) => column.notNull())
    .addColumn("votes", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("arena_model_votes_pk", ["task", "category", "period", "model"])
    .execute();
  await db.schema
    .createTable("arena_excluded_voters")
    .addColumn("voter_digest", "text", (column) => column.primaryKey())
    .addColumn("excluded_at", "text", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("arena_settings")
    .addColumn("name", "text", (column) => column.primaryKey())
    .addColumn("value", "text", (column) => column.notNull())
    .execute();
}

/**
 * Migration `0004_arena_tally_versions`: one row per task counting its tallies' changes, so a
 * leaderboard request checks its cached board with one primary-key read instead of summing the
 * tallies again (tasks voted on before it start at 0, no row, which no cache holds yet); and the
 * model votes per task and category, so the category menu reads a handful of rows instead of
 * every period's rows of the task, filled here from the tallies already stored.
 *
 * @example
 * ```ts
 * await createArenaTallyVersions(db);
 * ```
 */
export async function createArenaTallyVersions(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("arena_tally_versions")
    .addColumn("task", "text", (column) => column.primaryKey())
    .addColumn("version", "integer", (column) => column.notNull())
    .execute();
  await db.schema
    .createTable("arena_category_votes")
    .addColumn("task", "text", (column) => column.notNull())
    .addColumn("category", "text", (column) => column.notNull())
    .addColumn("votes", "integer", (column) => column.notNull())
    .addPrimaryKeyConstraint("arena_category_votes_pk", ["task", "category"])
    .execute();
  const typed = db as unknown as Kysely<ArenaSchema>;
  await typed
    .insertInto("arena_category_votes")
    .columns(["task", "category", "votes"])
    .expression(
      typed
        .selectFrom("arena_model_votes")
        .select((row) => ["task", "category", row.fn.sum<number>("votes").as("votes")])
        .where("period", "=", "all")
        .where("category", "<>", "*")
        .groupBy(["task", "category"]),
    )
    .execute();
}
