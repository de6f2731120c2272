import type { ApiClient } from "../api-client";
import { fetchGatewayStatus, type GatewayStatus } from "../inference";
import type { Settings } from "../settings";

/**
 * Asks the server what its gateway can add for this browser, with the browser's gateway token
 * (the answer depends on it); `undefined` when the server gives no status, and then nothing is
 * held back on its account.
 *
 * @example
 * ```ts
 * const status = await loadInferenceStatus(api, settings.gatewayToken);
 * ```
 */
export function loadInferenceStatus(
  api: ApiClient,
  gatewayToken: string,
): Promise<GatewayStatus | undefined> {
  return fetchGatewayStatus(api.fetch, api.baseUrl, gatewayToken);
}

/**
 * Whether a request to `provider` would carry any credential: the user's own key for it, their
 * Hugging Face token (which the router accepts for every provider), or, through the gateway, the
 * operator's key or a gateway that needs no token. Returns the reason it would not, in plain
 * words, so the box can say so and send nothing.
 *
 * @example
 * ```ts
 * const gateway = await loadInferenceStatus(api, settings.gatewayToken);
 * missingKey(settings, gateway, "together"); // "No key for together: …" or undefined
 * ```
 */
export function missingKey(
  settings: Settings,
  status: GatewayStatus | undefined,
  provider: string,
): string | undefined {
  if (settings.providerKeys[provider] || settings.hfToken) return undefined;
  if (settings.useGateway) {
    if (status === undefined) return undefined;
    // The server answers per caller: `operatorKey` is true only when its key would serve us.
    if (status.providers[provider]?.operatorKey) return undefined;
    const tokenHint = status.tokenRequired
      ? " This server shares its keys only with a gateway token."
      : "";
    return `Neither you nor this ModelDeck server has a key for ${provider} that this browser may use, so nothing was sent.${tokenHint}`;
  }
  return `You have no key for ${provider}, and requests go straight to it (the ModelDeck gateway is off), so nothing was sent.`;
}
