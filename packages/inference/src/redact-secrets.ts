/**
 * Keys recognised by their shape alone: a known prefix and enough characters after it (Hugging
 * Face `hf_`, OpenAI-style `sk-`, Novita `sk_`, Replicate `r8_`, Groq `gsk_`, Cerebras `csk-`,
 * Fireworks `fw_`, Together `tgp_v1_`, xAI, GitHub, Google), fal.ai's `{key id}:{secret}`, JSON
 * Web Tokens (Hyperbolic, Nebius, OVHcloud), and Cohere's 40 mixed letters and digits. A plain
 * hexadecimal run or UUID is not one by itself, since job and request ids look the same: those
 * keys (Black Forest Labs, Scaleway, older Together keys) are caught by their label below.
 */
const SHAPED =
  /\b(?:hf_|sk[-_]|r8_|gsk_|csk-|fw_|tgp_v1_|xai-|gh[pousr]_|AIza)[\w-]{8,}|\b[\da-f-]{36}:[\da-f]{32}|\beyJ[\w-]+\.[\w-]+\.[\w-]{8,}|\b(?=\w*[A-Z])(?=\w*[a-z])(?=\w*\d)[A-Za-z\d]{40}\b/g;

/**
 * Keys recognised by what labels them, whatever their shape: an authorization scheme (`Bearer`,
 * `Key`, `Basic`) or a key-like name followed by `:` or `=` (`api_key=` and `key=` in URLs,
 * `"x-key": "…"` in echoed headers, `token=`). The value must hold a digit and eight characters,
 * so prose ("Bearer authentication", "the key: see below") is left alone.
 */
const LABELLED =
  /\b((?:Bearer|Key|Basic)\s+|(?:(?:api[-_]?)?key|(?:access[-_]?)?token|secret)["']?\s*[:=]\s*["']?)(?=[^\s"'&,;]*\d)[^\s"'&,;]{8,}/gi;

/**
 * Replaces every credential a text may hold with `[redacted]`, recognising the keys of every
 * provider this client calls by their shape or by their label (see above), including keys the
 * caller never gave (an operator's key a proxy echoes, a key pasted into a prompt). Error
 * messages, excerpts and stored headers of this client go through it; a server can use it for
 * its request logs, and `redactSecrets(text) !== text` says whether a text holds a credential.
 *
 * @example
 * ```ts
 * import { redactSecrets } from "@modeldeck/inference";
 * redactSecrets("Invalid API key: Bearer r8_Zx8c1Hk3RqW2nV7tYpL0aBcDeFgHiJkLmN");
 * // "Invalid API key: Bearer [redacted]"
 * redactSecrets("GET /v1/models?api_key=a1b2c3d4e5f6"); // "GET /v1/models?api_key=[redacted]"
 * ```
 */
export function redactSecrets(text: string): string {
  return text.replace(LABELLED, "$1[redacted]").replace(SHAPED, "[redacted]");
}
