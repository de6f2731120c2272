import type { GatewayEnvironment } from "../gateway/gateway-target.js";

/**
 * The operator's batch settings, read once from the environment:
 * `MODELDECK_BATCH_MAX_ROWS` (rows per upload, default 1,000),
 * `MODELDECK_BATCH_CONCURRENCY` (calls at once per provider on one server, default 4),
 * `MODELDECK_BATCH_RETRIES` (the client's retries of a 429 or 503, default 2),
 * `MODELDECK_BATCH_ROW_TIMEOUT_SECONDS` (one row of one column, retries included, default 120),
 * `MODELDECK_BATCH_LEASE_SECONDS` (how long a claimed row is a server's before another may take
 * it, default 60), `MODELDECK_BATCH_OPERATOR_RUNNING` (batches running at once on the operator's
 * keys, default 2) and `MODELDECK_BATCH_POLL_MS` (how often a server looks for batches to run
 * or to stop, default 1,000).
 *
 * @example
 * ```ts
 * batchSettingsFrom({ MODELDECK_BATCH_MAX_ROWS: "200" }).maxRows; // 200
 * ```
 */
export interface BatchSettings {
  maxRows: number;
  concurrency: number;
  retries: number;
  rowTimeoutMs: number;
  leaseMs: number;
  operatorRunning: number;
  pollMs: number;
}

function whole(value: string | undefined, fallback: number, least: number): number {
  const number = Number(value);
  return value !== undefined && value.trim() !== "" && Number.isInteger(number) && number >= least
    ? number
    : fallback;
}

/**
 * Reads {@link BatchSettings}; a missing or unreadable value takes its default.
 *
 * @example
 * ```ts
 * const settings = batchSettingsFrom(process.env);
 * ```
 */
export function batchSettingsFrom(environment: GatewayEnvironment): BatchSettings {
  return {
    maxRows: whole(environment.MODELDECK_BATCH_MAX_ROWS, 1000, 1),
    concurrency: whole(environment.MODELDECK_BATCH_CONCURRENCY, 4, 1),
    retries: whole(environment.MODELDECK_BATCH_RETRIES, 2, 0),
    rowTimeoutMs: whole(environment.MODELDECK_BATCH_ROW_TIMEOUT_SECONDS, 120, 1) * 1000,
    leaseMs: whole(environment.MODELDECK_BATCH_LEASE_SECONDS, 60, 1) * 1000,
    operatorRunning: whole(environment.MODELDECK_BATCH_OPERATOR_RUNNING, 2, 1),
    pollMs: whole(environment.MODELDECK_BATCH_POLL_MS, 1000, 10),
  };
}
