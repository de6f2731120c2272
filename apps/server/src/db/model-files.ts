import type { Transaction } from "kysely";
import type { Database } from "./database.js";
import type { DatabaseSchema } from "./schema.js";

/**
 * One entry of a repository tree, in the Hub's `GET /api/models/{id}/tree/{revision}` shape: a
 * file (with its git blob `oid`, its size, and for large files the LFS object and, on newer
 * repositories, the Xet hash) or a directory (its tree `oid`, size 0).
 *
 * @example
 * ```ts
 * const entry: TreeEntry = { type: "file", oid: "a1b2…", size: 548105171, path: "model.safetensors", lfs: { oid: "248d…", size: 548105171, pointerSize: 135 } };
 * ```
 */
export interface TreeEntry {
  type: "file" | "directory";
  oid: string;
  size: number;
  path: string;
  lfs?: { oid: string; size: number; pointerSize: number };
  xetHash?: string;
}

/**
 * A model's stored tree: the commit it describes, its entries in path order, and when it was read.
 *
 * @example
 * ```ts
 * const files: StoredFiles = { revision: "607a30d7…", entries: [], readAt: "2026-11-27T10:00:00.000Z" };
 * ```
 */
export interface StoredFiles {
  revision: string;
  entries: TreeEntry[];
  readAt: string;
}

/**
 * Writes (or replaces) the trees of some models inside a transaction the caller opened, so they
 * land together with the models' descriptors.
 *
 * @example
 * ```ts
 * import type { Transaction } from "kysely";
 * import type { DatabaseSchema } from "./schema.js";
 * declare const transaction: Transaction<DatabaseSchema>;
 * await writeModelFiles(transaction, [["org/model", files]]);
 * ```
 */
export async function writeModelFiles(
  transaction: Transaction<DatabaseSchema>,
  trees: readonly (readonly [string, StoredFiles])[],
): Promise<void> {
  if (trees.length === 0) return;
  await transaction
    .insertInto("model_files")
    .values(
      trees.map(([id, files]) => ({
        model_id: id,
        revision: files.revision,
        entries: JSON.stringify(files.entries),
        read_at: files.readAt,
      })),
    )
    .onConflict((conflict) =>
      conflict.column("model_id").doUpdateSet((update) => ({
        revision: update.ref("excluded.revision"),
        entries: update.ref("excluded.entries"),
        read_at: update.ref("excluded.read_at"),
      })),
    )
    .execute();
}

/**
 * The stored tree of a model (by its exact id, as the descriptor spells it), or `undefined` when
 * its files were never read.
 *
 * @example
 * ```ts
 * const files = await findModelFiles(database, "openai-community/gpt2");
 * files?.entries.filter((entry) => entry.type === "file").length;
 * ```
 */
export async function findModelFiles(
  database: Database,
  id: string,
): Promise<StoredFiles | undefined> {
  const row = await (database.pointReads ?? database.db)
    .selectFrom("model_files")
    .select(["revision", "entries", "read_at"])
    .where("model_id", "=", id)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  return {
    revision: row.revision,
    entries: JSON.parse(row.entries) as TreeEntry[],
    readAt: row.read_at,
  };
}
