import { HubApiError, listModelsPage, type ModelPage } from "@modeldeck/hub";
import type { Database } from "../db/database.js";
import { upsertModels } from "../db/model-writes.js";
import { DescriptorError } from "../descriptors/descriptor-error.js";
import { toModelRecord, type ModelRecord } from "../descriptors/model-record.js";
import { nestedDeeperThan } from "./nesting-depth.js";

/**
 * One entry the remote sent that was not stored: where it sat (page and position, counted from
 * 1), its id when it had a readable one, and why it was refused.
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
 * How a sync went: pages fetched, models stored, and entries skipped because they were not valid
 * descriptors. `onPage` receives the running totals after each page.
 *
 * @example
 * ```ts
 * const summary: SyncSummary = await syncModels({ database, from: "https://huggingface.co", limit: 1000 });
 * console.log(`${summary.stored} stored, ${summary.skipped} skipped over ${summary.pages} pages`);
 * ```
 */
export interface SyncSummary {
  pages: number;
  stored: number;
  /** Entries the remote sent that are not valid descriptors; they are skipped. */
  skipped: number;
}

/**
 * What `syncModels` pulls and from where: a Hub base URL, an optional model limit and token, and
 * an injectable `fetch` and `now`. The token is sent only to the `from` host, and page links to
 * another host are not followed at all.
 *
 * @example
 * ```ts
 * const options: SyncOptions = {
 *   database,
 *   from: "https://huggingface.co",
 *   limit: 5000,
 *   onPage: (summary) => console.error(`${summary.stored} models so far`),
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
  fetch?: typeof fetch;
  /** Sent as a bearer token, and only to the `from` host. */
  accessToken?: string;
  now?: () => Date;
  onPage?(summary: SyncSummary): void;
  /** Told about each entry that is skipped, so the caller can report it. */
  onSkip?(entry: SkippedEntry): void;
}

/** Largest page the Hub serves. */
const PAGE_SIZE = 1000;

/**
 * Deeper than any real descriptor (model-index in a card sits about eight levels down), and far
 * below the depth at which serialising the entry would overflow the stack.
 */
const MAX_NESTING = 64;

function readableId(item: unknown): string | undefined {
  if (typeof item !== "object" || item === null) return undefined;
  const id = (item as { id?: unknown }).id;
  return typeof id === "string" ? id.slice(0, 200) : undefined;
}

/** Checks one entry; gives the record, or the reason it cannot be stored. */
function checkEntry(item: unknown, now: Date): ModelRecord | string {
  if (nestedDeeperThan(item, MAX_NESTING)) return `nested deeper than ${MAX_NESTING} levels`;
  try {
    return toModelRecord(item, now);
  } catch (error) {
    if (error instanceof DescriptorError) return error.message;
    throw error;
  }
}

async function fetchPage(
  options: SyncOptions,
  hubUrl: string,
  pageUrl: string | undefined,
  limit: number,
): Promise<ModelPage<unknown>> {
  try {
    return await listModelsPage<unknown>(
      { full: true, config: true, pageSize: Math.min(limit, PAGE_SIZE) },
      { hubUrl, pageUrl, fetch: options.fetch, accessToken: options.accessToken },
    );
  } catch (error) {
    if (!(error instanceof HubApiError)) throw error;
    const origin = new URL(hubUrl).origin;
    // Status 0 means no answer at all: say so rather than "answered 0".
    const what =
      error.status === 0
        ? `could not reach ${origin}`
        : `${origin} answered ${error.status} for ${error.url}: ${error.message}`;
    throw new Error(what, { cause: error });
  }
}

/**
 * Pulls model descriptors from a Hub's `GET /api/models` (the real Hugging Face shape) through
 * `@modeldeck/hub`, following `Link: <…>; rel="next"` pages, and upserts each page in one
 * transaction. An entry that is not a valid descriptor (a bad field, a NUL character, absurd
 * nesting) is skipped and reported through `onSkip`; it never stops the sync.
 *
 * @example
 * ```ts
 * const summary = await syncModels({ database, from: "https://huggingface.co", limit: 500 });
 * ```
 */
export async function syncModels(options: SyncOptions): Promise<SyncSummary> {
  const base = new URL(options.from);
  if (base.protocol !== "https:" && base.protocol !== "http:") {
    throw new Error("--from must be an http(s) URL");
  }
  const hubUrl = base.href.replace(/\/+$/, "");
  const limit = options.limit ?? Infinity;
  const summary: SyncSummary = { pages: 0, stored: 0, skipped: 0 };
  let pageUrl: string | undefined;
  do {
    const page = await fetchPage(options, hubUrl, pageUrl, limit);
    if (!Array.isArray(page.models)) {
      throw new Error("the remote /api/models did not return a JSON array");
    }
    const records: ModelRecord[] = [];
    const now = options.now?.() ?? new Date();
    page.models.slice(0, limit - summary.stored).forEach((item, index) => {
      const checked = checkEntry(item, now);
      if (typeof checked !== "string") return void records.push(checked);
      summary.skipped += 1;
      options.onSkip?.({
        page: summary.pages + 1,
        position: index + 1,
        id: readableId(item),
        reason: checked,
      });
    });
    await upsertModels(options.database, records);
    summary.pages += 1;
    summary.stored += records.length;
    options.onPage?.(summary);
    // Never follow a page link to another host: the token must not travel there.
    const next = page.models.length === 0 ? undefined : page.nextUrl;
    pageUrl = next !== undefined && new URL(next).origin === base.origin ? next : undefined;
  } while (pageUrl !== undefined && summary.stored < limit);
  return summary;
}
