import type { FastifyRequest } from "fastify";
import type { Clock } from "../clock.js";
import type { Database } from "../db/database.js";
import { accessPolicyFrom, callerAccess } from "../gateway/gateway-access.js";
import { GatewayError } from "../gateway/gateway-error.js";
import type { GatewayEnvironment } from "../gateway/gateway-target.js";
import { enforceRateLimit, rateLimitFrom, rateLimitStoreFor } from "../gateway/rate-limiter.js";

/**
 * Who is writing, as the gateway tells callers apart: the gateway token in `X-ModelDeck-Token`
 * when there is one, else the client address (behind proxies, per `MODELDECK_TRUST_PROXY`).
 * Rate limits and storage quotas count per this key.
 *
 * @example
 * ```ts
 * const callerKey = writeCallerKey(process.env);
 * callerKey(request); // "ip:203.0.113.7"
 * ```
 */
export function writeCallerKey(
  environment: GatewayEnvironment,
): (request: FastifyRequest) => string {
  const policy = accessPolicyFrom(environment);
  return (request) => {
    const token = request.headers["x-modeldeck-token"];
    return callerAccess(policy, {
      token: typeof token === "string" ? token : undefined,
      ip: request.ip,
      forwarded: request.headers["x-forwarded-for"] !== undefined || "forwarded" in request.headers,
    }).rateLimitKey;
  };
}

/**
 * Limits how often one client may write (upload a blob, save or delete a run), with the
 * gateway's limiter and its settings (`MODELDECK_GATEWAY_RATE_LIMIT` per
 * `MODELDECK_GATEWAY_RATE_WINDOW_SECONDS`), counted apart from inference requests under
 * `resource`, per {@link writeCallerKey}. Over the limit it throws a 429 with `Retry-After` and
 * the code `rate_limited`.
 *
 * @example
 * ```ts
 * const limitWrites = writeRateLimiter("runs", { database, environment, clock });
 * app.post("/api/runs", async (request: FastifyRequest) => {
 *   await limitWrites(request);
 * });
 * ```
 */
export function writeRateLimiter(
  resource: string,
  options: { database: Database; environment: GatewayEnvironment; clock: Clock },
): (request: FastifyRequest) => Promise<void> {
  const callerKey = writeCallerKey(options.environment);
  const store = rateLimitStoreFor(options.database);
  const rateLimit = rateLimitFrom(options.environment);
  return async (request) => {
    try {
      await enforceRateLimit(store, options.clock, rateLimit, `${resource}:${callerKey(request)}`);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      throw new GatewayError(
        429,
        "rate_limited",
        `too many writes to /api/${resource}; try again later`,
        error.headers,
      );
    }
  };
}
