import type { Kysely, Transaction } from "kysely";
import type { UserData } from "../db/user-data.js";
import type { UserDataSchema } from "../db/user-data-schema.js";

type Writer = Kysely<UserDataSchema> | Transaction<UserDataSchema>;

/**
 * Counts one more change of each task's tallies, inside the transaction that changes them (a
 * vote, an exclusion, a reset), so a reader that sees the new number also sees the new tallies.
 * The number is what a cached leaderboard is checked against: every server of a deployment
 * reads it, so a vote on one invalidates the boards of all.
 *
 * @example
 * ```ts
 * declare const transaction: Parameters<typeof bumpTallyVersions>[0];
 * await bumpTallyVersions(transaction, ["text-generation"]);
 * ```
 */
export async function bumpTallyVersions(db: Writer, tasks: readonly string[]): Promise<void> {
  if (tasks.length === 0) return;
  await db
    .insertInto("arena_tally_versions")
    .values(tasks.map((task) => ({ task, version: 1 })))
    .onConflict((conflict) =>
      conflict.column("task").doUpdateSet((row) => ({
        version: row("arena_tally_versions.version", "+", 1),
      })),
    )
    .execute();
}

/**
 * How many times a task's tallies have changed (0 before the first vote): one primary-key read,
 * the whole cost of a leaderboard request whose board is cached.
 *
 * @example
 * ```ts
 * const version = await readTallyVersion(userData, "text-generation"); // 1542
 * ```
 */
export async function readTallyVersion(userData: UserData, task: string): Promise<number> {
  const row = await userData.db
    .selectFrom("arena_tally_versions")
    .select("version")
    .where("task", "=", task)
    .executeTakeFirst();
  return row === undefined ? 0 : Number(row.version);
}
