import type { Database } from "../db/database.js";
import { writeModelFiles } from "../db/model-files.js";
import { writeSyncStates } from "../db/model-sync-state.js";
import { upsertModelsAlongside } from "../db/writes/model-writes.js";
import type { UpstreamModel } from "./upstream-model.js";

/**
 * A model read from upstream that is to be stored.
 *
 * @example
 * ```ts
 * const read = await readUpstreamModel(hub, database, id, wanted, known, new Date());
 * if (read.kind === "model") await storeUpstreamModels(database, [read satisfies ReadModel]);
 * ```
 */
export type ReadModel = Extract<UpstreamModel, { kind: "model" }>;

/**
 * Stores models read from upstream in one transaction: each model's descriptor and card, its
 * tree when one was read, and its sync state, all or nothing, so no reader and no killed sync
 * ever sees a model half written. A model named twice keeps its last reading.
 *
 * @example
 * ```ts
 * await storeUpstreamModels(database, reads);
 * ```
 */
export async function storeUpstreamModels(
  database: Database,
  reads: readonly ReadModel[],
): Promise<void> {
  const latest = [...new Map(reads.map((read) => [read.record.id, read])).values()];
  if (latest.length === 0) return;
  await upsertModelsAlongside(
    database,
    latest.map((read) => read.record),
    async (transaction) => {
      await writeModelFiles(
        transaction,
        latest.flatMap((read) =>
          read.files === undefined ? [] : [[read.record.id, read.files] as const],
        ),
      );
      await writeSyncStates(
        transaction,
        latest.map((read) => read.state),
      );
    },
  );
}

/**
 * Collects reads and stores them in batches of `batchSize`, one batch at a time, so many
 * concurrent readers share few transactions and never write side by side. `add` waits while a
 * full batch is being written, which keeps the readers from running far ahead of the database.
 *
 * @example
 * ```ts
 * const queue = writeQueue(database, 100);
 * await queue.add(read);
 * await queue.flush();
 * ```
 */
export function writeQueue(database: Database, batchSize: number) {
  let pending: ReadModel[] = [];
  let writing: Promise<void> = Promise.resolve();
  const flush = (): Promise<void> => {
    const batch = pending;
    pending = [];
    writing = writing.then(() => storeUpstreamModels(database, batch));
    return writing;
  };
  return {
    add(read: ReadModel): Promise<void> {
      pending.push(read);
      return pending.length >= batchSize ? flush() : Promise.resolve();
    },
    flush,
  };
}
