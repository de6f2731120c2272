/**
 * The URL of the next page named by an HTTP `Link` header (`<url>; rel="next"`, RFC 8288), or
 * `undefined` when the header is absent or names no next page. A header may hold several links
 * separated by commas and `rel` may list several relation types; a relative URL is resolved
 * against `base`. This is the one `Link` parser of the project: the hub client, the web app's
 * model browser and the server's `sync` all page through it.
 *
 * @example
 * ```ts
 * nextPageUrl('<https://huggingface.co/api/models?cursor=eyJ9>; rel="next"');
 * // "https://huggingface.co/api/models?cursor=eyJ9"
 * nextPageUrl('</api/models?cursor=2>; rel="next"', "http://localhost:8080"); // "http://localhost:8080/api/models?cursor=2"
 * ```
 */
export function nextPageUrl(header: string | null | undefined, base?: string): string | undefined {
  if (!header) return undefined;
  // A URL may itself contain commas and semicolons, so links are found by their angle brackets.
  const link = /<([^>]*)>((?:\s*;\s*[^;,<]+)*)/g;
  for (let match = link.exec(header); match !== null; match = link.exec(header)) {
    const [, target = "", parameters = ""] = match;
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(parameters);
    const relations = (rel?.[1] ?? rel?.[2] ?? "").toLowerCase().split(/\s+/);
    if (!relations.includes("next")) continue;
    // A base that is itself relative (a same-origin app) still lets an absolute target through.
    return absoluteUrl(target, base) ?? absoluteUrl(target);
  }
  return undefined;
}

function absoluteUrl(target: string, base?: string): string | undefined {
  try {
    return new URL(target, base).href;
  } catch {
    return undefined;
  }
}
