import type { EarlyRequest } from "../../../lib/early-fetch";

/** Rows per page of the row view: a screenful, so a 1,000-row batch renders as fast as 50 rows. */
export const ROW_PAGE_SIZE = 50;

/**
 * Where a batch's reads live on the server. Its own small module because the app's first
 * script imports it (through {@link batchPageRequests}).
 *
 * @example
 * ```ts
 * batchReadPaths.rows("q0Z3…", "wrong", 0); // "/api/batches/q0Z3…/rows?filter=wrong&offset=0&limit=50"
 * ```
 */
export const batchReadPaths = {
  status: (id: string) => `/api/batches/${encodeURIComponent(id)}`,
  results: (id: string) => `/api/batches/${encodeURIComponent(id)}/results`,
  rows: (id: string, filter: string, offset: number) =>
    `/api/batches/${encodeURIComponent(id)}/rows?filter=${encodeURIComponent(filter)}&offset=${offset}&limit=${ROW_PAGE_SIZE}`,
};

/**
 * The three reads a batch's page makes as it opens (progress, results, the row view's first
 * page), started with the page's code rather than one after the other: the results and rows wait
 * for nothing but the id in the address.
 *
 * @example
 * ```ts
 * batchPageRequests("q0Z3…")[0]; // { path: "/api/batches/q0Z3…", accept: "application/json" }
 * ```
 */
export function batchPageRequests(batchId: string): EarlyRequest[] {
  return [
    { path: batchReadPaths.status(batchId), accept: "application/json" },
    { path: batchReadPaths.results(batchId), accept: "application/json" },
    { path: batchReadPaths.rows(batchId, "all", 0), accept: "application/json" },
  ];
}
