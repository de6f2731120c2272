import type { Database } from "../db/database.js";
import { upsertModels } from "../db/model-writes.js";
import { DescriptorError } from "../descriptors/descriptor-error.js";
import { toModelRecord, type ModelRecord } from "../descriptors/model-record.js";

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
 * an injectable `fetch` and `now`. The token is sent only to the `from` host, never to a host a
 * page link points at.
 *
 * @example
 * ```ts
 * const options: SyncOptions = {
 *   database,
 *   from: "https://huggingface.co",
 *   limit: 5000,
 *   onPage: (summary) => console.error(`${summary.stored} models so far`),
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
}

/** Largest page the Hub serves. */
const PAGE_SIZE = 1000;

function nextLink(header: string | null, origin: string): string | undefined {
  if (header === null) return undefined;
  const match = /<([^>]+)>;\s*rel="next"/.exec(header);
  if (match?.[1] === undefined) return undefined;
  const next = new URL(match[1], origin);
  // Never follow a page link to another host: the token must not travel there.
  return next.origin === origin ? next.href : undefined;
}

/**
 * Pulls model descriptors from a Hub's `GET /api/models` (the real Hugging Face shape),
 * following `Link: <…>; rel="next"` pages, and upserts each page in one transaction.
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
  const limit = options.limit ?? Infinity;
  const fetchFunction = options.fetch ?? ((input, init) => fetch(input, init));
  const summary: SyncSummary = { pages: 0, stored: 0, skipped: 0 };
  const prefix = base.href.replace(/\/+$/, "");
  let url: string | undefined =
    `${prefix}/api/models?full=true&config=true&limit=${Math.min(limit, PAGE_SIZE)}`;
  while (url !== undefined && summary.stored < limit) {
    const response: Response = await fetchFunction(url, {
      headers: {
        accept: "application/json",
        ...(options.accessToken ? { authorization: `Bearer ${options.accessToken}` } : {}),
      },
    });
    if (!response.ok) {
      throw new Error(`${new URL(url).origin} answered ${response.status} for /api/models`);
    }
    const items: unknown = await response.json();
    if (!Array.isArray(items))
      throw new Error("the remote /api/models did not return a JSON array");
    const records: ModelRecord[] = [];
    const now = options.now?.() ?? new Date();
    for (const item of items.slice(0, limit - summary.stored)) {
      try {
        records.push(toModelRecord(item, now));
      } catch (error) {
        if (!(error instanceof DescriptorError)) throw error;
        summary.skipped += 1;
      }
    }
    await upsertModels(options.database, records);
    summary.pages += 1;
    summary.stored += records.length;
    options.onPage?.(summary);
    url = items.length === 0 ? undefined : nextLink(response.headers.get("link"), base.origin);
  }
  return summary;
}
