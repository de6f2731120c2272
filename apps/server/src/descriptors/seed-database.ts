import { existsSync } from "node:fs";
import type { Database } from "../db/database.js";
import { upsertModels } from "../db/model-writes.js";
import { coverageDescriptors } from "./catalogue-coverage.js";
import { importDescriptors } from "./import-descriptors.js";
import { toModelRecord } from "./model-record.js";
import { readDescriptorFile } from "./read-descriptors.js";

/**
 * Fills an empty database from the shipped seed catalogue, topped up with
 * {@link coverageDescriptors} so every suggested model, listed task and filterable library has
 * models; does nothing when the database already holds models. Returns the number stored.
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
  if (existing !== undefined) return 0;
  const seeded = existsSync(seedFile)
    ? await importDescriptors(database, readDescriptorFile(seedFile), now)
    : 0;
  const rows = await database.db
    .selectFrom("models")
    .select(["id", "pipeline_tag", "library_name"])
    .execute();
  const present = (values: (string | null)[]) =>
    new Set(values.filter((value): value is string => value !== null));
  const missing = coverageDescriptors({
    ids: present(rows.map((row) => row.id)),
    pipelines: present(rows.map((row) => row.pipeline_tag)),
    libraries: present(rows.map((row) => row.library_name)),
  });
  await upsertModels(
    database,
    missing.map((descriptor) => toModelRecord(descriptor, now)),
  );
  return seeded + missing.length;
}
