import { startFakeUpstream, type FakeUpstream } from "./loopback-server.js";

/**
 * What one request to {@link startFakeHub} gets: a status (200 by default), headers and a body,
 * JSON-encoded unless it is a string.
 *
 * @example
 * ```ts
 * const missing: FakeAnswer = { status: 404, body: { error: "Repository not found" } };
 * ```
 */
export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  body: unknown;
}

/**
 * Starts a loopback Hub that answers from one function of the request's path and query (and
 * the hub's own base URL, for `Link` headers that point back at it); `undefined` is a JSON 404.
 * It records every request as a `RecordedRequest`, like every fake in this package.
 *
 * @example
 * ```ts
 * const hub = await startFakeHub((url) =>
 *   url === "/api/models/openai-community/gpt2" ? { body: { _id: "1", id: "openai-community/gpt2" } } : undefined,
 * );
 * await modelInfo({ name: "openai-community/gpt2" }, { hubUrl: hub.url });
 * await hub.close();
 * ```
 */
export async function startFakeHub(
  answer: (url: string, base: string) => FakeAnswer | undefined,
): Promise<FakeUpstream> {
  const hub: FakeUpstream = await startFakeUpstream((request, response) => {
    const found = answer(request.url, hub.url) ?? { status: 404, body: { error: "not found" } };
    const text = typeof found.body === "string" ? found.body : JSON.stringify(found.body);
    response.writeHead(found.status ?? 200, {
      "content-type": "application/json",
      ...found.headers,
    });
    response.end(text);
  });
  return hub;
}
