/** Redirects followed per request; the Hub sends at most one or two. */
const MAX_REDIRECTS = 5;

/**
 * Thrown when an upstream answers with a redirect to another origin: nothing is fetched from
 * there, so a hostile or misconfigured upstream cannot make the server call an address of its
 * choosing (or receive the token on the way).
 *
 * @example
 * ```ts
 * try { await read(url); } catch (error) { if (error instanceof UpstreamRedirectError) console.error(error.message); }
 * ```
 */
export class UpstreamRedirectError extends Error {
  override name = "UpstreamRedirectError";
}

function requestUrl(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * A `fetch` bound to one upstream hub: requests may go only to `origin` (anything else throws
 * before a byte is sent), the bearer token rides along on those and nowhere else, and redirects
 * are followed by hand and only within the same origin (at most five). This is the one place
 * where the upstream token is attached.
 *
 * @example
 * ```ts
 * const read = upstreamFetch(fetch, "https://huggingface.co", process.env.HF_TOKEN);
 * await read("https://huggingface.co/api/models/openai-community/gpt2");
 * ```
 */
export function upstreamFetch(
  fetchFunction: typeof fetch,
  origin: string,
  accessToken?: string,
): typeof fetch {
  return async (input, init) => {
    let url = new URL(requestUrl(input));
    for (let hop = 0; ; hop += 1) {
      if (url.origin !== origin) {
        throw new UpstreamRedirectError(`refused to fetch ${url.origin}: only ${origin} is read`);
      }
      const headers = new Headers(init?.headers);
      if (accessToken) headers.set("authorization", `Bearer ${accessToken}`);
      else headers.delete("authorization");
      const response = await fetchFunction(url, { ...init, headers, redirect: "manual" });
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || location === null) return response;
      await response.body?.cancel().catch(() => undefined);
      if (hop >= MAX_REDIRECTS)
        throw new UpstreamRedirectError(`more than ${MAX_REDIRECTS} redirects`);
      url = new URL(location, url);
    }
  };
}
