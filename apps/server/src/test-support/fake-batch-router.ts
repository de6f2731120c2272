import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * How a fake model answers row `index` (from the input's leading `review N:`): a label, or an
 * HTTP error status, after an optional delay in milliseconds.
 */
export type FakeModel = (index: number) => { label?: string; status?: number; delayMs?: number };

/**
 * A loopback stand-in for the Hugging Face router's hf-inference text-classification route
 * (`POST /hf-inference/models/{model}`), answering each model as its {@link FakeModel} says and
 * counting, per model and row, the requests it received and the answers it finished sending.
 * It also records the `Authorization` header of each request, to check whose key went where.
 *
 * @example
 * ```ts
 * const router = await startFakeBatchRouter({ "acme/fast": (index) => ({ label: index % 2 ? "POSITIVE" : "NEGATIVE" }) });
 * // MODELDECK_ROUTER_URL: router.url
 * await router.close();
 * ```
 */
export async function startFakeBatchRouter(models: Record<string, FakeModel>) {
  const received = new Map<string, number>();
  const answered = new Map<string, number>();
  const authorizations = new Set<string>();
  const bump = (counts: Map<string, number>, key: string) =>
    counts.set(key, (counts.get(key) ?? 0) + 1);
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      authorizations.add(String(request.headers.authorization ?? ""));
      const match = /^\/hf-inference\/models\/(.+)$/.exec(request.url ?? "");
      const model = match?.[1] === undefined ? undefined : models[decodeURIComponent(match[1])];
      let inputs = "";
      try {
        inputs = String(
          (JSON.parse(Buffer.concat(chunks).toString("utf8")) as { inputs: unknown }).inputs,
        );
      } catch {
        // Answered 400 below.
      }
      const index = Number(/^review (\d+):/.exec(inputs)?.[1] ?? Number.NaN);
      if (model === undefined || !Number.isInteger(index)) {
        response.writeHead(400, { "content-type": "application/json" });
        response.end('{"error":"unexpected request"}');
        return;
      }
      const key = `${match?.[1]}#${index}`;
      bump(received, key);
      const answer = model(index);
      const send = () => {
        response.on("finish", () => bump(answered, key));
        if (answer.status !== undefined) {
          response.writeHead(answer.status, { "content-type": "application/json" });
          response.end(JSON.stringify({ error: `fake error ${answer.status}` }));
        } else {
          response.writeHead(200, { "content-type": "application/json" });
          response.end(JSON.stringify([[{ label: answer.label, score: 0.9 }]]));
        }
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Requests received for a model's row. */
    received: (model: string, index: number) => received.get(`${model}#${index}`) ?? 0,
    /** Answers sent in full for a model's row. */
    answered: (model: string, index: number) => answered.get(`${model}#${index}`) ?? 0,
    authorizations,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
