import type { ServerResponse } from "node:http";
import {
  sendJson,
  startFakeUpstream,
  type FakeUpstream,
  type RecordedRequest,
} from "./loopback-server.js";

// Shapes as the real services answer (see the hf-inference recordings): classification is a
// list of label lists, speech recognition a `text`, chat an OpenAI completion or event stream.

/**
 * What the fake answers a text classification: the hf-inference shape, one list per input.
 *
 * @example
 * ```ts
 * expect(JSON.parse(output)).toEqual(CLASSIFICATION);
 * ```
 */
export const CLASSIFICATION = [
  [
    { label: "POSITIVE", score: 0.9998763799667358 },
    { label: "NEGATIVE", score: 0.00012365418660920113 },
  ],
];

/**
 * What the fake answers a zero-shot image classification (a model id containing `clip-vit`).
 *
 * @example
 * ```ts
 * expect(JSON.parse(output)).toEqual(ZERO_SHOT_IMAGE);
 * ```
 */
export const ZERO_SHOT_IMAGE = [
  { label: "cat", score: 0.9821 },
  { label: "llama", score: 0.0124 },
  { label: "dog", score: 0.0055 },
];

/**
 * The transcript the fake answers for speech recognition (a model id containing `whisper`).
 *
 * @example
 * ```ts
 * expect(output).toContain(TRANSCRIPT);
 * ```
 */
export const TRANSCRIPT =
  "and mister john dashwood had then leisure to consider how much there might be prudently in his power to do for them";

/**
 * The chat answer, piece by piece as the stream sends it (joined for a whole completion).
 *
 * @example
 * ```ts
 * expect(output).toContain(ANSWER_PIECES.join(""));
 * ```
 */
export const ANSWER_PIECES = ["The capital", " of France", " is Paris."];

/**
 * The image the fake answers text-to-image with (a model id containing `FLUX`): a valid 1×1
 * PNG, so a saved file is a real image.
 *
 * @example
 * ```ts
 * expect(await readFile("astronaut.png")).toEqual(PNG_BYTES);
 * ```
 */
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

function chatAnswer(response: ServerResponse, body: Record<string, unknown>): void {
  const model = String(body.model ?? "tgi");
  if (!body.stream) {
    sendJson(response, {
      object: "chat.completion",
      id: "",
      created: 1738161419,
      model,
      choices: [
        {
          index: 0,
          message: { role: "assistant", content: ANSWER_PIECES.join("") },
          logprobs: null,
          finish_reason: "stop",
        },
      ],
      usage: { prompt_tokens: 15, completion_tokens: 8, total_tokens: 23 },
    });
    return;
  }
  response.writeHead(200, { "Content-Type": "text/event-stream" });
  for (const [index, piece] of ANSWER_PIECES.entries()) {
    const chunk = {
      object: "chat.completion.chunk",
      id: "",
      created: 1738161419,
      model,
      choices: [
        {
          index: 0,
          delta: { role: "assistant", content: piece },
          logprobs: null,
          finish_reason: index === ANSWER_PIECES.length - 1 ? "stop" : null,
        },
      ],
    };
    response.write(`data: ${JSON.stringify(chunk)}\n\n`);
  }
  response.end("data: [DONE]\n\n");
}

function answer(request: RecordedRequest, response: ServerResponse, tokens: string[]): void {
  const { url: path, method } = request;
  if (method === "GET" && path.startsWith("/api/models/")) {
    const id = decodeURIComponent(path.slice("/api/models/".length).split("?")[0] ?? "");
    const mapping = {
      "hf-inference": { status: "live", providerId: id, task: "text-classification" },
      together: { status: "live", providerId: `${id}-Turbo`, task: "conversational" },
    };
    sendJson(response, { _id: "0", id, inferenceProviderMapping: mapping });
    return;
  }
  const authorization = request.headers.authorization ?? "";
  if (!tokens.some((accepted) => authorization === `Bearer ${accepted}`)) {
    sendJson(response, { error: "Invalid credentials in Authorization header" }, 401);
    return;
  }
  if (path.endsWith("/chat/completions")) {
    chatAnswer(response, JSON.parse(request.body) as Record<string, unknown>);
  } else if (path.includes("whisper")) {
    sendJson(response, { text: TRANSCRIPT });
  } else if (path.includes("FLUX")) {
    response.writeHead(200, { "Content-Type": "image/png" });
    response.end(PNG_BYTES);
  } else if (path.includes("clip-vit")) {
    sendJson(response, ZERO_SHOT_IMAGE);
  } else {
    sendJson(response, CLASSIFICATION);
  }
}

/**
 * Starts a loopback server that answers like the router, hf-inference and an OpenAI-style
 * provider at once, for generated snippets run as pasted: model info with a provider mapping at
 * `/api/models/{id}`, chat (whole or streamed), speech recognition, text-to-image and
 * classification, each only for a bearer token in `acceptedTokens` (else the router's 401).
 *
 * @example
 * ```ts
 * const fake = await startFakeProvider(["hf_fakeToken"]);
 * // run a snippet with routerUrl: fake.url, then read fake.requests.at(-1)
 * await fake.close();
 * ```
 */
export function startFakeProvider(acceptedTokens: string[]): Promise<FakeUpstream> {
  return startFakeUpstream((request, response) => answer(request, response, acceptedTokens));
}
