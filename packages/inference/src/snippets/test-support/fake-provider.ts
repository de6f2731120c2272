import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request the fake received, kept for assertions. */
interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: Buffer;
}

/** A running fake: its base URL, what it received, and how to stop it. */
export interface FakeProvider {
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

// Shapes as the real services answer (see the hf-inference recordings): classification is a
// list of label lists, speech recognition a `text`, chat an OpenAI completion or event stream.
export const CLASSIFICATION = [
  [
    { label: "POSITIVE", score: 0.9998763799667358 },
    { label: "NEGATIVE", score: 0.00012365418660920113 },
  ],
];
export const ZERO_SHOT_IMAGE = [
  { label: "cat", score: 0.9821 },
  { label: "llama", score: 0.0124 },
  { label: "dog", score: 0.0055 },
];
export const TRANSCRIPT =
  "and mister john dashwood had then leisure to consider how much there might be prudently in his power to do for them";
export const ANSWER_PIECES = ["The capital", " of France", " is Paris."];
// A valid 1×1 PNG, so the saved file is a real image.
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

function chatAnswer(response: ServerResponse, body: Record<string, unknown>): void {
  const model = String(body.model ?? "tgi");
  if (!body.stream) {
    sendJson(response, 200, {
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

function answer(request: ReceivedRequest, response: ServerResponse, token: string[]): void {
  const { path, method } = request;
  if (method === "GET" && path.startsWith("/api/models/")) {
    const id = decodeURIComponent(path.slice("/api/models/".length).split("?")[0] ?? "");
    const mapping = {
      "hf-inference": { status: "live", providerId: id, task: "text-classification" },
      together: { status: "live", providerId: `${id}-Turbo`, task: "conversational" },
    };
    sendJson(response, 200, { _id: "0", id, inferenceProviderMapping: mapping });
    return;
  }
  const authorization = request.headers.authorization ?? "";
  if (!token.some((accepted) => authorization === `Bearer ${accepted}`)) {
    sendJson(response, 401, { error: "Invalid credentials in Authorization header" });
    return;
  }
  if (path.endsWith("/chat/completions")) {
    chatAnswer(response, JSON.parse(request.body.toString("utf8")) as Record<string, unknown>);
  } else if (path.includes("whisper")) {
    sendJson(response, 200, { text: TRANSCRIPT });
  } else if (path.includes("FLUX")) {
    response.writeHead(200, { "Content-Type": "image/png" });
    response.end(PNG_BYTES);
  } else if (path.includes("clip-vit")) {
    sendJson(response, 200, ZERO_SHOT_IMAGE);
  } else {
    sendJson(response, 200, CLASSIFICATION);
  }
}

/**
 * Starts a loopback server that answers like the router, hf-inference and an OpenAI-style
 * provider, accepting only the given tokens.
 */
export async function startFakeProvider(acceptedTokens: string[]): Promise<FakeProvider> {
  const received: ReceivedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const request: ReceivedRequest = {
        method: incoming.method ?? "GET",
        path: incoming.url ?? "/",
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      answer(request, response, acceptedTokens);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
