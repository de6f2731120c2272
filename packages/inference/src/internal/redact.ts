import { redactSecrets } from "../redact-secrets.js";
import { SECRET_HEADERS } from "./secrets-of.js";

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
