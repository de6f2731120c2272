/** Header names whose values are credentials, lower-cased. */
const SECRET_HEADERS = new Set(["authorization", "x-key", "x-api-key", "api-key", "cookie"]);
const REDACTED = "[redacted]";

/** Replaces every occurrence of each secret (tokens, keys) in a text. Short strings are skipped. */
export function redactText(text: string, secrets: readonly (string | undefined)[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) result = result.split(secret).join(REDACTED);
  }
  // Bearer-like credentials the caller did not list (e.g. echoed by a proxy) are hidden too.
  return result.replace(/\b(hf_)[A-Za-z0-9]{6,}/g, `$1${REDACTED}`);
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
