import { sql } from "kysely";
import type { Database } from "./database.js";

/**
 * Whether the database answers a trivial query; never throws. `GET /api/health` turns `false`
 * into a 503 for load balancers.
 *
 * @example
 * ```ts
 * if (!(await databaseAnswers(database))) console.error("database down");
 * ```
 */
export async function databaseAnswers(database: Database): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(database.db);
    return true;
  } catch {
    return false;
  }
}
