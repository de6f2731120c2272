import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../server.js";
import { newOwnerKey } from "../test-support/sample-runs.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";

const ROWS = 20;

function event(body: object): string {
  return `data: ${JSON.stringify({ id: "c", created: 1, model: "acme/chat", ...body })}\n\n`;
}

describe.each(DATABASE_ENGINES)("chat batches on %s", (engine) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let router: FakeUpstream;
  const owner = newOwnerKey();

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    router = await startFakeUpstream((request, response) => {
      const { messages } = JSON.parse(request.body) as { messages: { content: string }[] };
      const answer = messages[0]?.content === "2 + 2?" ? "4" : "I do not know";
      response.writeHead(200, { "content-type": "text/event-stream" });
      // The first piece goes at once, the rest later: the first token is timed through the
      // in-process gateway, which must pass the stream on as it comes.
      response.write(event({ choices: [{ index: 0, delta: { content: answer.slice(0, 1) } }] }));
      setTimeout(() => {
        response.end(
          event({ choices: [{ index: 0, delta: { content: answer.slice(1) } }] }) +
            event({
              choices: [],
              usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
            }) +
            "data: [DONE]\n\n",
        );
      }, 5);
    });
    app = await buildServer({
      database: test.database,
      env: {
        HF_TOKEN: "hf_operatorBatchToken0123456789",
        MODELDECK_ROUTER_URL: router.url,
        MODELDECK_GATEWAY_RATE_LIMIT: "100000",
        MODELDECK_BATCH_RETRIES: "0",
        MODELDECK_BATCH_POLL_MS: "20",
        MODELDECK_SCOREBOARD: "1",
      },
      webRoot: "/nonexistent",
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await router.close();
    await test.dispose();
  });

  it("streams chat rows: answers, time to first token and tokens/s per column, and the scoreboard", async () => {
    const file = Array.from({ length: ROWS }, (_, index) =>
      JSON.stringify({ input: index % 2 === 0 ? "2 + 2?" : "why?", expected: "4" }),
    ).join("\n");
    const headers = { "x-modeldeck-owner-key": owner };
    const created = await app.inject({
      method: "POST",
      url: "/api/batches",
      headers,
      payload: {
        task: "conversational",
        columns: [
          { model: "acme/chat", provider: "hf-inference" },
          { model: "acme/other-chat", provider: "hf-inference", parameters: { max_tokens: 8 } },
        ],
        format: "jsonl",
        file,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const start = await app.inject({
      method: "POST",
      url: `/api/batches/${id}/start`,
      headers,
      payload: {},
    });
    expect(start.statusCode, start.body).toBe(200);
    for (;;) {
      const status = (await app.inject({ url: `/api/batches/${id}` })).json();
      if (status.state === "done") break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const results = (await app.inject({ url: `/api/batches/${id}/results` })).json();
    for (const column of results.columns) {
      expect(column.answered).toBe(ROWS);
      expect(column.metrics.exactMatch).toBe(0.5);
      expect(column.firstToken.count).toBe(ROWS);
      expect(column.firstToken.p50).toBeLessThanOrEqual(column.latency.p50);
      expect(column.usage.completionTokens).toBe(2 * ROWS);
      expect(column.tokensPerSecond).toBeGreaterThan(0);
    }
    const rows = (await app.inject({ url: `/api/batches/${id}/rows?limit=2` })).json().rows;
    expect(rows[0].cells[0]).toMatchObject({ answer: "4", completionTokens: 2 });
    expect(rows[0].cells[0].firstTokenMs).toBeGreaterThanOrEqual(0);
    const board = (await app.inject({ url: "/api/scoreboard?model=acme/chat" })).json();
    expect(board.lines).toHaveLength(1);
    expect(board.lines[0]).toMatchObject({ provider: "hf-inference", samples: ROWS });
    expect(board.lines[0].firstTokenP50Ms).toBeGreaterThanOrEqual(0);
  });
});
