import { isIP } from "node:net";
import type { GatewayEnvironment } from "./gateway-target.js";

/**
 * Fastify's `trustProxy` setting: nothing trusted, a hop-count test, or a list of proxy
 * addresses, ranges and proxy-addr names (`loopback`, `linklocal`, `uniquelocal`).
 *
 * @example
 * ```ts
 * const setting: TrustProxySetting = ["10.0.0.0/8", "loopback"];
 * ```
 */
export type TrustProxySetting = false | string[] | ((address: string, hop: number) => boolean);

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function validEntry(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address = "", bits, extra] = entry.split("/");
  if (extra !== undefined || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const limit = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= limit;
}

/**
 * Reads `MODELDECK_TRUST_PROXY`: a number of trusted proxy hops in front of the server, or a
 * comma-separated list of proxy addresses/ranges. The client address is then the first
 * untrusted one counting from the right of `X-Forwarded-For`, so whatever a client writes at
 * the left changes nothing. Fastify's own numeric setting trusts nothing (on purpose), so hops
 * become a function here. Anything else stops the server at start: trusting every hop would let
 * any client pick its own address.
 *
 * @example
 * ```ts
 * trustProxyFrom({ MODELDECK_TRUST_PROXY: "1" }); // one reverse proxy: the rightmost X-Forwarded-For entry is the client
 * trustProxyFrom({ MODELDECK_TRUST_PROXY: "10.0.0.5, 10.0.0.6" }); // ["10.0.0.5", "10.0.0.6"]
 * ```
 */
export function trustProxyFrom(environment: GatewayEnvironment): TrustProxySetting {
  const text = environment.MODELDECK_TRUST_PROXY?.trim() ?? "";
  if (text === "") return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
  }
  const entries = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => !validEntry(entry));
  if (entries.length === 0 || invalid.length > 0) {
    throw new Error(
      `MODELDECK_TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses (not ${JSON.stringify(invalid[0] ?? text).slice(0, 60)})`,
    );
  }
  return entries;
}
