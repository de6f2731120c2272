import { sql } from "kysely";
import type { Database } from "./database.js";

/**
 * Whether the database (the catalogue and the user data) answers a trivial query; never throws.
 * `GET /api/health` turns `false` into a 503 for load balancers. Both are reads, which on
 * SQLite go to the read workers, so an import's write lock never delays the answer.
 *
 * @example
 * ```ts
 * if (!(await databaseAnswers(database))) console.error("database down");
 * ```
 */
export async function databaseAnswers(database: Database): Promise<boolean> {
  try {
    await Promise.all([
      sql`SELECT 1`.execute(database.db),
      sql`SELECT 1`.execute(database.userData.db),
    ]);
    return true;
  } catch {
    return false;
  }
}
