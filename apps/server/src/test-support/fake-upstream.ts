import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/** A request the fake received. */
export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A loopback HTTP server standing in for a provider, router or remote Hub. */
export interface FakeUpstream {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * Starts a `node:http` server on a free loopback port; `handle` answers each request after its
 * body has been read and recorded.
 */
export async function startFakeUpstream(
  handle: (request: RecordedRequest, response: ServerResponse) => void | Promise<void>,
): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const recorded = {
        method: incoming.method ?? "",
        url: incoming.url ?? "",
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      void handle(recorded, response);
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
