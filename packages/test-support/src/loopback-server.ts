import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/**
 * A request a fake server received: the one request shape of every fake in this package.
 *
 * @example
 * ```ts
 * const [call] = upstream.requests;
 * expect(call?.headers.authorization).toBe("Bearer hf_test");
 * ```
 */
export interface RecordedRequest {
  method: string;
  /** Path and query as the client sent them, e.g. `/v1/chat/completions?stream=true`. */
  url: string;
  headers: IncomingMessage["headers"];
  /** The body read whole and decoded as UTF-8 (`""` when there was none). */
  body: string;
  /** The same body as the bytes received, for binary uploads (images, audio, forms). */
  bytes: Buffer;
}

/** Reads a request's whole body and records it (every fake server here records this way). */
export async function recordRequest(incoming: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  return {
    method: incoming.method ?? "GET",
    url: incoming.url ?? "/",
    headers: incoming.headers,
    body: bytes.toString("utf8"),
    bytes,
  };
}

/**
 * The body of a request that declared JSON, parsed; `undefined` for no request, another content
 * type or a body that is not JSON.
 *
 * @example
 * ```ts
 * expect(jsonBody(upstream.requests[0])).toEqual({ inputs: "Hello" });
 * ```
 */
export function jsonBody(request: RecordedRequest | undefined): unknown {
  if (!String(request?.headers["content-type"]).startsWith("application/json")) return undefined;
  try {
    return JSON.parse(request?.body ?? "");
  } catch {
    return undefined;
  }
}

/**
 * A running loopback server standing in for a provider, the router, a remote Hub or the
 * ModelDeck API: its base URL, every request it received, and `close`.
 *
 * @example
 * ```ts
 * declare const upstream: FakeUpstream;
 * afterEach(() => upstream.close());
 * ```
 */
export interface FakeUpstream {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * Starts a `node:http` server on a free loopback port; `handle` answers each request after its
 * body has been read and recorded. Tests hand its `url` to the code under test (an injected base
 * URL or `fetch`), never a patched global `fetch`.
 *
 * @example
 * ```ts
 * const upstream = await startFakeUpstream((_request, response) => sendJson(response, { id: "openai-community/gpt2" }));
 * await fetch(`${upstream.url}/api/models/openai-community/gpt2`);
 * await upstream.close();
 * ```
 */
export async function startFakeUpstream(
  handle: (request: RecordedRequest, response: ServerResponse) => void | Promise<void>,
): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    void recordRequest(incoming).then((recorded) => {
      requests.push(recorded);
      return handle(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("not listening");
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Answers one request of {@link startFakeServer}; return `false` to fall through to a 404.
 *
 * @example
 * ```ts
 * const stats: FakeHandler = (_request, response) => sendJson(response, { total: 1 });
 * ```
 */
export type FakeHandler = (
  request: RecordedRequest,
  response: ServerResponse,
) => void | boolean | Promise<void | boolean>;

/** The most specific route (longest key) whose method matches and whose path prefix fits. */
function routeFor(routes: Record<string, FakeHandler>, method: string, path: string) {
  const key = Object.keys(routes)
    .filter((route) => {
      const [routeMethod, prefix] = route.split(" ");
      return routeMethod === method && prefix !== undefined && path.startsWith(prefix);
    })
    .sort((left, right) => right.length - left.length)[0];
  return key === undefined ? undefined : routes[key];
}

/**
 * A {@link startFakeUpstream} server with routes keyed `"METHOD /path-prefix"` (the longest
 * matching prefix wins, anything unmatched is a JSON 404) and open CORS, so the web app's tests
 * in jsdom can call it like the ModelDeck API.
 *
 * @example
 * ```ts
 * const server = await startFakeServer({ "GET /api/stats": (_, response) => sendJson(response, { total: 1 }) });
 * // … server.url, server.requests …
 * await server.close();
 * ```
 */
export function startFakeServer(routes: Record<string, FakeHandler>): Promise<FakeUpstream> {
  return startFakeUpstream(async (request, response) => {
    response.setHeader("access-control-allow-origin", "*");
    response.setHeader("access-control-allow-headers", "*");
    response.setHeader("access-control-expose-headers", "link");
    if (request.method === "OPTIONS") return void response.end();
    const path = request.url.split("?")[0] ?? "";
    const handler = routeFor(routes, request.method, path);
    const handled = handler === undefined ? false : await handler(request, response);
    if (handled === false) {
      sendJson(response, { error: `no route for ${request.method} ${path}` }, 404);
    }
  });
}

/**
 * Sends a JSON body with a status (200 by default) and extra headers.
 *
 * @example
 * ```ts
 * sendJson(response, { error: "Repository not found" }, 404);
 * ```
 */
export function sendJson(
  response: ServerResponse,
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}
