import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * One request another site received: what a page leaked to it.
 *
 * @example
 * ```ts
 * const leaked: ListenedRequest = { method: "GET", path: "/pixel.png" };
 * ```
 */
export interface ListenedRequest {
  method: string;
  path: string;
}

/**
 * A self-signed certificate for 127.0.0.1, made with `openssl` for this run only (the browser
 * context that visits it ignores certificate errors), so that a hostile page's `https:` URLs,
 * which a policy allowing `https:` would let through, point at a server the test can watch.
 */
function throwawayCertificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(join(tmpdir(), "modeldeck-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        join(folder, "key.pem"),
        "-out",
        join(folder, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return {
      key: readFileSync(join(folder, "key.pem")),
      cert: readFileSync(join(folder, "cert.pem")),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Starts a loopback server standing in for another web site: it records every request it gets
 * and answers with `respond` (by default an empty 200), over `https:` when asked.
 *
 * @example
 * ```ts
 * const elsewhere = await startRecordingListener({ tls: true });
 * // … render a hostile card that names `${elsewhere.url}/pixel.png` …
 * expect(elsewhere.requests).toEqual([]);
 * await elsewhere.close();
 * ```
 */
export async function startRecordingListener(
  options: {
    tls?: boolean;
    respond?: (request: IncomingMessage, response: ServerResponse) => void;
  } = {},
) {
  const requests: ListenedRequest[] = [];
  const handler = (request: IncomingMessage, response: ServerResponse) => {
    requests.push({ method: request.method ?? "GET", path: request.url ?? "/" });
    if (options.respond) return options.respond(request, response);
    response.writeHead(200, { "content-type": "text/plain" });
    response.end("seen");
  };
  const server = options.tls
    ? createHttpsServer(throwawayCertificate(), handler)
    : createHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `${options.tls ? "https" : "http"}://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
