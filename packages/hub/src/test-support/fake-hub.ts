import { createServer, type IncomingHttpHeaders } from "node:http";

/** A loopback hub that answers from a route table and records what it was asked. */
export interface FakeHub {
  url: string;
  requests: { url: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** What a route answers: status, headers and body (JSON-encoded unless a string). */
export type FakeAnswer = { status?: number; headers?: Record<string, string>; body: unknown };

/** Starts a fake hub on a free loopback port; `answer` maps a request path+query to a response. */
export async function startFakeHub(
  answer: (url: string, base: string) => FakeAnswer | undefined,
): Promise<FakeHub> {
  const requests: FakeHub["requests"] = [];
  let base = "";
  const server = createServer((request, response) => {
    requests.push({ url: request.url ?? "", headers: request.headers });
    const found = answer(request.url ?? "", base) ?? { status: 404, body: { error: "not found" } };
    const text = typeof found.body === "string" ? found.body : JSON.stringify(found.body);
    response.writeHead(found.status ?? 200, {
      "content-type": "application/json",
      ...found.headers,
    });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || address === null) throw new Error("not listening");
  base = `http://127.0.0.1:${address.port}`;
  return {
    url: base,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
