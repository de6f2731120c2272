import type { Clock } from "../clock.js";
import type { Database } from "../db/database.js";
import { countRequest } from "../db/rate-limits.js";
import { GatewayError } from "./gateway-error.js";
import type { GatewayEnvironment } from "./gateway-target.js";

/**
 * How many gateway requests a client may make per window, and the window length in milliseconds.
 * `rateLimitFrom` reads it from the environment.
 *
 * @example
 * ```ts
 * const rateLimit: RateLimit = { limit: 60, windowMilliseconds: 60_000 };
 * await enforceRateLimit(store, SYSTEM_CLOCK, rateLimit, "ip:127.0.0.1");
 * ```
 */
export interface RateLimit {
  limit: number;
  windowMilliseconds: number;
}

/**
 * Where request counts are kept: `count` adds one request for a client in a window and returns
 * the window's count so far. See `rateLimitStoreFor` for which store a server uses.
 *
 * @example
 * ```ts
 * const store: RateLimitStore = memoryRateLimitStore();
 * await store.count("ip:127.0.0.1", 1_700_000_040_000, 60_000); // 1
 * ```
 */
export interface RateLimitStore {
  count(clientKey: string, windowStart: number, windowMilliseconds: number): Promise<number>;
}

/**
 * Counts in this process's memory. Windows other than the current one are dropped as soon as a
 * new window starts, so the map only ever holds the clients seen in one window.
 *
 * @example
 * ```ts
 * const store = memoryRateLimitStore();
 * await store.count("token:ab12", 0, 60_000);
 * store.size(); // 1
 * ```
 */
export function memoryRateLimitStore(): RateLimitStore & { size(): number } {
  const windows = new Map<string, { windowStart: number; hits: number }>();
  let currentWindow = -Infinity;
  return {
    async count(clientKey, windowStart) {
      if (windowStart > currentWindow) {
        currentWindow = windowStart;
        for (const [key, entry] of windows)
          if (entry.windowStart < windowStart) windows.delete(key);
      }
      const entry = windows.get(clientKey);
      if (entry === undefined || entry.windowStart !== windowStart) {
        windows.set(clientKey, { windowStart, hits: 1 });
        return 1;
      }
      entry.hits += 1;
      return entry.hits;
    },
    size: () => windows.size,
  };
}

/**
 * The store a server uses. On PostgreSQL, the database: every server over it shares the limit
 * exactly. On SQLite, this process's memory: a long `import` or `sync` holds SQLite's one write
 * lock for its whole transaction, and better-sqlite3 waits for a lock synchronously (up to the
 * 5 s busy timeout, then an error), so a counter in the same file would freeze the whole server
 * and then answer 500. A second SQLite file would avoid the lock but still write to disk on
 * every request; SQLite mode is one server process, so memory loses nothing but the counts of
 * the current window at a restart.
 *
 * @example
 * ```ts
 * const store = rateLimitStoreFor(database);
 * ```
 */
export function rateLimitStoreFor(database: Database): RateLimitStore {
  if (database.dialect !== "postgres") return memoryRateLimitStore();
  return {
    count: (clientKey, windowStart, windowMilliseconds) =>
      countRequest(database, clientKey, windowStart, windowMilliseconds),
  };
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
 * const remaining = await enforceRateLimit(store, clock, { limit: 60, windowMilliseconds: 60_000 }, "ip:127.0.0.1");
 * ```
 */
export async function enforceRateLimit(
  store: RateLimitStore,
  clock: Clock,
  rateLimit: RateLimit,
  clientKey: string,
): Promise<number> {
  const now = clock.now();
  const windowStart = now - (now % rateLimit.windowMilliseconds);
  const hits = await store.count(clientKey, windowStart, rateLimit.windowMilliseconds);
  if (hits > rateLimit.limit) {
    const retryAfter = Math.max(
      1,
      Math.ceil((windowStart + rateLimit.windowMilliseconds - now) / 1000),
    );
    throw new GatewayError(429, "rate_limited", "too many inference requests; try again later", {
      "retry-after": String(retryAfter),
    });
  }
  return rateLimit.limit - hits;
}
