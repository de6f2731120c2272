import { BROWSER_CALLABLE_PROVIDERS, requestRoute } from "../../../lib/inference";
import type { Settings } from "../../../lib/settings";

type RouteSettings = Pick<
  Settings,
  "hfToken" | "providerKeys" | "useGateway" | "keysThroughServer"
>;

/**
 * Where a personal key for `provider` goes, in one sentence for its field: straight from this
 * browser, or through this ModelDeck server (and why), as `requestRoute` decides it.
 *
 * @example
 * ```ts
 * keyDestination({ ...settings, providerKeys: { groq: "gsk_…" } }, "groq");
 * // "Goes straight from this browser to groq; this server never sees it."
 * ```
 */
export function keyDestination(settings: RouteSettings, provider: string): string {
  const takesPages = BROWSER_CALLABLE_PROVIDERS.has(provider);
  const { throughServer } = requestRoute(
    { ...settings, providerKeys: { [provider]: "your key" } },
    provider,
  );
  if (!throughServer) {
    return takesPages
      ? `Goes straight from this browser to ${provider}; this server never sees it.`
      : `Goes straight from this browser to ${provider}, which refuses calls from web pages: send requests through this server to use it.`;
  }
  const why = takesPages ? "as you chose" : `${provider} refuses calls from web pages`;
  return `Goes to ${provider} through this ModelDeck server (${why}), which passes it to ${provider} only and keeps no copy.`;
}

/**
 * Where the Hugging Face token goes: to the Hugging Face router, through this server when
 * requests go through it.
 *
 * @example
 * ```ts
 * hfTokenDestination({ useGateway: true }); // "Goes to the Hugging Face router through this ModelDeck server…"
 * ```
 */
export function hfTokenDestination(settings: Pick<Settings, "useGateway">): string {
  return settings.useGateway
    ? "Starts with hf_. Goes to the Hugging Face router through this ModelDeck server, which passes it to the router only; the router reaches every provider."
    : "Starts with hf_. Goes straight from this browser to the Hugging Face router, which reaches every provider.";
}

/**
 * Why a value cannot go in the Hugging Face token field, or `undefined` when it can: anything
 * that is not (the start of) an `hf_` token is refused with the reason, never saved, since it
 * would be sent to the Hugging Face router with every request.
 *
 * @example
 * ```ts
 * refuseHfToken("tgp_v1_abc"); // "This is not a Hugging Face token…"
 * refuseHfToken("hf_abc"); // undefined
 * ```
 */
export function refuseHfToken(value: string): string | undefined {
  if (value === "" || value.startsWith("hf_") || "hf_".startsWith(value)) return undefined;
  return "This is not a Hugging Face token (those start with hf_), so it was not saved: a token here goes to the Hugging Face router with every request. A provider's own key goes in that provider's field under Provider keys.";
}
