import type { Clock } from "../clock.js";
import type { Database } from "../db/database.js";
import { countRequest } from "../db/rate-limits.js";
import { HttpError } from "../http-error.js";
import type { GatewayEnvironment } from "./gateway-target.js";

/**
 * How many gateway requests a client may make per window, and the window length in milliseconds.
 * `rateLimitFrom` reads it from the environment.
 *
 * @example
 * ```ts
 * const rateLimit: RateLimit = { limit: 60, windowMilliseconds: 60_000 };
 * await enforceRateLimit(database, SYSTEM_CLOCK, rateLimit, "ip:127.0.0.1");
 * ```
 */
export interface RateLimit {
  limit: number;
  windowMilliseconds: number;
}

function positiveInteger(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return text !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * Reads `MODELDECK_GATEWAY_RATE_LIMIT` (requests per window, default 60) and
 * `MODELDECK_GATEWAY_RATE_WINDOW_SECONDS` (default 60).
 *
 * @example
 * ```ts
 * rateLimitFrom({ MODELDECK_GATEWAY_RATE_LIMIT: "5" }); // { limit: 5, windowMilliseconds: 60000 }
 * ```
 */
export function rateLimitFrom(environment: GatewayEnvironment): RateLimit {
  return {
    limit: positiveInteger(environment.MODELDECK_GATEWAY_RATE_LIMIT, 60),
    windowMilliseconds:
      positiveInteger(environment.MODELDECK_GATEWAY_RATE_WINDOW_SECONDS, 60) * 1000,
  };
}

/**
 * Counts a request for `clientKey` in the current fixed window and throws a 429 (with
 * `Retry-After`) once the client is over the limit. Returns the requests left.
 *
 * @example
 * ```ts
 * const remaining = await enforceRateLimit(database, clock, { limit: 60, windowMilliseconds: 60_000 }, "ip:127.0.0.1");
 * ```
 */
export async function enforceRateLimit(
  database: Database,
  clock: Clock,
  rateLimit: RateLimit,
  clientKey: string,
): Promise<number> {
  const now = clock.now();
  const windowStart = now - (now % rateLimit.windowMilliseconds);
  const hits = await countRequest(database, clientKey, windowStart, rateLimit.windowMilliseconds);
  if (hits > rateLimit.limit) {
    const retryAfter = Math.max(
      1,
      Math.ceil((windowStart + rateLimit.windowMilliseconds - now) / 1000),
    );
    throw new HttpError(429, "too many inference requests; try again later", {
      "retry-after": String(retryAfter),
    });
  }
  return rateLimit.limit - hits;
}
