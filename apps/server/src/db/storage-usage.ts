import { Kysely, sql } from "kysely";
import type { UserData } from "./user-data.js";
import type { UserDataSchema } from "./user-data-schema.js";

/**
 * Where usage is read: the user data, or a transaction on it (so a check and the write it admits
 * are one transaction).
 *
 * @example
 * ```ts
 * const reader: UsageReader = userData;
 * ```
 */
export type UsageReader = UserData | Kysely<UserDataSchema>;

const dbOf = (reader: UsageReader) => (reader instanceof Kysely ? reader : reader.db);

/**
 * Bytes of stored files and saved runs: what one caller (by digest) added since `since` (ISO
 * 8601), for the per-caller quota (files another caller uploaded first count for that one only),
 * and everything stored, for the total quota.
 *
 * @example
 * ```ts
 * const { caller, total } = await storageUsage(userData, callerDigest, new Date(Date.now() - 86_400_000).toISOString());
 * ```
 */
export async function storageUsage(
  reader: UsageReader,
  caller: string,
  since: string,
): Promise<{ caller: number; total: number }> {
  const { rows } = await sql<{
    caller: number | string | null;
    total: number | string | null;
  }>`SELECT
      (SELECT coalesce(sum(size), 0) FROM stored_blobs WHERE caller = ${caller} AND created_at >= ${since})
    + (SELECT coalesce(sum(size), 0) FROM saved_runs WHERE caller = ${caller} AND created_at >= ${since})
    AS caller,
      (SELECT coalesce(sum(size), 0) FROM stored_blobs)
    + (SELECT coalesce(sum(size), 0) FROM saved_runs)
    AS total`.execute(dbOf(reader));
  return { caller: Number(rows[0]?.caller ?? 0), total: Number(rows[0]?.total ?? 0) };
}
