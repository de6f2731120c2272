import { storageUrlOf } from "@modeldeck/inference";
import { GatewayError } from "./gateway-error.js";
import type { UpstreamCall } from "./upstream-call.js";

/** Redirects followed at most, each to a host the provider declares too. */
const MAX_REDIRECTS = 3;

/** The next URL of a redirect, if it stays on the provider's storage. */
function redirectTarget(provider: string, location: string | null, from: string) {
  if (location === null) return undefined;
  try {
    return storageUrlOf(provider, new URL(location, from).href);
  } catch {
    return undefined;
  }
}

/**
 * Fetches a file a provider's answer points to, for `GET /api/inference/{provider}/_download`:
 * only from the storage hosts that provider declares in the registry (`storageUrlOf`: https, no
 * user name, port or IP literal), with no credential of any kind (neither the caller's nor the
 * operator's), following at most three redirects, each checked the same way. Anything else is
 * refused before or instead of being fetched: the gateway is never a proxy to other hosts.
 *
 * @example
 * ```ts
 * const response = await downloadFromStorage(call, fetch, "fal-ai", "https://v3.fal.media/files/penguin/out.mp4");
 * ```
 */
export async function downloadFromStorage(
  call: UpstreamCall,
  fetchFunction: typeof fetch,
  provider: string,
  url: string,
): Promise<Response> {
  let current = storageUrlOf(provider, url);
  if (current === undefined) {
    throw new GatewayError(
      400,
      "not_storage_url",
      `This ModelDeck server downloads only files on ${provider}'s own storage.`,
    );
  }
  for (let redirects = 0; ; redirects++) {
    const response = await call.fetch(fetchFunction, current, {
      method: "GET",
      headers: { accept: "*/*" },
      redirect: "manual",
    });
    if (response.status < 300 || response.status >= 400) return response;
    await response.body?.cancel().catch(() => undefined);
    const next = redirectTarget(provider, response.headers.get("location"), current);
    if (next === undefined || redirects >= MAX_REDIRECTS) {
      throw new GatewayError(
        502,
        "storage_redirect_refused",
        `${provider}'s storage sent the file elsewhere, which this ModelDeck server does not follow.`,
      );
    }
    current = next;
  }
}
