import { HubApiError } from "../hub-api-error.js";
import type { HubRequestOptions } from "../types.js";

/**
 * The public Hugging Face Hub, used when no `hubUrl` is given; a ModelDeck server answers the
 * same paths.
 *
 * @example
 * ```ts
 * await modelInfo({ name: "openai-community/gpt2", hubUrl: DEFAULT_HUB_URL });
 * ```
 */
export const DEFAULT_HUB_URL = "https://huggingface.co";

/** Joins the hub URL and an API path. */
export function hubUrlFor(options: HubRequestOptions, pathAndQuery: string): string {
  return `${(options.hubUrl ?? DEFAULT_HUB_URL).replace(/\/+$/, "")}${pathAndQuery}`;
}

/** The path of a URL for error messages (never its query, which may carry a cursor or a token). */
export function pathOf(url: string): string {
  try {
    return new URL(url, "http://relative.invalid").pathname;
  } catch {
    return "";
  }
}

/** The server's `{ "error": … }` message, or the start of a non-JSON body. */
export async function errorMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === "string") return body.error;
  } catch {
    // Not JSON: fall back to the start of the text below.
  }
  return text.slice(0, 200) || response.statusText || `HTTP ${response.status}`;
}

/**
 * GETs a hub URL and returns the response when it is 2xx, or throws a {@link HubApiError}.
 * The default `fetch` is looked up at call time, so tests and polyfills can replace it.
 */
export async function hubGet(
  url: string,
  options: HubRequestOptions,
  accept = "application/json",
): Promise<Response> {
  const fetchFunction = options.fetch ?? globalThis.fetch;
  const sameHub = url.startsWith(hubUrlFor(options, "/"));
  const headers: Record<string, string> = { accept };
  if (options.accessToken && sameHub) headers.authorization = `Bearer ${options.accessToken}`;
  let response: Response;
  try {
    response = await fetchFunction(url, { headers, signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    const where = /^https?:/.test(url) ? ` at ${new URL(url).origin}` : "";
    throw new HubApiError(`could not reach the hub${where}`, 0, pathOf(url), { cause: error });
  }
  if (!response.ok) {
    throw new HubApiError(await errorMessage(response), response.status, pathOf(url));
  }
  return response;
}

/** GETs JSON from an API path. */
export async function hubJson<T>(pathAndQuery: string, options: HubRequestOptions): Promise<T> {
  const response = await hubGet(hubUrlFor(options, pathAndQuery), options);
  return (await response.json()) as T;
}
