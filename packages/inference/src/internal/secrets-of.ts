/**
 * Header names whose values are credentials, lower-cased. Apart from the redaction itself
 * (`redact.ts`), which only a failing call loads.
 */
export const SECRET_HEADERS = new Set(["authorization", "x-key", "x-api-key", "api-key", "cookie"]);

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
