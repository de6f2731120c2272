import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { InferenceClientProviderApiError } from "../../http-request-errors.js";
import { chatChunk, tgiToken } from "../../test-support/fixtures.js";
import { useFakeServer } from "../../test-support/use-fake-server.js";
import { chatCompletionStream } from "../nlp/chat-completion-stream.js";
import { textGenerationStream } from "../nlp/text-generation-stream.js";
import { jsonBody } from "@modeldeck/test-support/loopback-server";

const fake = useFakeServer();
const MODEL = "meta-llama/Llama-3.1-8B-Instruct";
const CHAT_PATH = `/router/hf-inference/models/${MODEL}/v1/chat/completions`;
const messages = [{ role: "user", content: "Count" }];

async function collect<T>(stream: AsyncGenerator<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of stream) items.push(item);
  return items;
}

const chatStream = () =>
  chatCompletionStream({ model: MODEL, messages, accessToken: "hf_streamtoken" }, fake.options());

describe("chatCompletionStream", () => {
  it("yields each event and stops at [DONE], sending stream: true", async () => {
    fake.server.on("POST", CHAT_PATH, {
      events: [chatChunk("One", 0), chatChunk(" two", 1), "[DONE]", chatChunk("never", 2)],
    });
    const chunks = await collect(chatStream());
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content)).toEqual(["One", " two"]);
    expect(jsonBody(fake.server.requests[0])).toMatchObject({
      stream: true,
      model: MODEL,
      messages,
    });
  });

  it("reassembles events split across arbitrary chunks", async () => {
    const text =
      [chatChunk("é", 0), chatChunk("👋", 1)].map((data) => `data: ${data}\r\n\r\n`).join("") +
      "data: [DONE]\n\n";
    const bytes = new TextEncoder().encode(text);
    const pieces = [
      bytes.subarray(0, 7),
      bytes.subarray(7, 150),
      bytes.subarray(150, 151),
      bytes.subarray(151),
    ];
    fake.server.on("POST", CHAT_PATH, {
      headers: { "content-type": "text/event-stream" },
      chunks: pieces,
    });
    const chunks = await collect(chatStream());
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content)).toEqual(["é", "👋"]);
  });

  it("surfaces HTTP errors on the first read", async () => {
    fake.server.on("POST", CHAT_PATH, {
      status: 422,
      json: { error: "Template error: template not found" },
    });
    const stream = chatStream();
    expect(fake.server.requests).toHaveLength(0);
    await expect(stream.next()).rejects.toThrow(
      `Server ${MODEL} does not seem to support chat completion. Error: Template error: template not found`,
    );
  });

  it("refuses answers that are not event streams", async () => {
    fake.server.on("POST", CHAT_PATH, { json: { choices: [] } });
    await expect(collect(chatStream())).rejects.toThrow(
      "Server does not support event stream content type, it returned application/json",
    );
  });

  it("throws errors forwarded in an event", async () => {
    fake.server.on("POST", CHAT_PATH, {
      events: [
        chatChunk("One"),
        JSON.stringify({ error: { message: "Input validation error" }, error_type: "validation" }),
      ],
    });
    const error = await collect(chatStream()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InferenceClientProviderApiError);
    expect((error as Error).message).toBe("Error forwarded from backend: Input validation error");
  });

  it("throws when the stream is cut in the middle of an event", async () => {
    fake.server.on("POST", CHAT_PATH, {
      headers: { "content-type": "text/event-stream" },
      chunks: [`data: ${chatChunk("One")}\n\n`, 'data: {"choices":[{"del'],
      cutConnection: true,
    });
    const error = await collect(chatStream()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
  });

  it("ends with all the text before an event the server cut off, as 3.6.2 does", async () => {
    fake.server.on("POST", CHAT_PATH, {
      headers: { "content-type": "text/event-stream" },
      chunks: [`data: ${chatChunk("One")}\n\n`, 'data: {"choices":[{"del'],
    });
    const chunks = await collect(chatStream());
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content)).toEqual(["One"]);
  });

  it('takes `"error": null` in a chunk for no error', async () => {
    const withNull = JSON.stringify({ ...JSON.parse(chatChunk("Fine")), error: null });
    fake.server.on("POST", CHAT_PATH, { events: [withNull, "[DONE]"] });
    const chunks = await collect(chatStream());
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content)).toEqual(["Fine"]);
  });

  it("retries a 503 before streaming", async () => {
    fake.server.on(
      "POST",
      CHAT_PATH,
      { status: 503, json: { error: "loading" } },
      { events: [chatChunk("ok"), "[DONE]"] },
    );
    expect(await collect(chatStream())).toHaveLength(1);
    expect(fake.waits).toHaveLength(1);
  });
});

describe("connection reuse", () => {
  it("lets the server finish the answer after [DONE] instead of closing the connection", async () => {
    // The server ends the body a little after [DONE], as a proxy might: a client that cancels
    // at [DONE] cuts the connection before that end, and the next request needs a new one.
    const finished = new Promise<{ completed: boolean; socketOpen: boolean }>((resolve) => {
      const server = createServer((request, response) => {
        request.resume();
        request.on("end", () => {
          response.writeHead(200, { "content-type": "text/event-stream" });
          response.write(`data: ${chatChunk("One")}\n\ndata: [DONE]\n\n`);
          const timer = setTimeout(() => response.end(), 50);
          response.on("close", () => {
            clearTimeout(timer);
            resolve({
              completed: response.writableFinished,
              socketOpen: !request.socket.destroyed,
            });
            server.close();
            server.closeAllConnections();
          });
        });
      });
      server.listen(0, "127.0.0.1", async () => {
        const { port } = server.address() as AddressInfo;
        const stream = chatCompletionStream({
          endpointUrl: `http://127.0.0.1:${port}`,
          model: MODEL,
          messages,
        });
        expect((await collect(stream)).map((chunk) => chunk.choices[0]?.delta.content)).toEqual([
          "One",
        ]);
      });
    });
    expect(await finished).toEqual({ completed: true, socketOpen: true });
  });
});

describe("textGenerationStream", () => {
  it("streams text-generation-inference tokens until the server closes", async () => {
    const path = "/router/hf-inference/models/meta-llama/Llama-2-7b-hf";
    fake.server.on("POST", path, { events: [tgiToken(" How", 1), tgiToken(" does", 2, true)] });
    const events = await collect(
      textGenerationStream(
        { model: "meta-llama/Llama-2-7b-hf", inputs: "Please answer" },
        fake.options(),
      ),
    );
    expect(events.map((event) => event.token.text).join("")).toBe(" How does");
    expect(events[1]?.generated_text).toBe("complete text");
    expect(jsonBody(fake.server.requests[0])).toEqual({ inputs: "Please answer", stream: true });
    expect(fake.server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it("forwards a validation error sent as the only event", async () => {
    const path = "/router/hf-inference/models/meta-llama/Llama-3.2-3B";
    fake.server.on("POST", path, {
      chunks: [
        'data:{"error":"Input validation error: `inputs` tokens + `max_new_tokens` must be <= 4096","error_type":"validation"}\n\n',
      ],
      headers: { "content-type": "text/event-stream" },
    });
    await expect(
      collect(
        textGenerationStream(
          {
            model: "meta-llama/Llama-3.2-3B",
            inputs: "Write",
            parameters: { max_new_tokens: 10_000 },
          },
          fake.options(),
        ),
      ),
    ).rejects.toThrow(
      "Error forwarded from backend: Input validation error: `inputs` tokens + `max_new_tokens` must be <= 4096",
    );
  });
});
