import { connect } from "node:net";
import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import { listenOnLoopback, seededServer } from "../test-support/seeded-server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";

const CHAT_URL = "/api/inference/together/v1/chat/completions";
const chatBody = (model: string, stream = false) =>
  JSON.stringify({ model, stream, messages: [{ role: "user", content: "Hi" }] });
const EVENT = (text: string) => `data: {"choices":[{"index":0,"delta":{"content":"${text}"}}]}\n\n`;

describe("inference gateway timeouts", () => {
  let test: TestDatabase;
  let upstream: FakeUpstream;
  const stalled: ServerResponse[] = [];
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    upstream = await startFakeUpstream(async (request, response) => {
      if (request.body.includes("stall-before-answer")) {
        stalled.push(response);
      } else if (request.body.includes("stall-mid-stream")) {
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.write(EVENT("Hel"));
        stalled.push(response);
      } else {
        // Steady: a chunk every 100 ms, longer in all than the timeout, never that long apart.
        response.writeHead(200, { "content-type": "text/event-stream" });
        for (const text of ["a", "b", "c", "d", "e", "f"]) {
          response.write(EVENT(text));
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        response.end("data: [DONE]\n\n");
      }
    });
  });
  afterEach(async () => {
    while (apps.length > 0) await apps.pop()?.close();
  });
  afterAll(async () => {
    await upstream.close();
    await test.dispose();
  });

  async function gateway(): Promise<FastifyInstance> {
    const app = await seededServer(test.database, {
      env: {
        MODELDECK_ROUTER_URL: `${upstream.url}/router`,
        HF_TOKEN: "hf_operator",
        MODELDECK_GATEWAY_TIMEOUT_SECONDS: "0.4",
      },
    });
    apps.push(app);
    return app;
  }

  it("answers 504 upstream_timeout when the provider does not start answering", async () => {
    const app = await gateway();
    const response = await app.inject({
      method: "POST",
      url: CHAT_URL,
      payload: chatBody("stall-before-answer"),
      headers: { "x-modeldeck-client": "modeldeck-inference", "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      error: "together did not answer within 0.4 seconds",
      code: "upstream_timeout",
    });
  });

  it("closes a stream that stalls between chunks, after passing on what came", async () => {
    const baseUrl = await listenOnLoopback(await gateway());
    const response = await fetch(`${baseUrl}${CHAT_URL}`, {
      method: "POST",
      headers: { "x-modeldeck-client": "modeldeck-inference", "content-type": "application/json" },
      body: chatBody("stall-mid-stream", true),
    });
    expect(response.status).toBe(200);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('"Hel"');
    // The connection is cut rather than ended cleanly, so the client knows the answer is partial.
    await expect(
      (async () => {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
      })(),
    ).rejects.toThrow();
  });

  it("measures a stream's timeout between chunks, not over the whole answer", async () => {
    const baseUrl = await listenOnLoopback(await gateway());
    const response = await fetch(`${baseUrl}${CHAT_URL}`, {
      method: "POST",
      headers: { "x-modeldeck-client": "modeldeck-inference", "content-type": "application/json" },
      body: chatBody("steady", true),
    });
    const text = await response.text();
    expect(text).toContain('"f"');
    expect(text).toContain("data: [DONE]");
  });

  it("closes the connection of a request whose body stops half-way", async () => {
    const baseUrl = new URL(await listenOnLoopback(await gateway()));
    const before = upstream.requests.length;
    const socket = connect(Number(baseUrl.port), baseUrl.hostname);
    const closed = new Promise<string>((resolve) => {
      let answer = "";
      socket.on("data", (chunk) => (answer += String(chunk)));
      socket.on("close", () => resolve(answer));
    });
    socket.write(
      [
        `POST ${CHAT_URL} HTTP/1.1`,
        `Host: ${baseUrl.host}`,
        "X-ModelDeck-Client: modeldeck-inference",
        "Content-Type: application/json",
        "Content-Length: 200",
        "",
        '{"model":"half',
      ].join("\r\n"),
    );
    const answer = await closed;
    expect(answer).not.toMatch(/^HTTP\/1\.1 200/);
    expect(upstream.requests.length).toBe(before);
  });
});
