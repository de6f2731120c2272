import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import { afterEach, describe, expect, it } from "vitest";
import { streamedChat } from "./streamed-chat.js";

const column = { model: "acme/chat", provider: "hf-inference", parameters: { max_tokens: 40 } };

function events(pieces: string[], usage?: object): string {
  const lines = pieces.map((content, index) =>
    JSON.stringify({
      id: "chatcmpl-1",
      created: 1,
      model: "acme/chat",
      choices: [
        {
          index: 0,
          delta: { content },
          finish_reason: index === pieces.length - 1 ? "stop" : null,
        },
      ],
    }),
  );
  if (usage !== undefined) {
    lines.push(
      JSON.stringify({ id: "chatcmpl-1", created: 1, model: "acme/chat", choices: [], usage }),
    );
  }
  return [...lines, "[DONE]"].map((line) => `data: ${line}\n\n`).join("");
}

describe("streamedChat", () => {
  let upstream: FakeUpstream | undefined;
  afterEach(() => upstream?.close());

  it("puts the streamed text together, times the first token and keeps the reported usage", async () => {
    upstream = await startFakeUpstream((_request, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      // The first event is sent at once, the rest after a pause: the first token comes first.
      const [first, ...rest] = events(["Two", " plus two", " is four."], {
        prompt_tokens: 9,
        completion_tokens: 5,
        total_tokens: 14,
      }).split(/(?<=\n\n)/);
      response.write(first);
      setTimeout(() => response.end(rest.join("")), 30);
    });
    const started = performance.now();
    const answer = await streamedChat(column, "What is 2 + 2?", undefined, {
      gatewayUrl: upstream.url,
      fetch,
      maxRetries: 0,
    });
    const total = performance.now() - started;
    expect(answer.answer).toBe("Two plus two is four.");
    expect(answer.promptTokens).toBe(9);
    expect(answer.completionTokens).toBe(5);
    expect(answer.firstTokenMs).toBeGreaterThanOrEqual(0);
    expect(answer.firstTokenMs).toBeLessThanOrEqual(total);
    expect(answer.output).toMatchObject({
      choices: [{ message: { role: "assistant", content: "Two plus two is four." } }],
      usage: { completion_tokens: 5 },
    });
    const [request] = upstream.requests;
    expect(request?.url).toMatch(/chat\/completions/);
    expect(JSON.parse(request?.body ?? "{}")).toMatchObject({
      stream: true,
      max_tokens: 40,
      messages: [{ role: "user", content: "What is 2 + 2?" }],
    });
  });

  it("answers without usage or a first token when the provider sends neither", async () => {
    upstream = await startFakeUpstream((_request, response) => {
      response.writeHead(200, { "content-type": "text/event-stream" });
      response.end(events([""]));
    });
    const answer = await streamedChat(column, "Say nothing", undefined, {
      gatewayUrl: upstream.url,
      fetch,
      maxRetries: 0,
    });
    expect(answer.answer).toBe("");
    expect(answer.firstTokenMs).toBeUndefined();
    expect(answer.completionTokens).toBeUndefined();
  });
});
