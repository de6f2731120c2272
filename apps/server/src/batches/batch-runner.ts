import { randomBytes } from "node:crypto";
import { redactSecrets } from "@modeldeck/inference";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.js";
import { blobStream, findBlobInfo } from "../db/blobs.js";
import type { UserData } from "../db/user-data.js";
import type { GatewayEnvironment } from "../gateway/gateway-target.js";
import type { RateLimit, RateLimitStore } from "../gateway/rate-limiter.js";
import { errorKind } from "./metrics/errors-by-kind.js";
import type { BatchSettings } from "./batch-settings.js";
import {
  batchesIn,
  columnProgress,
  findBatch,
  moveBatch,
  renewLeases,
  type BatchRecord,
  type CellResult,
  type ClaimedCell,
} from "./batch-store.js";
import type { BatchColumn, BatchTask } from "./batch-task.js";
import { BATCH_TASKS, isBatchTask } from "./batch-tasks.js";
import { gatewayFetch, IN_PROCESS_GATEWAY } from "./gateway-caller.js";
import { ProviderSlots } from "./provider-slots.js";
import { CellFeed, CellWriter } from "./cell-feed.js";

/**
 * What the batch runner needs: the user data, the gateway's environment, `fetch`, clock,
 * rate-limit store and setting, the gateway timeout, a logger and the batch settings.
 *
 * @example
 * ```ts
 * const runner = new BatchRunner({ userData, environment, fetch, clock, store, rateLimit, timeoutMilliseconds, log, settings });
 * ```
 */
export interface BatchRunnerOptions {
  userData: UserData;
  environment: GatewayEnvironment;
  fetch: typeof fetch;
  clock: Clock;
  store: RateLimitStore;
  rateLimit: RateLimit;
  timeoutMilliseconds: number;
  log: FastifyBaseLogger;
  settings: BatchSettings;
}

/**
 * How a batch was started: on the operator's keys for a caller allowed to spend them (counted
 * under that caller's rate-limit key), or with keys the owner sent, by provider.
 *
 * @example
 * ```ts
 * const start: BatchStart = { operatorKeys: false, rateLimitKey: "ip:203.0.113.7", keys: { together: "tgp_v1_…" } };
 * ```
 */
export interface BatchStart {
  operatorKeys: boolean;
  rateLimitKey: string;
  keys?: Record<string, string>;
}

interface ActiveBatch {
  /** Aborts the calls in flight (cancel, server stop). */
  controller: AbortController;
  /** Set by a pause: no more claims, calls in flight finish and are written. */
  draining: boolean;
  finished: Promise<void>;
}

const MESSAGE_LENGTH = 500;

function failureOf(error: unknown, timedOut: boolean): CellResult {
  const { name, message, status } = error as { name?: string; message?: string; status?: number };
  const facts = timedOut ? { name: "TimeoutError" } : { status, name };
  return {
    errorKind: errorKind(facts),
    errorStatus: typeof status === "number" ? status : undefined,
    errorMessage: redactSecrets(String(message ?? name ?? "failed")).slice(0, MESSAGE_LENGTH),
  };
}

/**
 * A row's stored file (named by its SHA-256) as a `Blob` of its stored type. One that has gone
 * (removed since the upload) fails the row, not the batch.
 */
async function storedMedia(userData: UserData, sha256: string): Promise<Blob> {
  const info = await findBlobInfo(userData, sha256);
  if (info === undefined) {
    throw Object.assign(new Error("the row's file is no longer stored"), { name: "MissingFile" });
  }
  const chunks: Buffer[] = [];
  for await (const chunk of blobStream(userData, info)) chunks.push(chunk as Buffer);
  return new Blob([new Uint8Array(Buffer.concat(chunks))], { type: info.contentType });
}

const pause = (milliseconds: number) =>
  new Promise((resolve) => setTimeout(resolve, milliseconds).unref());

/**
 * Runs batches whose state lives in the user data, so any server can take over: each row of
 * each column is claimed with a lease, run through the gateway's code path (operator keys within
 * the caller's rate limit, or the owner's keys, held in memory only), and written once. At most
 * `concurrency` calls per provider at once on this server; the client's retry policy and a
 * per-row timeout apply. A poll every `pollMs` picks up running batches nobody runs here (after a
 * restart, or from a server that stopped) and notices pauses and cancels made on any server.
 *
 * @example
 * ```ts
 * const runner = new BatchRunner(options);
 * runner.watch();
 * await runner.start(batchId, { operatorKeys: true, rateLimitKey: "ip:127.0.0.1" });
 * await runner.stop();
 * ```
 */
export class BatchRunner {
  readonly worker = randomBytes(9).toString("base64url");
  private readonly active = new Map<string, ActiveBatch>();
  private readonly keys = new Map<string, Record<string, string>>();
  private readonly slots: ProviderSlots;
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: BatchRunnerOptions) {
    this.slots = new ProviderSlots(options.settings.concurrency);
  }

  private now(offset = 0): string {
    return new Date(this.options.clock.now() + offset).toISOString();
  }

  /** Starts polling for batches to run, pause or cancel. */
  watch(): void {
    const tick = () => {
      if (this.stopped) return;
      this.polling = this.poll()
        .catch((error: unknown) => this.options.log.warn({ err: error }, "batch poll failed"))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.options.settings.pollMs).unref();
        });
    };
    tick();
  }

  private async poll(): Promise<void> {
    for (const [id, batch] of this.active) {
      const record = await findBatch(this.options.userData, id);
      if (record?.state === "cancelled" || record === undefined) batch.controller.abort();
      else if (record.state !== "running") batch.draining = true;
    }
    for (const id of await batchesIn(this.options.userData, "running")) {
      if (this.active.has(id)) continue;
      const record = await findBatch(this.options.userData, id);
      if (record === undefined) continue;
      if (record.keyMode === "own" && !this.keys.has(id)) await this.orphaned(record);
      else this.run(record);
    }
  }

  /** A batch on its owner's keys whose server is gone: only the owner can start it again. */
  private async orphaned(batch: BatchRecord): Promise<void> {
    const live = await this.options.userData.db
      .selectFrom("batch_results")
      .select("row_index")
      .where("batch_id", "=", batch.id)
      .where("finished_at", "is", null)
      .where("claimed_until", ">=", this.now())
      .limit(1)
      .execute();
    if (live.length > 0) return;
    await moveBatch(this.options.userData, batch.id, ["running"], "paused", {
      updatedAt: this.now(),
      stateReason:
        "your keys are kept only in the memory of the server you sent them to; start the batch again with your keys",
    });
  }

  /**
   * Starts (or resumes) a batch for a caller; answers whether it moved to `running`. Keys sent
   * with it stay in this process's memory until the batch ends here.
   */
  async start(id: string, start: BatchStart): Promise<boolean> {
    const own = start.keys !== undefined && Object.keys(start.keys).length > 0;
    // Kept before the batch shows as running, so a poll never finds it running without its keys.
    const previous = this.keys.get(id);
    if (own) this.keys.set(id, { ...start.keys });
    const moved = await moveBatch(this.options.userData, id, ["ready", "paused"], "running", {
      updatedAt: this.now(),
      keyMode: own ? "own" : "operator",
      rateLimitKey: start.rateLimitKey,
    });
    if (!moved) {
      if (previous === undefined) this.keys.delete(id);
      else this.keys.set(id, previous);
      return false;
    }
    await this.options.userData.db
      .updateTable("batches")
      .set({ started_at: this.now() })
      .where("id", "=", id)
      .where("started_at", "is", null)
      .execute();
    if (!own) this.keys.delete(id);
    const record = await findBatch(this.options.userData, id);
    if (record !== undefined && !this.active.has(id)) this.run(record);
    return true;
  }

  /** Pauses or cancels a running batch (any server's); answers whether its state changed. */
  async halt(id: string, to: "paused" | "cancelled"): Promise<boolean> {
    const from =
      to === "paused" ? (["running"] as const) : (["ready", "running", "paused"] as const);
    const moved = await moveBatch(this.options.userData, id, from, to, { updatedAt: this.now() });
    const active = this.active.get(id);
    if (moved && active !== undefined) {
      if (to === "cancelled") active.controller.abort();
      else active.draining = true;
    }
    if (moved && to === "cancelled") this.keys.delete(id);
    return moved;
  }

  /** Stops polling and every batch running here; their leases are given back. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.polling;
    for (const batch of this.active.values()) batch.controller.abort();
    await Promise.all([...this.active.values()].map((batch) => batch.finished));
    this.keys.clear();
  }

  private run(batch: BatchRecord): void {
    if (!isBatchTask(batch.task)) return;
    const active: ActiveBatch = {
      controller: new AbortController(),
      draining: false,
      finished: Promise.resolve(),
    };
    this.active.set(batch.id, active);
    active.finished = this.runColumns(batch, active)
      .catch((error: unknown) => this.options.log.warn({ err: error }, "batch stopped"))
      .finally(() => this.active.delete(batch.id));
  }

  private async runColumns(batch: BatchRecord, active: ActiveBatch): Promise<void> {
    const { userData, settings } = this.options;
    const renew = setInterval(() => {
      void renewLeases(userData, {
        batchId: batch.id,
        worker: this.worker,
        until: this.now(settings.leaseMs),
      }).catch(() => {});
    }, settings.leaseMs / 3);
    const writer = new CellWriter(userData, (error) =>
      this.options.log.warn({ err: error }, "batch results not written"),
    );
    try {
      const lanes = batch.columns.flatMap((column, index) => {
        const feed = new CellFeed(userData, () => ({
          batchId: batch.id,
          column: index,
          worker: this.worker,
          now: this.now(),
          until: this.now(settings.leaseMs),
          limit: settings.concurrency,
        }));
        return Array.from({ length: settings.concurrency }, () =>
          this.lane({ batch, column, index, active, feed, writer }),
        );
      });
      await Promise.all(lanes);
      await writer.flush();
    } finally {
      clearInterval(renew);
    }
    if (active.controller.signal.aborted || active.draining) {
      await renewLeases(userData, { batchId: batch.id, worker: this.worker, until: null });
      return;
    }
    const progress = await columnProgress(userData, batch.id);
    if (progress.every((column) => column.left === 0)) {
      await moveBatch(userData, batch.id, ["running"], "done", { updatedAt: this.now() });
      this.keys.delete(batch.id);
    }
  }

  /** One of a column's `concurrency` loops: take a claimed row, run it, queue its result. */
  private async lane(work: {
    batch: BatchRecord;
    column: BatchColumn;
    index: number;
    active: ActiveBatch;
    feed: CellFeed;
    writer: CellWriter;
  }): Promise<void> {
    const { batch, column, index, active, feed, writer } = work;
    const { userData, settings } = this.options;
    while (!active.controller.signal.aborted && !active.draining && !this.stopped) {
      const cell = await feed.next();
      if (cell === undefined) {
        await writer.flush();
        const left = (await columnProgress(userData, batch.id))[index]?.left ?? 0;
        if (left === 0) return;
        // Rows leased by a server that may have stopped: look again once a lease could expire.
        await pause(Math.min(settings.pollMs, settings.leaseMs));
        continue;
      }
      await this.slots.acquire(column.provider);
      let result: CellResult | undefined;
      try {
        result = await this.runCell(batch, column, cell, active);
      } finally {
        this.slots.release(column.provider);
      }
      if (result === undefined) continue;
      await writer.add({
        batchId: batch.id,
        column: index,
        row: cell.row,
        worker: this.worker,
        finishedAt: this.now(),
        result,
      });
    }
  }

  /** Runs one row of one column; `undefined` when the batch was cancelled or stopped meanwhile. */
  private async runCell(
    batch: BatchRecord,
    column: BatchColumn,
    cell: ClaimedCell,
    active: ActiveBatch,
  ): Promise<CellResult | undefined> {
    const { settings } = this.options;
    if (!isBatchTask(batch.task)) return undefined;
    const deadline = AbortSignal.timeout(settings.rowTimeoutMs);
    const signal = AbortSignal.any([active.controller.signal, deadline]);
    const fetch = gatewayFetch({
      ...this.options,
      operatorKeys: batch.keyMode === "operator",
      rateLimitKey: batch.rateLimitKey ?? "batch",
    });
    const key = this.keys.get(batch.id)?.[column.provider];
    const started = performance.now();
    try {
      const task: BatchTask = BATCH_TASKS[batch.task];
      const media =
        task.media === undefined ? undefined : await storedMedia(this.options.userData, cell.input);
      const called = performance.now();
      const answer = await task.run(
        column,
        cell.input,
        key,
        {
          gatewayUrl: IN_PROCESS_GATEWAY,
          fetch,
          signal,
          maxRetries: settings.retries,
          timeout: settings.rowTimeoutMs,
        },
        media,
      );
      return {
        output: JSON.stringify(answer.output),
        answer: answer.answer,
        // Time reading the stored file is the server's, not the provider's: left out.
        latencyMs: performance.now() - called,
        ...(answer.firstTokenMs === undefined ? {} : { ttftMs: answer.firstTokenMs }),
        promptTokens: answer.promptTokens,
        completionTokens: answer.completionTokens,
      };
    } catch (error) {
      if (active.controller.signal.aborted) return undefined;
      return { ...failureOf(error, deadline.aborted), latencyMs: performance.now() - started };
    }
  }
}
