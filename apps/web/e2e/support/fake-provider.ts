import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { REPOSITORY_ROOT } from "./real-server";

/** The token the e2e test enters to see a refusal. */
export const BAD_TOKEN = "hf_bad_e2e_token_0000";

const json = (response: ServerResponse, body: unknown, status = 200) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

/** One received request: method, path and authorization (for assertions). */
export interface ProviderCall {
  method: string;
  path: string;
  authorization?: string;
  bodyBytes: number;
  contentType?: string;
}

function answer(request: IncomingMessage, response: ServerResponse, onStreamClosed: () => void) {
  const path = (request.url ?? "").split("?")[0] ?? "";
  if (request.headers.authorization === `Bearer ${BAD_TOKEN}`) {
    return json(response, { error: "Invalid credentials in Authorization header" }, 401);
  }
  if (path.endsWith("/v1/chat/completions")) {
    response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
    let index = 0;
    const timer = setInterval(() => {
      index += 1;
      const chunk = {
        id: "chatcmpl-e2e",
        object: "chat.completion.chunk",
        created: 1_732_000_000,
        model: "meta-llama/Llama-3.1-8B-Instruct",
        choices: [
          {
            index: 0,
            delta: { role: "assistant", content: `token${index} ` },
            finish_reason: null,
          },
        ],
      };
      response.write(`data: ${JSON.stringify(chunk)}\n\n`);
      if (index >= 600) {
        clearInterval(timer);
        response.end("data: [DONE]\n\n");
      }
    }, 100);
    response.on("close", () => {
      clearInterval(timer);
      onStreamClosed();
    });
    return;
  }
  if (path.includes("/distilbert/")) {
    return json(response, [
      [
        { label: "POSITIVE", score: 0.9991 },
        { label: "NEGATIVE", score: 0.0009 },
      ],
    ]);
  }
  if (path.includes("/facebook/detr-resnet-50")) {
    return json(response, [
      { score: 0.9982, label: "cat", box: { xmin: 110, ymin: 20, xmax: 380, ymax: 295 } },
      { score: 0.912, label: "remote", box: { xmin: 5, ymin: 200, xmax: 90, ymax: 290 } },
    ]);
  }
  // A second classifier and a second detector, so a comparison has two answering columns.
  if (path.includes("/cardiffnlp/twitter-roberta-base-sentiment-latest")) {
    return json(response, [
      [
        { label: "positive", score: 0.9713 },
        { label: "neutral", score: 0.0221 },
        { label: "negative", score: 0.0066 },
      ],
    ]);
  }
  if (path.includes("/PekingU/rtdetr_v2_r50vd")) {
    return json(response, [
      { score: 0.951, label: "cat", box: { xmin: 104, ymin: 18, xmax: 377, ymax: 301 } },
      { score: 0.62, label: "remote", box: { xmin: 8, ymin: 204, xmax: 88, ymax: 286 } },
      { score: 0.41, label: "couch", box: { xmin: 0, ymin: 150, xmax: 451, ymax: 300 } },
    ]);
  }
  if (path.startsWith("/together-direct/v1/images/generations")) {
    // Together's own API (reached with a Together key): OpenAI-style base64 images.
    const png = readFileSync(join(REPOSITORY_ROOT, "packages/tasks/media/coffee.png")).toString(
      "base64",
    );
    return json(response, {
      id: "img-e2e",
      model: "black-forest-labs/FLUX.1-dev",
      object: "list",
      data: [{ index: 0, b64_json: png }],
    });
  }
  if (path.includes("/FLUX.1-dev")) {
    response.writeHead(200, { "content-type": "image/png" });
    return response.end(readFileSync(join(REPOSITORY_ROOT, "packages/tasks/media/coffee.png")));
  }
  json(response, { error: `Model not served by the fake provider: ${path}` }, 404);
}

/**
 * A loopback stand-in for the Hugging Face router and providers, answering the e2e flows with
 * realistic bodies: classification scores, a slow SSE chat stream, a PNG, detection boxes, and
 * a 401 for {@link BAD_TOKEN}.
 *
 * @example
 * ```ts
 * const provider = await startFakeProvider();
 * // MODELDECK_ROUTER_URL = provider.url
 * ```
 */
export async function startFakeProvider() {
  const calls: ProviderCall[] = [];
  const state = { streamsClosed: 0 };
  const server = createServer((request, response) => {
    let bodyBytes = 0;
    request.on("data", (chunk: Buffer) => (bodyBytes += chunk.length));
    request.on("end", () => {
      calls.push({
        method: request.method ?? "GET",
        path: request.url ?? "",
        authorization: request.headers.authorization,
        bodyBytes,
        contentType: request.headers["content-type"],
      });
      answer(request, response, () => (state.streamsClosed += 1));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
