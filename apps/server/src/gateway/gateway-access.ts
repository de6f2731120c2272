import { createHash, timingSafeEqual } from "node:crypto";
import type { GatewayEnvironment } from "./gateway-target.js";

/**
 * Who may spend the operator's keys, read once from the environment: the SHA-256 digests of the
 * gateway tokens (`MODELDECK_GATEWAY_TOKENS`, comma-separated; the tokens themselves are not
 * kept) and whether the operator opened the gateway to everyone (`MODELDECK_GATEWAY_OPEN=1`).
 *
 * @example
 * ```ts
 * const policy: AccessPolicy = accessPolicyFrom({ MODELDECK_GATEWAY_TOKENS: "team-token-1,team-token-2" });
 * ```
 */
export interface AccessPolicy {
  tokenDigests: readonly Buffer[];
  open: boolean;
  /** Whether `MODELDECK_TRUST_PROXY` is set, so the request address is already the client's. */
  behindTrustedProxy: boolean;
}

/**
 * What one caller may do: use the operator's keys or not, whether a gateway token would change
 * that, whether the one it sent was refused, and the key its requests are counted under (its
 * token's digest when it has a valid token, else its address).
 *
 * @example
 * ```ts
 * const access: CallerAccess = callerAccess(policy, { token: request.headers["x-modeldeck-token"], ip: request.ip, forwarded: false });
 * if (!access.operatorKeys) console.log("bring your own key");
 * ```
 */
export interface CallerAccess {
  operatorKeys: boolean;
  /** The caller sent one of the configured gateway tokens. */
  tokenAccepted: boolean;
  tokenRequired: boolean;
  tokenRejected: boolean;
  rateLimitKey: string;
}

const digest = (token: string) => createHash("sha256").update(token, "utf8").digest();

/**
 * Reads the access settings from the environment.
 *
 * @example
 * ```ts
 * accessPolicyFrom({ MODELDECK_GATEWAY_OPEN: "1" }).open; // true
 * ```
 */
export function accessPolicyFrom(environment: GatewayEnvironment): AccessPolicy {
  const tokens = (environment.MODELDECK_GATEWAY_TOKENS ?? "")
    .split(/[\s,]+/)
    .filter((token) => token !== "");
  return {
    tokenDigests: tokens.map(digest),
    open: environment.MODELDECK_GATEWAY_OPEN === "1",
    behindTrustedProxy: Boolean(environment.MODELDECK_TRUST_PROXY?.trim()),
  };
}

/**
 * Loopback addresses: 127.0.0.0/8, ::1 and their IPv4-mapped forms.
 *
 * @example
 * ```ts
 * isLoopback("::ffff:127.0.0.1"); // true
 * ```
 */
export function isLoopback(address: string): boolean {
  const plain = address.startsWith("::ffff:") ? address.slice(7) : address;
  return plain === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** Compares against every configured digest, without stopping early, in constant time each. */
function tokenMatches(policy: AccessPolicy, token: string): Buffer | undefined {
  const presented = digest(token);
  let found: Buffer | undefined;
  for (const candidate of policy.tokenDigests) {
    if (timingSafeEqual(candidate, presented)) found = candidate;
  }
  return found;
}

/**
 * Decides what a caller may do. Operator keys go to: everyone when the gateway is open; callers
 * with a valid gateway token when tokens are configured; otherwise loopback callers only. A
 * loopback request that carries `X-Forwarded-For` while no proxy is trusted came through a proxy
 * on this machine, so it does not count as local.
 *
 * @example
 * ```ts
 * callerAccess(accessPolicyFrom({}), { token: undefined, ip: "127.0.0.1", forwarded: false }).operatorKeys; // true
 * ```
 */
export function callerAccess(
  policy: AccessPolicy,
  caller: { token: string | undefined; ip: string; forwarded: boolean },
): CallerAccess {
  const token = caller.token?.trim() || undefined;
  const matched = token === undefined ? undefined : tokenMatches(policy, token);
  const tokensConfigured = policy.tokenDigests.length > 0;
  const local = isLoopback(caller.ip) && (policy.behindTrustedProxy || !caller.forwarded);
  const operatorKeys = policy.open || matched !== undefined || (!tokensConfigured && local);
  return {
    operatorKeys,
    tokenAccepted: matched !== undefined,
    tokenRequired: tokensConfigured && !operatorKeys,
    tokenRejected: token !== undefined && tokensConfigured && matched === undefined,
    rateLimitKey: matched ? `token:${matched.toString("hex").slice(0, 32)}` : `ip:${caller.ip}`,
  };
}
