import { redactSecrets } from "../redact-secrets.js";

/** Header names whose values are credentials, lower-cased. */
const SECRET_HEADERS = new Set(["authorization", "x-key", "x-api-key", "api-key", "cookie"]);
const REDACTED = "[redacted]";

/**
 * Replaces every occurrence of each secret (tokens, keys) in a text, then every credential
 * recognised by its shape or label (`redactSecrets`). Short strings are skipped.
 */
export function redactText(text: string, secrets: readonly (string | undefined)[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) result = result.split(secret).join(REDACTED);
  }
  // Credentials the caller did not list (an operator's key echoed by a proxy) are hidden too.
  return redactSecrets(result);
}

/**
 * The one list of secrets a request's errors are redacted with: the raw token or key, every
 * credential header value whole ("Key abc…", "Bearer hf_…"), and the credential inside it
 * alone, because servers echo the bare key as often as the header. Longest first, so a whole
 * header value is replaced before its parts.
 */
export function secretsOf(
  accessToken: string | undefined,
  headers: Record<string, string> = {},
): string[] {
  const secrets = new Set<string>();
  if (accessToken) secrets.add(accessToken);
  for (const [name, value] of Object.entries(headers)) {
    if (!SECRET_HEADERS.has(name.toLowerCase()) || !value) continue;
    secrets.add(value);
    // A scheme word ("Bearer", "Key") is not secret; what follows it is.
    const [, ...credentials] = value.trim().split(/\s+/);
    for (const credential of credentials) secrets.add(credential);
  }
  return [...secrets].sort((left, right) => right.length - left.length);
}

/** Copies headers with credential values replaced, so they can be stored in errors. */
export function redactHeaders(
  headers: Record<string, string>,
  secrets: readonly (string | undefined)[],
): Record<string, string> {
  const copy: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    copy[name] = SECRET_HEADERS.has(name.toLowerCase()) ? REDACTED : redactText(value, secrets);
  }
  return copy;
}
