import { MEDIA_PROTOCOLS, type InferenceProvider } from "./registry.js";

/** A declared host as a pattern: `*` is one DNS label, everything else literal. */
function hostPattern(declared: string): RegExp {
  const parts = declared.split("*").map((part) => part.replace(/[.\\^$+?()[\]{}|-]/g, "\\$&"));
  return new RegExp(`^${parts.join("[a-z0-9-]+")}$`);
}

/**
 * The URL of a file a provider's answer points to, if it is on one of the storage hosts that
 * provider declares (`MediaProtocol.storageHosts`), normalised; `undefined` for anything else:
 * another host, `http:`, a user name or password, a port, an IP literal, an unknown provider.
 * A gateway downloads only what this accepts, so it never becomes a proxy to the world.
 *
 * @example
 * ```ts
 * import { storageUrlOf } from "@modeldeck/inference";
 * storageUrlOf("fal-ai", "https://v3.fal.media/files/penguin/out.mp4"); // the same URL
 * storageUrlOf("fal-ai", "https://169.254.169.254/latest/meta-data"); // undefined
 * ```
 */
export function storageUrlOf(provider: string, url: string): string | undefined {
  const hosts = Object.hasOwn(MEDIA_PROTOCOLS, provider)
    ? MEDIA_PROTOCOLS[provider as InferenceProvider]?.storageHosts
    : undefined;
  if (!hosts || url.length > 4096) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const { hostname } = parsed;
  if (parsed.protocol !== "https:" || parsed.username || parsed.password || parsed.port) {
    return undefined;
  }
  // The URL parser has already turned every IPv4 spelling (`0x7f.1`, `2130706433`) into dots.
  if (hostname.startsWith("[") || /^[\d.]+$/.test(hostname)) return undefined;
  return hosts.some((host) => hostPattern(host).test(hostname)) ? parsed.href : undefined;
}
