import type { FastifyRequest } from "fastify";
import type { Clock } from "../clock.js";
import type { Database } from "../db/database.js";
import { accessPolicyFrom, callerAccess } from "../gateway/gateway-access.js";
import { GatewayError } from "../gateway/gateway-error.js";
import type { GatewayEnvironment } from "../gateway/gateway-target.js";
import { enforceRateLimit, rateLimitFrom, rateLimitStoreFor } from "../gateway/rate-limiter.js";

/**
 * Limits how often one client may write (upload a blob, save or delete a run), with the
 * gateway's limiter and its settings (`MODELDECK_GATEWAY_RATE_LIMIT` per
 * `MODELDECK_GATEWAY_RATE_WINDOW_SECONDS`), counted apart from inference requests under
 * `resource`, per gateway token or else per client address, as the gateway counts. Over the
 * limit it throws a 429 with `Retry-After` and the code `rate_limited`.
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
  const policy = accessPolicyFrom(options.environment);
  const store = rateLimitStoreFor(options.database);
  const rateLimit = rateLimitFrom(options.environment);
  return async (request) => {
    const token = request.headers["x-modeldeck-token"];
    const access = callerAccess(policy, {
      token: typeof token === "string" ? token : undefined,
      ip: request.ip,
      forwarded: request.headers["x-forwarded-for"] !== undefined || "forwarded" in request.headers,
    });
    try {
      await enforceRateLimit(store, options.clock, rateLimit, `${resource}:${access.rateLimitKey}`);
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
