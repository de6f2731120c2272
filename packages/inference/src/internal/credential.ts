/**
 * What a call's `accessToken` is, decided once per call (`classifyCredential`) and read by every
 * later step (provider choice, Hub lookup, URL, headers, redaction): a Hugging Face token, which
 * goes to the Hub and the router; a provider's own key, which goes to that provider only; or
 * nothing.
 *
 * @example
 * ```ts
 * const credential: Credential = { kind: "provider-key", token: "tgp_v1_…" };
 * ```
 */
export type Credential =
  | { readonly kind: "hf-token" | "provider-key"; readonly token: string }
  | { readonly kind: "none"; readonly token?: undefined };

/**
 * Classifies a token by its shape: `hf_…` is a Hugging Face token, anything else non-empty a
 * provider key, nothing (or an empty string) no credential.
 *
 * @example
 * ```ts
 * import { classifyCredential } from "@modeldeck/inference";
 * classifyCredential("hf_abc").kind; // "hf-token"
 * classifyCredential("r8_abc").kind; // "provider-key"
 * classifyCredential(undefined).kind; // "none"
 * ```
 */
export function classifyCredential(accessToken: string | undefined): Credential {
  if (!accessToken) return { kind: "none" };
  return { kind: accessToken.startsWith("hf_") ? "hf-token" : "provider-key", token: accessToken };
}

/**
 * Where a call's arguments carry its credential once it is classified, so that every later step
 * (the request builder after a media task chose its provider) reads that decision instead of
 * looking at the token again. A symbol: bodies (`JSON.stringify`) and payload copies that list
 * entries never see it.
 */
export const CREDENTIAL = Symbol("credential");

/**
 * The call's credential: the one its arguments carry (`CREDENTIAL`), or the token classified now,
 * by the first step that needs it.
 *
 * @example
 * ```ts
 * const credential = credentialOf(args);
 * const next = { ...args, [CREDENTIAL]: credential };
 * ```
 */
export function credentialOf(args: {
  accessToken?: string;
  [CREDENTIAL]?: Credential;
}): Credential {
  return args[CREDENTIAL] ?? classifyCredential(args.accessToken);
}
