import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";

const NOW = Date.parse("2026-11-28T05:00:00Z");

function streamedAnswer(model: string): string {
  const piece = (content: string) =>
    `data: ${JSON.stringify({ id: "c", created: 1, model, choices: [{ index: 0, delta: { content } }] })}\n\n`;
  const usage = { prompt_tokens: 4, completion_tokens: 12, total_tokens: 16 };
  return `${piece("Hel")}${piece("lo")}data: ${JSON.stringify({ id: "c", created: 1, model, choices: [], usage })}\n\ndata: [DONE]\n\n`;
}

describe("the scoreboard fed by gateway calls", () => {
  let test: TestDatabase;
  let upstream: FakeUpstream;
  let app: FastifyInstance;
  let now = NOW;

  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    upstream = await startFakeUpstream((request, response) => {
      const body = request.body;
      if (body.includes('"fail"')) {
        response.writeHead(503, { "content-type": "application/json" });
        response.end('{"error":"overloaded"}');
      } else if (body.includes('"stream":true')) {
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.end(streamedAnswer("acme/streamer"));
      } else {
        response.writeHead(200, { "content-type": "application/json" });
        response.end('[[{"label":"POSITIVE","score":0.9}]]');
      }
    });
    app = await buildServer({
      database: test.database,
      env: {
        HF_TOKEN: "hf_operatorScoreboardToken0123",
        MODELDECK_ROUTER_URL: upstream.url,
        MODELDECK_GATEWAY_RATE_LIMIT: "100000",
        MODELDECK_SCOREBOARD: "1",
        MODELDECK_SCOREBOARD_WINDOW_HOURS: "1",
      },
      clock: { now: () => now },
      webRoot: "/nonexistent",
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await upstream.close();
    await test.dispose();
  });

  const call = (url: string, payload: object) =>
    app.inject({
      method: "POST",
      url,
      payload,
      headers: { "x-modeldeck-client": "modeldeck-inference", "content-type": "application/json" },
    });
  const scoreboard = async (query = "") =>
    (await app.inject({ url: `/api/scoreboard${query}` })).json();
  const chat = (extra: object = {}) =>
    call("/api/inference/together/v1/chat/completions", {
      model: "acme/streamer",
      stream: true,
      messages: [{ role: "user", content: "Hi" }],
      ...extra,
    });

  it("counts streamed calls with their first token, tokens and errors, from 20 samples on", async () => {
    for (let index = 0; index < 19; index += 1) {
      const response = await chat();
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("[DONE]");
    }
    // 19 samples say nothing yet.
    expect((await scoreboard()).lines).toEqual([]);
    expect((await chat({ user: "fail" })).statusCode).toBe(503);
    const lines = (await scoreboard("?model=acme/streamer")).lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ provider: "together", model: "acme/streamer", samples: 20 });
    expect(lines[0].errorRate).toBeCloseTo(1 / 20, 9);
    expect(lines[0].firstTokenP50Ms).toBeGreaterThanOrEqual(0);
    expect(lines[0].firstTokenP50Ms).toBeLessThanOrEqual(lines[0].latencyP50Ms);
    expect(lines[0].tokensPerSecond).toBeGreaterThan(0);
  });

  it("reads the model from an hf-inference path, filters by model, and forgets the old", async () => {
    for (let index = 0; index < 20; index += 1) {
      const response = await call("/api/inference/hf-inference/models/acme/classifier", {
        inputs: "great film",
      });
      expect(response.statusCode).toBe(200);
    }
    const all = (await scoreboard()).lines.map((line: { model: string }) => line.model).sort();
    expect(all).toEqual(["acme/classifier", "acme/streamer"]);
    const one = (await scoreboard("?model=acme/classifier")).lines;
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ provider: "hf-inference", samples: 20, errorRate: 0 });
    expect(one[0].firstTokenP50Ms).toBeUndefined();
    expect((await app.inject({ url: "/api/scoreboard?model=<script>" })).statusCode).toBe(400);
    now += 2 * 3_600_000;
    expect((await scoreboard()).lines).toEqual([]);
  });

  it("records nothing unless the operator opted in", async () => {
    const closed = await buildServer({
      database: test.database,
      env: { HF_TOKEN: "hf_operatorScoreboardToken0123", MODELDECK_ROUTER_URL: upstream.url },
      webRoot: "/nonexistent",
    });
    expect((await closed.inject({ url: "/api/scoreboard" })).json().enabled).toBe(false);
    await closed.close();
  });
});
