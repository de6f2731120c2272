import { patientFetch, type Patience } from "./patient-fetch.js";
import { upstreamFetch } from "./upstream-fetch.js";

/**
 * The one hub a sync or a fill reads from: its base URL (no trailing slash), its origin, and a
 * `fetch` that reaches only that origin, attaches the token there and nowhere else, and retries
 * rate limits and dropped connections.
 *
 * @example
 * ```ts
 * const hub: UpstreamHub = upstreamHub("https://huggingface.co", { accessToken: process.env.HF_TOKEN });
 * await modelInfo({ hubUrl: hub.hubUrl, fetch: hub.fetch, name: "openai-community/gpt2" });
 * ```
 */
export interface UpstreamHub {
  hubUrl: string;
  origin: string;
  fetch: typeof fetch;
}

/**
 * Checks an upstream address (http or https, no credentials, query or fragment) and binds a
 * `fetch` to it. Throws a plain `Error` saying what is wrong with the address.
 *
 * @example
 * ```ts
 * const hub = upstreamHub("https://huggingface.co/", { fetch: loopbackFetch, patience: { attempts: 3 } });
 * hub.hubUrl; // "https://huggingface.co"
 * ```
 */
export function upstreamHub(
  address: string,
  options: { fetch?: typeof fetch; accessToken?: string; patience?: Patience } = {},
): UpstreamHub {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new Error(`the upstream hub is not a URL: ${JSON.stringify(address.slice(0, 200))}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error("the upstream hub must be an http(s) URL");
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new Error("the upstream hub URL may not hold credentials, a query or a fragment");
  }
  // Read lazily, so a test or a polyfill that replaces the global fetch later is used.
  const base = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    hubUrl: url.href.replace(/\/+$/, ""),
    origin: url.origin,
    fetch: upstreamFetch(patientFetch(base, options.patience), url.origin, options.accessToken),
  };
}

/**
 * Whether a hub address is on huggingface.co, the only place `HF_TOKEN` may be sent to.
 *
 * @example
 * ```ts
 * isHuggingFaceHub("https://huggingface.co"); // true
 * isHuggingFaceHub("https://mirror.example"); // false
 * ```
 */
export function isHuggingFaceHub(address: string): boolean {
  try {
    const { hostname, protocol } = new URL(address);
    return (
      protocol === "https:" &&
      (hostname === "huggingface.co" || hostname.endsWith(".huggingface.co"))
    );
  } catch {
    return false;
  }
}
