import { sql } from "kysely";
import type { Database } from "./database.js";

/**
 * Counts one request for `clientKey` in the fixed window starting at `windowStart` (epoch
 * milliseconds) and returns the count so far. One atomic upsert, so every server process over
 * one PostgreSQL counts into the same row and the limit holds exactly across them. The first
 * request of a client's window also deletes every client's rows older than the previous window,
 * so clients that never come back do not leave rows behind.
 *
 * @example
 * ```ts
 * const hits = await countRequest(database, "ip:127.0.0.1", 1_700_000_040_000, 60_000);
 * ```
 */
export async function countRequest(
  database: Database,
  clientKey: string,
  windowStart: number,
  windowMilliseconds: number,
): Promise<number> {
  const row = await database.db
    .insertInto("rate_limits")
    .values({ client_key: clientKey, window_start: windowStart, hits: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(["client_key", "window_start"])
        .doUpdateSet({ hits: sql<number>`rate_limits.hits + 1` }),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  const hits = Number(row.hits);
  if (hits === 1) {
    await database.db
      .deleteFrom("rate_limits")
      .where("window_start", "<", windowStart - windowMilliseconds)
      .execute();
  }
  return hits;
}
