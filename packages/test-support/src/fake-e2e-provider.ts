import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import {
  sendJson,
  startFakeUpstream,
  type FakeUpstream,
  type RecordedRequest,
} from "./loopback-server.js";

/**
 * The token the e2e tests enter to see a refusal: the fake answers it with the router's 401.
 *
 * @example
 * ```ts
 * await page.getByLabel("Access token").fill(BAD_TOKEN);
 * ```
 */
export const BAD_TOKEN = "hf_bad_e2e_token_0000";

// The catalogue's own example picture, so the image answers are a real PNG the app can show.
const COFFEE_PNG = new URL("../../tasks/media/coffee.png", import.meta.url);

function answer(request: RecordedRequest, response: ServerResponse, onStreamClosed: () => void) {
  const path = request.url.split("?")[0] ?? "";
  if (request.headers.authorization === `Bearer ${BAD_TOKEN}`) {
    return sendJson(response, { error: "Invalid credentials in Authorization header" }, 401);
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
    return sendJson(response, [
      [
        { label: "POSITIVE", score: 0.9991 },
        { label: "NEGATIVE", score: 0.0009 },
      ],
    ]);
  }
  if (path.includes("/facebook/detr-resnet-50")) {
    return sendJson(response, [
      { score: 0.9982, label: "cat", box: { xmin: 110, ymin: 20, xmax: 380, ymax: 295 } },
      { score: 0.912, label: "remote", box: { xmin: 5, ymin: 200, xmax: 90, ymax: 290 } },
    ]);
  }
  // A second classifier and a second detector, so a comparison has two answering columns.
  if (path.includes("/cardiffnlp/twitter-roberta-base-sentiment-latest")) {
    return sendJson(response, [
      [
        { label: "positive", score: 0.9713 },
        { label: "neutral", score: 0.0221 },
        { label: "negative", score: 0.0066 },
      ],
    ]);
  }
  if (path.includes("/PekingU/rtdetr_v2_r50vd")) {
    return sendJson(response, [
      { score: 0.951, label: "cat", box: { xmin: 104, ymin: 18, xmax: 377, ymax: 301 } },
      { score: 0.62, label: "remote", box: { xmin: 8, ymin: 204, xmax: 88, ymax: 286 } },
      { score: 0.41, label: "couch", box: { xmin: 0, ymin: 150, xmax: 451, ymax: 300 } },
    ]);
  }
  if (path.startsWith("/together-direct/v1/images/generations")) {
    // Together's own API (reached with a Together key): OpenAI-style base64 images.
    const png = readFileSync(COFFEE_PNG).toString("base64");
    return sendJson(response, {
      id: "img-e2e",
      model: "black-forest-labs/FLUX.1-dev",
      object: "list",
      data: [{ index: 0, b64_json: png }],
    });
  }
  if (path.includes("/FLUX.1-dev")) {
    response.writeHead(200, { "content-type": "image/png" });
    return response.end(readFileSync(COFFEE_PNG));
  }
  sendJson(response, { error: `Model not served by the fake provider: ${path}` }, 404);
}

/**
 * A running {@link startFakeE2eProvider}: the loopback server and its recorded requests, plus
 * how many chat streams the client has closed (a stopped run closes its stream early).
 *
 * @example
 * ```ts
 * declare const provider: FakeE2eProvider;
 * const closedBefore = provider.state.streamsClosed;
 * ```
 */
export interface FakeE2eProvider extends FakeUpstream {
  state: { streamsClosed: number };
}

/**
 * A loopback stand-in for the Hugging Face router and providers, answering the web app's
 * browser (e2e) flows with realistic bodies: classification scores, a slow SSE chat stream
 * (600 pieces, one every 100 ms, so a test can stop it), a PNG, detection boxes, Together's
 * base64 images at `/together-direct`, and a 401 for {@link BAD_TOKEN}.
 *
 * @example
 * ```ts
 * const provider = await startFakeE2eProvider();
 * // MODELDECK_ROUTER_URL = provider.url
 * await provider.close();
 * ```
 */
export async function startFakeE2eProvider(): Promise<FakeE2eProvider> {
  const state = { streamsClosed: 0 };
  const upstream = await startFakeUpstream((request, response) => {
    answer(request, response, () => (state.streamsClosed += 1));
  });
  return Object.assign(upstream, { state });
}
