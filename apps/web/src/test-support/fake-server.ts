import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the fake server received, with its body as text. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** Answers one request; return `false` to fall through to a 404. */
export type FakeHandler = (
  request: ReceivedRequest,
  response: ServerResponse,
) => void | boolean | Promise<void | boolean>;

/**
 * A real HTTP server on a loopback port for tests: routes are matched by method and path
 * prefix, every request is recorded. Tests pass its URL (never patch `fetch`).
 *
 * @example
 * ```ts
 * const server = await startFakeServer({ "GET /api/stats": (_, response) => sendJson(response, { total: 1 }) });
 * // … server.url, server.requests …
 * await server.close();
 * ```
 */
export async function startFakeServer(routes: Record<string, FakeHandler>) {
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const request: ReceivedRequest = {
        method: incoming.method ?? "GET",
        url: incoming.url ?? "/",
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(request);
      response.setHeader("access-control-allow-origin", "*");
      response.setHeader("access-control-allow-headers", "*");
      response.setHeader("access-control-expose-headers", "link");
      if (request.method === "OPTIONS") return void response.end();
      const path = request.url.split("?")[0] ?? "";
      const key = Object.keys(routes)
        .filter((route) => {
          const [method, prefix] = route.split(" ");
          return method === request.method && prefix !== undefined && path.startsWith(prefix);
        })
        .sort((left, right) => right.length - left.length)[0];
      const handler = key ? routes[key] : undefined;
      void Promise.resolve(handler ? handler(request, response) : false).then((handled) => {
        if (handled === false)
          sendJson(response, { error: `no route for ${request.method} ${path}` }, 404);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Sends a JSON body with a status (200 by default) and extra headers.
 *
 * @example
 * ```ts
 * sendJson(response, { error: "nope" }, 404);
 * ```
 */
export function sendJson(
  response: ServerResponse,
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}
