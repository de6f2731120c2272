import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { storageUsage, type UsageReader } from "../db/storage-usage.js";
import type { GatewayEnvironment } from "../gateway/gateway-target.js";
import { HttpError } from "../http-error.js";
import { writeCallerKey } from "./write-rate-limit.js";

const MIB = 1024 * 1024;
const HOUR = 3_600_000;

/**
 * How much uploads and saved runs may hold, from the environment, each with a default:
 * `MODELDECK_BLOB_MAX_BYTES` (one upload, 20 MiB), `MODELDECK_STORAGE_CALLER_BYTES` (what one
 * caller may add per `MODELDECK_STORAGE_CALLER_WINDOW_HOURS`: 200 MiB per 24 h),
 * `MODELDECK_STORAGE_TOTAL_BYTES` (everything stored: 5 GiB) and
 * `MODELDECK_BLOB_RETENTION_HOURS` (a file no saved run refers to is removed this long after its
 * upload: 168, a week).
 *
 * @example
 * ```ts
 * storageLimitsFrom({ MODELDECK_STORAGE_TOTAL_BYTES: "1073741824" }).totalBytes; // 1073741824
 * ```
 */
export interface StorageLimits {
  blobBytes: number;
  callerBytes: number;
  callerWindowMs: number;
  totalBytes: number;
  unreferencedBlobMs: number;
}

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value !== "" && Number.isFinite(number) && number > 0
    ? number
    : fallback;
}

/**
 * Reads {@link StorageLimits} from the environment; a missing or unreadable value keeps its
 * default.
 *
 * @example
 * ```ts
 * const limits = storageLimitsFrom(process.env);
 * ```
 */
function storageLimitsFrom(environment: GatewayEnvironment): StorageLimits {
  return {
    blobBytes: Math.floor(positive(environment.MODELDECK_BLOB_MAX_BYTES, 20 * MIB)),
    callerBytes: positive(environment.MODELDECK_STORAGE_CALLER_BYTES, 200 * MIB),
    callerWindowMs: positive(environment.MODELDECK_STORAGE_CALLER_WINDOW_HOURS, 24) * HOUR,
    totalBytes: positive(environment.MODELDECK_STORAGE_TOTAL_BYTES, 5 * 1024 * MIB),
    unreferencedBlobMs: positive(environment.MODELDECK_BLOB_RETENTION_HOURS, 168) * HOUR,
  };
}

/**
 * A write refused by a quota, with a stable `code` clients can act on: `storage_quota` (429,
 * this caller's share is used up) or `storage_full` (507, the server's total).
 */
class StorageQuotaError extends HttpError {
  override name = "StorageQuotaError";

  constructor(
    status: 429 | 507,
    readonly code: "storage_quota" | "storage_full",
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(status, message, headers);
  }
}

const megabytes = (bytes: number) =>
  bytes < MIB ? `${Math.round(bytes / 1024)} KiB` : `${Math.round((bytes / MIB) * 10) / 10} MiB`;

/**
 * The quota checks of one server: who a request's caller is (a digest of the gateway token or
 * the client address, never either itself) and whether `bytes` more may be stored for it. A
 * caller over its share gets 429 with `Retry-After`, a full server 507, both in plain words.
 *
 * @example
 * ```ts
 * const quota = storageQuota(process.env);
 * await quota.admit(userData, quota.callerOf(request), 5_000_000, Date.now());
 * ```
 */
export function storageQuota(environment: GatewayEnvironment) {
  const limits = storageLimitsFrom(environment);
  const callerKey = writeCallerKey(environment);
  return {
    limits,
    callerOf(request: FastifyRequest): string {
      return createHash("sha256").update(callerKey(request)).digest("hex").slice(0, 32);
    },
    async admit(reader: UsageReader, caller: string, bytes: number, now: number): Promise<void> {
      const since = new Date(now - limits.callerWindowMs).toISOString();
      const { caller: used, total } = await storageUsage(reader, caller, since);
      if (used + bytes > limits.callerBytes || used >= limits.callerBytes) {
        const hours = Math.round(limits.callerWindowMs / HOUR);
        throw new StorageQuotaError(
          429,
          "storage_quota",
          `you have stored ${megabytes(used)} in the last ${hours} hours, and this would pass the ${megabytes(limits.callerBytes)} one client may store in that time; nothing was stored, try again later`,
          { "retry-after": String(Math.ceil(Math.min(limits.callerWindowMs, HOUR) / 1000)) },
        );
      }
      if (total + bytes > limits.totalBytes || total >= limits.totalBytes) {
        throw new StorageQuotaError(
          507,
          "storage_full",
          "this server has no room left for uploads and saved runs; nothing was stored",
        );
      }
    },
  };
}
