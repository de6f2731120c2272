import type { Database } from "./database.js";

/**
 * True when at least one model is stored; seeding only fills an empty database.
 *
 * @example
 * ```ts
 * if (!(await hasAnyModel(database))) await importDescriptors(database, descriptors, now);
 * ```
 */
export async function hasAnyModel(database: Database): Promise<boolean> {
  const row = await database.db.selectFrom("models").select("id").limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The ids of every stored model, so seeding can add only the catalogue's suggestions it lacks.
 *
 * @example
 * ```ts
 * const stored = await storedModelIds(database);
 * stored.has("openai-community/gpt2");
 * ```
 */
export async function storedModelIds(database: Database): Promise<Set<string>> {
  const rows = await database.db.selectFrom("models").select("id").execute();
  return new Set(rows.map((row) => row.id));
}
