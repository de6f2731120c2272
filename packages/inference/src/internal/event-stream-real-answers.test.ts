// Streams as providers and the proxies in front of them really send them, on production URLs.
import { describe, expect, it } from "vitest";
import { InferenceClientProviderOutputError } from "../errors.js";
import { InferenceClientProviderApiError } from "../http-request-errors.js";
import { chatCompletionStream } from "../tasks/nlp/chat-completion-stream.js";
import { chatChunk } from "../test-support/fixtures.js";
import { at, useProductionHosts } from "../test-support/production-hosts.js";
import { jsonBody } from "@modeldeck/test-support/loopback-server";

const hosts = useProductionHosts();
const CEREBRAS_KEY = "csk-4n8wq2e9r7t6y5u3";
const HF_TOKEN = "hf_streamtoken42";
const messages = [{ role: "user", content: "Count to two" }];
const MODEL = "meta-llama/Llama-3.3-70B-Instruct";

function mapTo(provider: string, providerId: string) {
  hosts.server.on("GET", at(`https://huggingface.co/api/models/${MODEL}`), {
    json: {
      _id: "66f5e0c3",
      id: MODEL,
      inferenceProviderMapping: {
        [provider]: { status: "live", providerId, task: "conversational" },
      },
    },
  });
}

async function collect(stream: AsyncIterable<unknown>): Promise<unknown[]> {
  const events: unknown[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

const contents = (events: unknown[]) =>
  events.map(
    (event) =>
      (event as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content ?? "",
  );

describe("Cerebras streams", () => {
  const url = "https://api.cerebras.ai/v1/chat/completions";
  const lastChunk = JSON.stringify({
    id: "chatcmpl-0c2f",
    object: "chat.completion.chunk",
    created: 1763900000,
    model: "llama-3.3-70b",
    system_fingerprint: "fp_d7c1f3",
    choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
    usage: { prompt_tokens: 12, completion_tokens: 4, total_tokens: 16 },
  });

  it("keep the final event Cerebras sends without a terminating newline", async () => {
    mapTo("cerebras", "llama-3.3-70b");
    hosts.server.on("POST", at(url), {
      headers: { "content-type": "text/event-stream" },
      chunks: [
        `data: ${chatChunk("One")}\n\n`,
        `data: ${chatChunk(", two")}\n\n`,
        `data: ${lastChunk}`,
      ],
    });
    const events = await collect(
      chatCompletionStream(
        { provider: "cerebras", model: MODEL, accessToken: CEREBRAS_KEY, messages, store: true },
        hosts.options(),
      ),
    );
    expect(contents(events)).toEqual(["One", ", two", ""]);
    expect(events[2]).toMatchObject({ usage: { total_tokens: 16 } });
    expect(hosts.urls).toContain(url);
  });

  it("get no `store` field, which Cerebras refuses", async () => {
    mapTo("cerebras", "llama-3.3-70b");
    hosts.server.on("POST", at(url), { events: [chatChunk("One"), "[DONE]"] });
    await collect(
      chatCompletionStream(
        { provider: "cerebras", model: MODEL, accessToken: CEREBRAS_KEY, messages, store: true },
        hosts.options(),
      ),
    );
    const request = hosts.server.requests.find((candidate) => candidate.method === "POST");
    // Cerebras answers 400 to OpenAI's `store`.
    expect(jsonBody(request)).toEqual({ messages, stream: true, model: "llama-3.3-70b" });
    expect(hosts.urls).toContain(url);
  });

  it("end with everything before a last event the connection cut, as 3.6.2 ends them", async () => {
    mapTo("cerebras", "llama-3.3-70b");
    hosts.server.on("POST", at(url), {
      headers: { "content-type": "text/event-stream" },
      chunks: [`data: ${chatChunk("One")}\n\n`, `data: {"echo":"Bearer ${CEREBRAS_KEY}","choi`],
    });
    const events = await collect(
      chatCompletionStream(
        { provider: "cerebras", model: MODEL, accessToken: CEREBRAS_KEY, messages },
        hosts.options(),
      ),
    );
    expect(contents(events)).toEqual(["One"]);
  });

  it("never put the key into a message built from an event that is not JSON", async () => {
    mapTo("cerebras", "llama-3.3-70b");
    hosts.server.on("POST", at(url), {
      headers: { "content-type": "text/event-stream" },
      chunks: [`data: upstream refused key ${CEREBRAS_KEY}\n\n`],
    });
    const error = await collect(
      chatCompletionStream(
        { provider: "cerebras", model: MODEL, accessToken: CEREBRAS_KEY, messages },
        hosts.options(),
      ),
    ).catch((caught: unknown) => caught);
    expect((error as Error).message).toContain("Failed to parse an event of the stream as JSON");
    expect((error as Error).message).not.toContain(CEREBRAS_KEY);
  });
});

describe("streams through the router", () => {
  const url = "https://router.huggingface.co/together/v1/chat/completions";

  it("skip empty data events, the keep-alives proxies send", async () => {
    mapTo("together", "meta-llama/Llama-3.3-70B-Instruct-Turbo");
    hosts.server.on("POST", at(url), {
      headers: { "content-type": "text/event-stream" },
      chunks: [
        "data: \n\n",
        `data: ${chatChunk("One")}\n\n`,
        "data:\n\n",
        `data: ${chatChunk(", two")}\n\n`,
        "data: [DONE]\n\n",
      ],
    });
    const events = await collect(
      chatCompletionStream(
        { provider: "together", model: MODEL, accessToken: HF_TOKEN, messages },
        hosts.options(),
      ),
    );
    expect(contents(events)).toEqual(["One", ", two"]);
    expect(hosts.urls).toContain(url);
  });

  it("surface an `event: error` that has no `error` key", async () => {
    mapTo("together", "meta-llama/Llama-3.3-70B-Instruct-Turbo");
    hosts.server.on("POST", at(url), {
      headers: { "content-type": "text/event-stream" },
      chunks: [
        `data: ${chatChunk("One")}\n\n`,
        'event: error\ndata: {"message":"Upstream model overloaded","type":"overloaded_error"}\n\n',
      ],
    });
    const stream = chatCompletionStream(
      { provider: "together", model: MODEL, accessToken: HF_TOKEN, messages },
      hosts.options(),
    );
    const seen: unknown[] = [];
    const error = await (async () => {
      for await (const event of stream) seen.push(event);
    })().catch((caught: unknown) => caught);
    expect(contents(seen)).toEqual(["One"]);
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect((error as Error).message).toBe(
      "Error forwarded from backend: Upstream model overloaded",
    );
  });

  it("turn a connection reset in the middle of the answer into a typed error", async () => {
    mapTo("together", "meta-llama/Llama-3.3-70B-Instruct-Turbo");
    hosts.server.on("POST", at(url), {
      headers: { "content-type": "text/event-stream" },
      chunks: [`data: ${chatChunk("One")}\n\n`, `data: ${chatChunk(", two")}\n\n`],
      cutConnection: true,
    });
    const error = await collect(
      chatCompletionStream(
        { provider: "together", model: MODEL, accessToken: HF_TOKEN, messages },
        hosts.options(),
      ),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).message).toBe(
      `The connection to ${url} was lost in the middle of the event stream`,
    );
  });
});
