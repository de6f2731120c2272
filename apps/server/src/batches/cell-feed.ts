import type { UserData } from "../db/user-data.js";
import { claimCells, finishCells, type ClaimedCell, type FinishedCell } from "./batch-store.js";

/**
 * Hands a column's claimed cells to its lanes: claims a few at a time (one statement for
 * several rows), so the lanes of a column share claims instead of each asking the database.
 * `next` answers `undefined` when nothing is claimable now.
 *
 * @example
 * ```ts
 * const feed = new CellFeed(userData, () => ({ batchId, column: 0, worker, now, until, limit: 4 }));
 * const cell = await feed.next();
 * ```
 */
export class CellFeed {
  private readonly queue: ClaimedCell[] = [];
  private refill: Promise<void> | undefined;

  constructor(
    private readonly userData: UserData,
    private readonly claim: () => Parameters<typeof claimCells>[1],
  ) {}

  async next(): Promise<ClaimedCell | undefined> {
    for (let tries = 0; tries < 2; tries += 1) {
      const cell = this.queue.shift();
      if (cell !== undefined) return cell;
      this.refill ??= claimCells(this.userData, this.claim())
        .then((cells) => void this.queue.push(...cells))
        .finally(() => (this.refill = undefined));
      await this.refill;
    }
    return this.queue.shift();
  }
}

/**
 * Writes finished cells in groups: a result arriving while a write is under way waits for it and
 * goes with the others that arrived meanwhile, in one transaction (group commit). A lane waits
 * for its own result's write before its next call (so a killed server leaves at most one
 * answered, unwritten row per lane); `flush` waits for everything queued. A failed write loses nothing
 * that was written: those cells' leases expire and they are claimed again.
 *
 * @example
 * ```ts
 * const writer = new CellWriter(userData, (error) => log.warn({ err: error }));
 * writer.add(finished);
 * await writer.flush();
 * ```
 */
export class CellWriter {
  private pending: { cell: FinishedCell; resolve: () => void }[] = [];
  private writing: Promise<void> | undefined;

  constructor(
    private readonly userData: UserData,
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Queues a result; resolves once the group it went with was written (or failed). */
  add(cell: FinishedCell): Promise<void> {
    const written = new Promise<void>((resolve) => this.pending.push({ cell, resolve }));
    this.writing ??= this.drain().finally(() => (this.writing = undefined));
    return written;
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const group = this.pending;
      this.pending = [];
      try {
        await finishCells(
          this.userData,
          group.map((entry) => entry.cell),
        );
      } catch (error) {
        this.failed(error);
      }
      for (const entry of group) entry.resolve();
    }
  }

  async flush(): Promise<void> {
    while (this.writing !== undefined) await this.writing;
  }
}
