import type { Database } from "../db/database.js";
import { findModel } from "../db/model-reads.js";
import { findSyncState, updateSyncState, type SyncState } from "../db/model-sync-state.js";
import { isRepoId } from "../descriptors/repo-id.js";
import { storeUpstreamModels } from "./store-upstream-models.js";
import type { UpstreamHub } from "./upstream-hub.js";
import { readUpstreamModel } from "./upstream-model.js";

/** How long a request waits for a fill before answering with what is stored. */
const FILL_WAIT_MS = 10_000;
/** After a failed read, the same model is not asked of the upstream again for this long. */
const FAILURE_PAUSE_MS = 60_000;
/** Ids the upstream does not have are remembered this long, so a scan of made-up ids costs it one request each. */
const MISSING_MEMORY_MS = 10 * 60_000;
const MISSING_MEMORY_SIZE = 10_000;
/** Reads sent to the upstream at once by one server; more wait their turn. */
const MAX_CONCURRENT_READS = 4;
/**
 * Reads waiting for a turn; past this, a request answers with what is stored and asks nothing of
 * the upstream, so a flood of made-up ids cannot queue an unbounded backlog of upstream reads.
 */
const MAX_WAITING_READS = 100;

/** Thrown instead of queueing a read when `MAX_WAITING_READS` are already waiting. */
class BusyError extends Error {
  override name = "BusyError";
}

/**
 * What a filler needs: the database, the one upstream, the age after which a stored model is
 * refreshed in the background, a clock, and where to report failures (never with a token).
 *
 * @example
 * ```ts
 * const options: ModelFillerOptions = { database, upstream: upstreamHub("https://huggingface.co"), maxAgeMs: 86_400_000, now: () => Date.now() };
 * ```
 */
export interface ModelFillerOptions {
  database: Database;
  upstream: UpstreamHub;
  maxAgeMs: number;
  now: () => number;
  onFailure?: (id: string, reason: string) => void;
  /** Texts (the upstream token) to blank out of every recorded or reported reason. */
  secrets?: readonly string[];
}

/** How long a finished read still answers callers who asked while it ran. */
const SETTLED_READ_MS = 2_000;

/**
 * Fills the hub from its upstream on demand. `ensure(id)` makes sure a model is stored with its
 * info, files and card: a model this hub lacks, or whose card or files were never read, is read
 * from the upstream once (concurrent callers share that read) and stored before `ensure`
 * resolves (waiting at most 10 s); a stored model older than `maxAgeMs` is refreshed in the
 * background while callers get the stored one. `ensure` never throws: a failed read is recorded
 * in the model's sync state (shown with the stored data) and the caller answers with what is
 * stored. Only valid repository ids ever reach the upstream.
 *
 * @example
 * ```ts
 * const filler = modelFiller({ database, upstream, maxAgeMs: 24 * 3_600_000, now: Date.now });
 * await filler.ensure("openai-community/gpt2");
 * ```
 */
export function modelFiller(options: ModelFillerOptions) {
  const { database, upstream } = options;
  const running = new Map<string, { wait: boolean; done: Promise<void> }>();
  const missing = new Map<string, number>();
  let active = 0;
  const waiting: (() => void)[] = [];

  const redact = (text: string) =>
    (options.secrets ?? []).reduce(
      (result, secret) => (secret ? result.replaceAll(secret, "[redacted]") : result),
      text,
    );

  async function turn<T>(work: () => Promise<T>): Promise<T> {
    if (active >= MAX_CONCURRENT_READS) {
      if (waiting.length >= MAX_WAITING_READS)
        throw new BusyError("too many upstream reads waiting");
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  }

  async function read(id: string, stored: boolean, state: SyncState | undefined): Promise<void> {
    const now = new Date(options.now());
    try {
      const result = await turn(() =>
        readUpstreamModel(upstream, database, id, { cards: true, files: true }, state, now),
      );
      if (result.kind === "model") {
        result.state.listedRun = state?.listedRun ?? null;
        await storeUpstreamModels(database, [result]);
        return;
      }
      if (!stored) {
        if (missing.size >= MISSING_MEMORY_SIZE)
          missing.delete(missing.keys().next().value as string);
        missing.set(id.toLowerCase(), options.now());
        return;
      }
      await updateSyncState(database, id, upstream.hubUrl, { goneAt: now.toISOString() });
    } catch (error) {
      // Too busy to ask is not the upstream failing: nothing to record against the model.
      if (error instanceof BusyError) return;
      const reason = redact(error instanceof Error ? error.message : String(error)).slice(0, 300);
      options.onFailure?.(id, reason);
      if (stored) {
        await updateSyncState(database, id, upstream.hubUrl, {
          refreshFailedAt: now.toISOString(),
          refreshError: reason,
        }).catch(() => undefined);
      }
    }
  }

  async function decide(id: string): Promise<{ wait: boolean; run?: () => Promise<void> }> {
    const stored = await findModel(database, id);
    if (stored === undefined) {
      const missedAt = missing.get(id.toLowerCase());
      if (missedAt !== undefined && options.now() - missedAt < MISSING_MEMORY_MS)
        return { wait: false };
      return { wait: true, run: () => read(id, false, undefined) };
    }
    const canonical = String((JSON.parse(stored.data) as { id?: unknown }).id ?? id);
    const state = await findSyncState(database, canonical);
    const failedAt = state?.refreshFailedAt ? Date.parse(state.refreshFailedAt) : undefined;
    if (failedAt !== undefined && options.now() - failedAt < FAILURE_PAUSE_MS)
      return { wait: false };
    const run = () => read(canonical, true, state);
    const never =
      state === undefined ||
      state.infoReadAt === null ||
      state.filesReadAt === null ||
      state.cardReadAt === null;
    if (never && state?.goneAt == null) return { wait: true, run };
    const age = options.now() - Date.parse(state?.infoReadAt ?? "");
    return age > options.maxAgeMs ? { wait: false, run } : { wait: false };
  }

  return {
    /** Makes sure `id` is stored and fresh enough; resolves when the caller may read it. */
    async ensure(id: string): Promise<void> {
      if (!isRepoId(id)) return;
      const key = id.toLowerCase();
      let current = running.get(key);
      if (current === undefined) {
        const decision = await decide(id).catch(() => ({ wait: false }));
        // Another caller may have started the same read while this one looked.
        current = running.get(key);
        if (current === undefined) {
          if (!("run" in decision) || decision.run === undefined) return;
          const started = {
            wait: decision.wait,
            // Kept a moment after it ends: a caller whose look at the database began before
            // this read stored the model must join it, not start a second read upstream.
            done: decision.run().finally(() => {
              setTimeout(() => running.delete(key), SETTLED_READ_MS).unref();
            }),
          };
          running.set(key, started);
          current = started;
        }
      }
      // A background refresh keeps callers on the stored data; a first read makes them wait.
      if (!current.wait) return;
      const pending = current.done;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        pending,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, FILL_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
    },
  };
}

/**
 * The filler's interface, for the routes that use one.
 *
 * @example
 * ```ts
 * const filler: ModelFiller = modelFiller(options);
 * ```
 */
export type ModelFiller = ReturnType<typeof modelFiller>;
