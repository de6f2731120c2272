import { existsSync } from "node:fs";
import { TASKS_DATA } from "@modeldeck/tasks";
import type { Database } from "../db/database.js";
import { upsertModels } from "../db/writes/model-writes.js";
import { hasAnyModel, storedModelIds } from "../db/seed.js";
import { importDescriptors } from "./import-descriptors.js";
import { toModelRecord } from "./model-record.js";
import { readDescriptorFile } from "./read-descriptors.js";

/**
 * Descriptors for the models the task catalogue suggests but the seed file lacks (the catalogue
 * can grow after the seed was built). Only the id and the suggesting task are facts here, so
 * `factsReadAt` is empty: the web app then shows no downloads, likes or dates for them rather
 * than the zeros and "today" a bare record would carry.
 */
function suggestedModels(stored: ReadonlySet<string>): Record<string, unknown>[] {
  const descriptors = new Map<string, Record<string, unknown>>();
  for (const task of Object.values(TASKS_DATA)) {
    for (const id of [...task.widgetModels, ...task.models.map((model) => model.id)]) {
      if (id === "" || stored.has(id) || descriptors.has(id)) continue;
      descriptors.set(id, { id, pipeline_tag: task.id, tags: [], factsReadAt: {} });
    }
  }
  return [...descriptors.values()];
}

/**
 * Fills an empty database from the shipped seed catalogue, topped up with any model the task
 * catalogue suggests that the seed lacks; does nothing when the database already holds models.
 * It never invents models to fill a task or library that has none. Returns the number stored.
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
  if (await hasAnyModel(database)) return 0;
  const seeded = existsSync(seedFile)
    ? await importDescriptors(database, readDescriptorFile(seedFile), now)
    : 0;
  const missing = suggestedModels(await storedModelIds(database));
  await upsertModels(
    database,
    missing.map((descriptor) => toModelRecord(descriptor, now)),
  );
  return seeded + missing.length;
}
