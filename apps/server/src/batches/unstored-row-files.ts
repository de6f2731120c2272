import { missingBlobs } from "../db/blobs.js";
import type { UserData } from "../db/user-data.js";
import type { BatchInputRow } from "./batch-store.js";

/**
 * The files (SHA-256) the rows of a batch over files name that are not stored, so an upload
 * naming a file nobody stored is refused at once instead of failing its rows later.
 *
 * @example
 * ```ts
 * const missing = await unstoredRowFiles(userData, [{ input: "9f86d0…" }]); // [] when stored
 * ```
 */
export function unstoredRowFiles(
  userData: UserData,
  rows: readonly BatchInputRow[],
): Promise<string[]> {
  return missingBlobs(
    userData.db,
    rows.map((row) => row.input),
  );
}
