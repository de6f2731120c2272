import { requestRoute } from "../../../lib/inference";
import type { Settings } from "../../../lib/settings";

/**
 * The keys a batch's start sends, by provider: for each column's provider the credential the run
 * engine would send that provider for one call (`requestRoute`: the user's own key for it, else
 * their Hugging Face token, which the router takes for every provider). `undefined` when the user
 * set neither, so the server decides whether its own keys may serve the caller. The server keeps
 * them in memory only and sends each only to its provider.
 *
 * @example
 * ```ts
 * startKeys({ hfToken: "", providerKeys: { together: "tgp_v1_abc" }, useGateway: true, keysThroughServer: false }, ["together", "hf-inference"]);
 * // { together: "tgp_v1_abc" }
 * ```
 */
export function startKeys(
  settings: Pick<Settings, "hfToken" | "providerKeys" | "useGateway" | "keysThroughServer">,
  providers: readonly string[],
): Record<string, string> | undefined {
  const keys: Record<string, string> = {};
  for (const provider of new Set(providers)) {
    const key = requestRoute(settings, provider).token?.trim();
    if (key) keys[provider] = key;
  }
  return Object.keys(keys).length === 0 ? undefined : keys;
}

/**
 * The format the server is told for an uploaded file, from its name: JSON Lines for `.jsonl`,
 * `.ndjson` and `.json`, CSV for anything else (the server checks the text either way).
 *
 * @example
 * ```ts
 * fileFormat("reviews.jsonl"); // "jsonl"
 * ```
 */
export function fileFormat(name: string): "csv" | "jsonl" {
  return /\.(jsonl|ndjson|json)$/i.test(name) ? "jsonl" : "csv";
}

/**
 * A file's text as UTF-8; `FileReader` where a `Blob` cannot read itself (older DOM
 * implementations).
 *
 * @example
 * ```ts
 * const text = await fileText(file);
 * ```
 */
export function fileText(file: Blob): Promise<string> {
  if (typeof file.text === "function") return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsText(file);
  });
}
