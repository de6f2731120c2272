import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { isLoopback } from "../gateway/gateway-access.js";
import type { GatewayEnvironment } from "../gateway/gateway-target.js";
import { HttpError } from "../http-error.js";

/** The header an operator's token travels in; redacted from logs like every credential. */
const OPERATOR_TOKEN_HEADER = "x-modeldeck-operator-token";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Refuses (403) a request that is not the operator's. The operator is whoever holds one of
 * `MODELDECK_OPERATOR_TOKENS` (comma-separated, sent as `X-ModelDeck-Operator-Token`, compared
 * in constant time) or, when no token is configured, someone on this machine (loopback, not
 * relayed by a proxy), as for the operator's keys on a laptop. Gateway tokens never make anyone
 * an operator: they let a team spend keys, not erase each other's votes.
 *
 * @example
 * ```ts
 * import type { FastifyRequest } from "fastify";
 * declare const request: FastifyRequest;
 * requireOperator(request, environment); // throws a 403 for anyone else
 * ```
 */
export function requireOperator(request: FastifyRequest, environment: GatewayEnvironment): void {
  const tokens = (environment.MODELDECK_OPERATOR_TOKENS ?? "")
    .split(/[\s,]+/)
    .filter((token) => token !== "");
  const sent = request.headers[OPERATOR_TOKEN_HEADER];
  if (tokens.length > 0) {
    const presented = digest(typeof sent === "string" ? sent.trim() : "");
    let matched = false;
    for (const token of tokens) if (timingSafeEqual(digest(token), presented)) matched = true;
    if (matched) return;
  } else {
    const relayed =
      request.headers["x-forwarded-for"] !== undefined || "forwarded" in request.headers;
    const behindProxy = Boolean(environment.MODELDECK_TRUST_PROXY?.trim());
    if (isLoopback(request.ip) && (behindProxy || !relayed)) return;
  }
  throw new HttpError(
    403,
    "only the operator may do this (on this machine, or with a token from MODELDECK_OPERATOR_TOKENS)",
  );
}
