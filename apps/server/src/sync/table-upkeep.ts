import type { Database } from "../db/database.js";
import { analyzeModelTables } from "../db/model-writes.js";
import { vacuumModelTables } from "../db/model-writes-postgres.js";

/** Fewest models stored between two upkeeps of the model tables during a sync. */
const UPKEEP_MIN_MODELS = 1000;

/** Growth of the model tables, as a share of their rows, that calls for the next upkeep. */
const UPKEEP_GROWTH = 0.1;

/**
 * Upkeep of the model tables while a sync stores models in small transactions, which no bulk
 * write's `ANALYZE` follows. On PostgreSQL, `due` vacuums and analyses them
 * (`vacuumModelTables`) each time the sync has stored 1,000 models and a tenth of the table since
 * the last time, so a search during the sync keeps its index-only plans (issue 25: the search's
 * p95 rose from 12 to 135 ms during a 100,000-model sync while every other read stayed under
 * 50 ms); the cost grows with the table, a tenth at a time. `finish` does it once more at the end.
 * SQLite's plans are chosen in code: there `due` does nothing and `finish` runs its sampled
 * `ANALYZE`, as before.
 *
 * @example
 * ```ts
 * const upkeep = tableUpkeep(database);
 * await upkeep.due(summary.stored); // after each listing page's models are written
 * await upkeep.finish();
 * ```
 */
export function tableUpkeep(database: Database) {
  const postgres = database.dialect === "postgres" && database.pool !== undefined;
  let storedAtLast = 0;
  let rows = 0;
  return {
    async due(stored: number): Promise<boolean> {
      if (!postgres) return false;
      if (stored - storedAtLast < Math.max(UPKEEP_MIN_MODELS, rows * UPKEEP_GROWTH)) return false;
      storedAtLast = stored;
      rows = await vacuumModelTables(database);
      return true;
    },
    async finish(): Promise<void> {
      await (postgres ? vacuumModelTables(database) : analyzeModelTables(database));
    },
  };
}
