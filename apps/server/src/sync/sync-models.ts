import { createHash } from "node:crypto";
import { HubApiError, listModelsPage, type ListModelsQuery } from "@modeldeck/hub";
import type { Database } from "../db/database.js";
import {
  markListed,
  markUnlistedGone,
  readSyncStates,
  updateSyncState,
  type SyncState,
} from "../db/model-sync-state.js";
import { clearCheckpoint, readCheckpoint, saveCheckpoint } from "../db/sync-checkpoints.js";
import { isRepoId } from "../descriptors/repo-id.js";
import type { Patience } from "./patient-fetch.js";
import { writeQueue } from "./store-upstream-models.js";
import { tableUpkeep } from "./table-upkeep.js";
import { upstreamHub, type UpstreamHub } from "./upstream-hub.js";
import { readUpstreamModel, UpstreamModelError, type WantedParts } from "./upstream-model.js";

/**
 * One model the sync did not store: where it sat (listing page and position, counted from 1), its
 * id when it had a readable one, and why: not a valid descriptor, or not readable upstream.
 *
 * @example
 * ```ts
 * const skipped: SkippedEntry = { page: 2, position: 17, id: "org/model", reason: "tags must be an array of at most 500 non-empty strings" };
 * ```
 */
export interface SkippedEntry {
  page: number;
  position: number;
  id?: string;
  reason: string;
}

/**
 * How far a sync is: listing pages read, models listed and done (`total` when known: a limit or
 * a list of ids), and of those how many were read and stored, unchanged since the last sync,
 * skipped as invalid, failed upstream, or gone upstream; `resumed` when it went on from a
 * checkpoint, `markedGone` the stored models found missing from a complete listing.
 *
 * @example
 * ```ts
 * const summary: SyncSummary = await syncModels({ database, from: "https://huggingface.co", limit: 1000 });
 * console.log(`${summary.stored} stored, ${summary.unchanged} unchanged, ${summary.failed} failed`);
 * ```
 */
export interface SyncSummary {
  pages: number;
  listed: number;
  done: number;
  total: number | undefined;
  stored: number;
  unchanged: number;
  skipped: number;
  failed: number;
  gone: number;
  markedGone: number;
  resumed: boolean;
}

/**
 * Which models to sync: all the upstream lists (optionally narrowed by a `query` of the Hub's list
 * filters), or exactly these `ids`.
 *
 * @example
 * ```ts
 * const byAuthor: SyncSelection = { query: { author: "meta-llama" } };
 * const exact: SyncSelection = { ids: ["openai-community/gpt2", "google-bert/bert-base-uncased"] };
 * ```
 */
export type SyncSelection =
  | { query: Pick<ListModelsQuery, "search" | "author" | "pipelineTag" | "library" | "tags"> }
  | { ids: readonly string[] };

/**
 * What `syncModels` pulls and from where: a Hub base URL, which models (`only`, `limit`), which
 * parts besides the model info (`with`, cards and files by default), how many models are read at
 * once (`concurrency`, default 8), and injectable `fetch`, `now` and retry `patience`. The token
 * is sent only to the `from` origin, redirects elsewhere are refused.
 *
 * @example
 * ```ts
 * const options: SyncOptions = {
 *   database,
 *   from: "https://huggingface.co",
 *   only: { query: { author: "meta-llama" } },
 *   with: { cards: true, files: true },
 *   concurrency: 8,
 *   onProgress: (progress) => console.error(`${progress.done} done`),
 *   onSkip: (entry) => console.error(`skipped ${entry.id ?? `entry ${entry.position}`}: ${entry.reason}`),
 * };
 * await syncModels(options);
 * ```
 */
export interface SyncOptions {
  database: Database;
  /** Base URL of a Hub, e.g. `https://huggingface.co`. */
  from: string;
  /** Stop after this many models. */
  limit?: number;
  only?: SyncSelection;
  with?: WantedParts;
  concurrency?: number;
  fetch?: typeof fetch;
  /** Sent as a bearer token, and only to the `from` origin. */
  accessToken?: string;
  patience?: Patience;
  now?: () => Date;
  onProgress?(progress: Readonly<SyncSummary>): void;
  /** Told about each model that is skipped or failed, so the caller can report it. */
  onSkip?(entry: SkippedEntry): void;
}

/** Largest listing page the Hub serves. */
const PAGE_SIZE = 1000;
/** Models stored per transaction. */
const WRITE_BATCH = 100;
/** A sync that stored this many models refreshes the planners' statistics, as an import does. */
const ANALYZE_AFTER = 1000;
/** The listing's fields that tell whether a model changed since the last sync. */
const LIST_FIELDS = ["sha", "lastModified"];

/** One listed model: its id and, when the listing gave them, its commit and date. */
interface Candidate {
  id: string;
  sha?: string;
  lastModified?: string;
  position: number;
}

/** A listing page: its models, and the URL of the page after it (`null` at the end). */
interface Page {
  models: unknown[];
  nextUrl: string | null;
}

function describeFailure(hub: UpstreamHub, error: unknown): string {
  if (error instanceof HubApiError) {
    return error.status === 0
      ? `could not reach ${hub.origin}`
      : `${hub.origin} answered ${error.status} for ${error.url}: ${error.message.slice(0, 200)}`;
  }
  return error instanceof Error ? error.message.slice(0, 200) : String(error);
}

/** Whether a listed model must be read: new, changed, gone before, or missing a wanted part. */
function needsReading(candidate: Candidate, state: SyncState | undefined, wanted: WantedParts) {
  if (state === undefined || state.infoReadAt === null || state.goneAt !== null) return true;
  if (candidate.sha === undefined && candidate.lastModified === undefined) return true;
  if (candidate.sha !== undefined && candidate.sha !== state.sha) return true;
  if (candidate.lastModified !== undefined && candidate.lastModified !== state.lastModified) {
    return true;
  }
  return (
    (wanted.files && state.filesReadAt === null) || (wanted.cards && state.cardReadAt === null)
  );
}

function candidateOf(item: unknown, position: number): Candidate | string {
  const entry = (typeof item === "object" && item !== null ? item : {}) as Record<string, unknown>;
  if (!isRepoId(entry.id)) return "id must be a Hub repository id like owner/name";
  return {
    id: entry.id,
    position,
    ...(typeof entry.sha === "string" ? { sha: entry.sha } : {}),
    ...(typeof entry.lastModified === "string"
      ? { lastModified: new Date(entry.lastModified).toISOString() }
      : {}),
  };
}

/** The pages of the upstream listing from `startUrl` on, each fetched while the one before is read. */
async function* listingPages(
  hub: UpstreamHub,
  query: ListModelsQuery,
  startUrl: string | undefined,
): AsyncGenerator<Page> {
  const fetchPage = (pageUrl: string | undefined) =>
    listModelsPage<unknown>(query, { hubUrl: hub.hubUrl, fetch: hub.fetch, pageUrl }).catch(
      (error: unknown) => {
        throw new Error(describeFailure(hub, error), { cause: error });
      },
    );
  let next = fetchPage(startUrl);
  for (;;) {
    const page = await next;
    if (!Array.isArray(page.models)) {
      throw new Error("the remote /api/models did not return a JSON array");
    }
    const nextUrl = page.models.length > 0 ? (page.nextUrl ?? null) : null;
    if (nextUrl !== null) {
      next = fetchPage(nextUrl);
      // Awaited on the next turn; until then a failure must not count as unhandled.
      next.catch(() => undefined);
    }
    yield { models: page.models, nextUrl };
    if (nextUrl === null) return;
  }
}

/** A list of ids as pages of 1,000, the "URL" of each page being its index. */
async function* idPages(ids: readonly string[], start: number): AsyncGenerator<Page> {
  for (let index = start; index < ids.length; index += PAGE_SIZE) {
    const next = index + PAGE_SIZE < ids.length ? `ids:${index + PAGE_SIZE}` : null;
    yield { models: ids.slice(index, index + PAGE_SIZE).map((id) => ({ id })), nextUrl: next };
  }
}

/** What identifies a sync for its checkpoint: the upstream, the selection, the parts and limit. */
function runKeyOf(hub: UpstreamHub, options: SyncOptions, wanted: WantedParts): string {
  const selection = JSON.stringify(options.only ?? {});
  const digest = createHash("sha256").update(selection).digest("hex").slice(0, 16);
  const parts = [wanted.cards ? "cards" : "", wanted.files ? "files" : ""].filter(Boolean);
  return `${hub.hubUrl} ${digest} with=${parts.join(",")} limit=${options.limit ?? "all"}`;
}

/** Runs `work` over `items` with at most `concurrency` at a time. */
async function forEachConcurrently<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/**
 * Copies models from a Hub, deeply: for each model its full model info, its file tree with sizes
 * and LFS facts and its card, stored in batches of whole models (descriptor, card, files and sync
 * state in one transaction). It walks the upstream's `GET /api/models` listing (or a list of
 * ids), and reads only models that are new, whose `sha` or `lastModified` changed, or that miss a
 * wanted part: a second run reads almost nothing. After each listing page a checkpoint is saved,
 * so a killed sync goes on from there. Reads run `concurrency` at a time; 429s honour
 * `Retry-After`; a model that fails or is invalid is reported through `onSkip` and never stops the
 * sync. A model the upstream no longer has is marked gone, and so is, after a complete listing of
 * everything, every stored model from that upstream that it did not list.
 *
 * @example
 * ```ts
 * const summary = await syncModels({ database, from: "https://huggingface.co", limit: 500 });
 * ```
 */
export async function syncModels(options: SyncOptions): Promise<SyncSummary> {
  const { database } = options;
  const now = () => options.now?.() ?? new Date();
  const hub = upstreamHub(options.from, {
    fetch: options.fetch,
    accessToken: options.accessToken,
    patience: options.patience,
  });
  const wanted = options.with ?? { cards: true, files: true };
  const limit = options.limit ?? Infinity;
  const ids = options.only !== undefined && "ids" in options.only ? options.only.ids : undefined;
  const runKey = runKeyOf(hub, options, wanted);
  const checkpoint = await readCheckpoint(database, runKey);
  const run = checkpoint?.startedAt ?? now().toISOString();
  const summary: SyncSummary = {
    pages: 0,
    listed: checkpoint?.done ?? 0,
    done: checkpoint?.done ?? 0,
    total:
      ids === undefined
        ? Number.isFinite(limit)
          ? limit
          : undefined
        : Math.min(ids.length, limit),
    stored: 0,
    unchanged: 0,
    skipped: 0,
    failed: 0,
    gone: 0,
    markedGone: 0,
    resumed: checkpoint !== undefined,
  };
  const query: ListModelsQuery = {
    ...(options.only !== undefined && "query" in options.only ? options.only.query : {}),
    pageSize: Math.min(PAGE_SIZE, limit),
    expand: LIST_FIELDS,
  };
  const pages =
    ids === undefined
      ? listingPages(hub, query, checkpoint?.pageUrl ?? undefined)
      : idPages(ids, Number(checkpoint?.pageUrl?.replace(/^ids:/, "") ?? 0));
  const queue = writeQueue(database, WRITE_BATCH);
  const upkeep = tableUpkeep(database);
  let complete = false;
  for await (const page of pages) {
    summary.pages += 1;
    const entries = page.models.slice(0, Math.max(0, limit - summary.listed));
    summary.listed += entries.length;
    const candidates: Candidate[] = [];
    entries.forEach((item, index) => {
      const candidate = candidateOf(item, index + 1);
      if (typeof candidate !== "string") return void candidates.push(candidate);
      summary.skipped += 1;
      summary.done += 1;
      const id = (item as { id?: unknown } | null)?.id;
      options.onSkip?.({
        page: summary.pages,
        position: index + 1,
        ...(typeof id === "string" ? { id: id.slice(0, 200) } : {}),
        reason: candidate,
      });
    });
    const states = await readSyncStates(
      database,
      candidates.map((candidate) => candidate.id),
    );
    await markListed(
      database,
      hub.hubUrl,
      run,
      candidates.map((candidate) => candidate.id),
    );
    const toRead = candidates.filter((candidate) =>
      ids !== undefined ? true : needsReading(candidate, states.get(candidate.id), wanted),
    );
    summary.unchanged += candidates.length - toRead.length;
    summary.done += candidates.length - toRead.length;
    options.onProgress?.(summary);
    await forEachConcurrently(toRead, options.concurrency ?? 8, async (candidate) => {
      const known = states.get(candidate.id);
      const report = (reason: string) =>
        options.onSkip?.({
          page: summary.pages,
          position: candidate.position,
          id: candidate.id,
          reason,
        });
      try {
        const read = await readUpstreamModel(hub, database, candidate.id, wanted, known, now());
        if (read.kind === "gone") {
          summary.gone += 1;
          if (known !== undefined) {
            await updateSyncState(database, known.modelId, hub.hubUrl, {
              goneAt: now().toISOString(),
            });
          }
        } else {
          read.state.listedRun = run;
          await queue.add(read);
          summary.stored += 1;
        }
      } catch (error) {
        if (error instanceof UpstreamModelError) {
          summary.skipped += 1;
          report(error.message);
        } else {
          summary.failed += 1;
          report(describeFailure(hub, error));
        }
      }
      summary.done += 1;
      options.onProgress?.(summary);
    });
    await queue.flush();
    await upkeep.due(summary.stored);
    const reachedLimit = summary.listed >= limit;
    if (page.nextUrl === null) {
      complete = true;
      // The listing is over: what it held is the total.
      summary.total = summary.listed;
    }
    if (page.nextUrl === null || reachedLimit) break;
    await saveCheckpoint(
      database,
      { runKey, startedAt: run, pageUrl: page.nextUrl, done: summary.done },
      now(),
    );
  }
  // Only a listing of everything, read to its end, shows which stored models the upstream lost.
  if (complete && options.only === undefined && options.limit === undefined) {
    summary.markedGone = await markUnlistedGone(database, hub.hubUrl, run, now().toISOString());
  }
  await clearCheckpoint(database, runKey);
  // Many small transactions never trigger the statistics refresh of a bulk write.
  if (summary.stored >= ANALYZE_AFTER) await upkeep.finish();
  options.onProgress?.(summary);
  return summary;
}
