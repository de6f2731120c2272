import { existsSync } from "node:fs";
import type { Database } from "../db/database.js";
import { importDescriptors } from "./import-descriptors.js";
import { readDescriptorFile } from "./read-descriptors.js";

/**
 * Fills an empty database from the shipped seed catalogue; does nothing when it already holds
 * models (or the seed file is missing). Returns the number of models imported.
 *
 * @example
 * ```ts
 * await seedIfEmpty(database, PROJECT_PATHS.seedFile, new Date());
 * ```
 */
export async function seedIfEmpty(
  database: Database,
  seedFile: string,
  now: Date,
): Promise<number> {
  const existing = await database.db.selectFrom("models").select("id").limit(1).executeTakeFirst();
  if (existing !== undefined || !existsSync(seedFile)) return 0;
  return importDescriptors(database, readDescriptorFile(seedFile), now);
}
