import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../server.js";
import { startFakeBatchRouter } from "../test-support/fake-batch-router.js";
import { newOwnerKey } from "../test-support/sample-runs.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";

const OPERATOR_TOKEN = "hf_operatorBatchToken0123456789";
const USER_KEY = "hf_userOwnKey0123456789abcdef";
const ROWS = 24;
const labelOf = (index: number) => (index % 3 === 0 ? "NEGATIVE" : "POSITIVE");
const MODELS = {
  "acme/right": (index: number) => ({ label: labelOf(index) }),
  // Wrong on every fourth row, and says "=SUM(A1)" once, to check the export's quoting.
  "acme/sometimes": (index: number) =>
    index === 5 ? { label: "=SUM(A1)" } : { label: index % 4 === 0 ? "NEUTRAL" : labelOf(index) },
  "acme/failing": (index: number) => (index % 6 === 1 ? { status: 503 } : { label: "POSITIVE" }),
};

function csvFile(rows: number): string {
  let text = "input,expected\n";
  for (let index = 0; index < rows; index += 1) {
    text += `"review ${index}: a ""quoted"", fine film",${labelOf(index)}\n`;
  }
  return text;
}

const columns = [
  { model: "acme/right", provider: "hf-inference" },
  { model: "acme/sometimes", provider: "hf-inference" },
  { model: "acme/failing", provider: "hf-inference", parameters: { top_k: 1 } },
];

describe.each(DATABASE_ENGINES)("batches on %s", (engine) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let router: Awaited<ReturnType<typeof startFakeBatchRouter>>;
  const owner = newOwnerKey();

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    router = await startFakeBatchRouter(MODELS);
    app = await buildServer({
      database: test.database,
      env: {
        HF_TOKEN: OPERATOR_TOKEN,
        MODELDECK_ROUTER_URL: router.url,
        MODELDECK_GATEWAY_RATE_LIMIT: "100000",
        MODELDECK_BATCH_RETRIES: "0",
        MODELDECK_BATCH_POLL_MS: "20",
        MODELDECK_BATCH_MAX_ROWS: "50",
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

  const upload = (body: Record<string, unknown>, key: string | null = owner) =>
    app.inject({
      method: "POST",
      url: "/api/batches",
      payload: body,
      headers: key === null ? {} : { "x-modeldeck-owner-key": key },
    });
  const post = (url: string, body: unknown = {}, key = owner) =>
    app.inject({
      method: "POST",
      url,
      payload: body as object,
      headers: { "x-modeldeck-owner-key": key },
    });
  const get = async (url: string) => (await app.inject({ method: "GET", url })).json();
  async function untilState(id: string, state: string) {
    for (;;) {
      const status = await get(`/api/batches/${id}`);
      if (status.state === state) return status;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("refuses bad files with a 400 naming the line, and stores nothing", async () => {
    const bad = [
      [{ format: "csv", file: 'text\n"never closed\n' }, /quote that is never closed/],
      [{ format: "csv", file: "words,label\nhi,POSITIVE\n" }, /name the columns/],
      [{ format: "csv", file: "input,expected\na,b,c\n" }, /line 2 has 3 fields/],
      [{ format: "jsonl", file: '{"input":"a"}\nnot json\n' }, /line 2 is not JSON/],
      [{ format: "jsonl", file: '{"input":3}\n' }, /line 1 has no input/],
      [{ format: "csv", file: csvFile(51) }, /at most 50/],
      [{ format: "csv", file: "" }, /no rows/],
    ] as const;
    for (const [body, message] of bad) {
      const response = await upload({ task: "text-classification", columns, ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(message);
    }
    const wrongColumns = await upload({
      task: "text-classification",
      columns: [columns[0]],
      format: "csv",
      file: csvFile(2),
    });
    expect(wrongColumns.json().error).toMatch(/2 to 4 models/);
    const unknownProvider = await upload({
      task: "text-classification",
      columns: [columns[0], { model: "acme/x", provider: "evil.example" }],
      format: "csv",
      file: csvFile(2),
    });
    expect(unknownProvider.json().error).toMatch(/not a known provider/);
    const noOwner = await upload(
      { task: "text-classification", columns, format: "csv", file: csvFile(2) },
      null,
    );
    expect(noOwner.statusCode).toBe(400);
    const stored = await test.database.userData.db.selectFrom("batches").select("id").execute();
    expect(stored).toEqual([]);
  });

  it("runs a batch on the operator's keys to the end, with metrics, rows and exports", async () => {
    const created = await upload({
      task: "text-classification",
      columns,
      format: "csv",
      file: csvFile(ROWS),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect((await get(`/api/batches/${id}`)).state).toBe("ready");
    expect((await post(`/api/batches/${id}/start`, {}, newOwnerKey())).statusCode).toBe(404);
    expect((await post(`/api/batches/${id}/start`)).statusCode).toBe(200);
    const status = await untilState(id, "done");
    expect(status.columns.map((column: { done: number }) => column.done)).toEqual([24, 24, 24]);
    expect(status.columns[2].errors).toBe(4);
    for (const [model, answer] of Object.entries(MODELS)) {
      for (let index = 0; index < ROWS; index += 1) {
        expect(router.received(model, index), `${model} ${index}`).toBe(1);
        void answer;
      }
    }
    expect([...router.authorizations]).toEqual([`Bearer ${OPERATOR_TOKEN}`]);

    const results = await get(`/api/batches/${id}/results`);
    expect(results.columns[0].metrics.accuracy).toBe(1);
    // acme/sometimes: rows 0, 4, 8, 12, 16, 20 say NEUTRAL and row 5 "=SUM(A1)": 17 of 24.
    expect(results.columns[1].metrics.accuracy).toBeCloseTo(17 / 24, 12);
    expect(results.columns[2].failed).toBe(4);
    expect(results.columns[2].errors).toEqual([{ kind: "server-error", count: 4 }]);
    expect(results.columns[2].metrics.unanswered).toBe(4);
    expect(results.agreement[0][1].compared).toBe(24);
    expect(results.agreement[0][1].agreement).toBeCloseTo(17 / 24, 12);
    expect(results.columns[0].latency.count).toBe(24);

    const wrong = await get(`/api/batches/${id}/rows?filter=wrong&limit=100`);
    // Wrong somewhere: the 7 rows of acme/sometimes, and acme/failing's NEGATIVE rows it answered POSITIVE.
    const expectedWrong = Array.from({ length: ROWS }, (_, index) => index).filter(
      (index) => index % 4 === 0 || index === 5 || (index % 3 === 0 && index % 6 !== 1),
    );
    expect(wrong.rows.map((row: { row: number }) => row.row)).toEqual(expectedWrong);
    const disagree = await get(`/api/batches/${id}/rows?filter=disagree`);
    expect(disagree.total).toBeGreaterThan(0);
    expect((await app.inject({ url: `/api/batches/${id}/rows?filter=evil` })).statusCode).toBe(400);

    const csv = await app.inject({ url: `/api/batches/${id}/export?format=csv` });
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split("\r\n");
    expect(lines).toHaveLength(ROWS + 1);
    expect(lines[6]).toContain("'=SUM(A1)");
    expect(lines[1]).toContain('"review 0: a ""quoted"", fine film"');
    const jsonl = await app.inject({ url: `/api/batches/${id}/export?format=jsonl` });
    expect(jsonl.body.trim().split("\n")).toHaveLength(ROWS);
    const summary = await app.inject({ url: `/api/batches/${id}/export?format=csv&part=summary` });
    expect(summary.body.trim().split("\r\n")).toHaveLength(4);
    expect(JSON.stringify(await get(`/api/batches/${id}/results`))).not.toContain(OPERATOR_TOKEN);
  });

  it("pauses, resumes and cancels; a cancelled batch cannot start again", async () => {
    const { id } = (
      await upload({ task: "text-classification", columns, format: "csv", file: csvFile(ROWS) })
    ).json();
    expect((await post(`/api/batches/${id}/pause`)).statusCode).toBe(409);
    await post(`/api/batches/${id}/start`);
    expect((await post(`/api/batches/${id}/pause`)).statusCode).toBe(200);
    await untilState(id, "paused");
    expect((await post(`/api/batches/${id}/resume`)).statusCode).toBe(200);
    await untilState(id, "done");
    const second = (
      await upload({ task: "text-classification", columns, format: "csv", file: csvFile(ROWS) })
    ).json();
    expect((await post(`/api/batches/${second.id}/cancel`)).statusCode).toBe(200);
    expect((await post(`/api/batches/${second.id}/start`)).statusCode).toBe(409);
    expect((await get(`/api/batches/${second.id}`)).state).toBe("cancelled");
  });

  it("runs on the owner's own key, which goes only to its provider and is never stored", async () => {
    const { id } = (
      await upload({ task: "text-classification", columns, format: "csv", file: csvFile(6) })
    ).json();
    router.authorizations.clear();
    const started = await post(`/api/batches/${id}/start`, { keys: { "hf-inference": USER_KEY } });
    expect(started.statusCode).toBe(200);
    expect(started.json().keyMode).toBe("own");
    await untilState(id, "done");
    expect([...router.authorizations]).toEqual([`Bearer ${USER_KEY}`]);
    const everything = JSON.stringify(
      await test.database.userData.db.selectFrom("batches").selectAll().execute(),
    );
    expect(everything).not.toContain(USER_KEY);
    const bad = await post(`/api/batches/${id}/start`, { keys: { "evil.example": USER_KEY } });
    expect(bad.statusCode).toBe(400);
  });

  it("shares a batch only for its owner", async () => {
    const { id } = (
      await upload({ task: "text-classification", columns, format: "csv", file: csvFile(2) })
    ).json();
    expect(
      (await post(`/api/batches/${id}/share`, { listed: true }, newOwnerKey())).statusCode,
    ).toBe(404);
    const shared = await post(`/api/batches/${id}/share`, { listed: true });
    expect(shared.json()).toEqual({ id, listed: true });
    expect((await get(`/api/batches/${id}`)).listed).toBe(true);
    expect((await app.inject({ url: "/api/batches/nope" })).statusCode).toBe(404);
  });

  it("lists an owner's batches to that owner, and the listed ones to everyone", async () => {
    const other = newOwnerKey();
    const file = { task: "text-classification", columns, format: "csv", file: csvFile(2) };
    const mine = (await upload({ ...file, title: "mine, kept private" })).json().id;
    const theirs = (await upload({ ...file, title: "theirs, listed" }, other)).json().id;
    await post(`/api/batches/${theirs}/share`, { listed: true }, other);
    const list = (query: string, key?: string) =>
      app.inject({
        url: `/api/batches${query}`,
        headers: key === undefined ? {} : { "x-modeldeck-owner-key": key },
      });
    const ids = async (query: string, key?: string) =>
      ((await list(query, key)).json().batches as { id: string }[]).map((line) => line.id);

    const theirList = (await list("", other)).json().batches;
    expect(theirList).toEqual([
      {
        id: theirs,
        task: "text-classification",
        title: "theirs, listed",
        state: "ready",
        rowCount: 2,
        models: columns.map((column) => column.model),
        listed: true,
        createdAt: expect.any(String),
      },
    ]);
    const ownList = await ids("?scope=mine", owner);
    expect(ownList[0]).toBe(mine);
    expect(ownList).not.toContain(theirs);
    const everyone = await ids("?scope=public");
    expect(everyone).toContain(theirs);
    expect(everyone).not.toContain(mine);
    expect((await list("?limit=1", owner)).json().batches).toHaveLength(1);
    expect((await list("")).statusCode).toBe(400);
    expect((await list("?scope=all", owner)).json().error).toMatch(/scope must be/);
    expect((await list("?limit=1000", owner)).statusCode).toBe(400);
    expect((await list("", owner)).headers["cache-control"]).toBe("private, no-cache");
  });
});

describe("batches on operator keys for callers who may not spend them", () => {
  it("answers 401 and asks for the caller's own keys", async () => {
    const test = await openTestDatabase("sqlite");
    const app = await buildServer({
      database: test.database,
      env: { HF_TOKEN: OPERATOR_TOKEN, MODELDECK_GATEWAY_TOKENS: "team-token-123456" },
      webRoot: "/nonexistent",
    });
    try {
      const owner = newOwnerKey();
      const { id } = (
        await app.inject({
          method: "POST",
          url: "/api/batches",
          headers: { "x-modeldeck-owner-key": owner },
          payload: { task: "text-classification", columns, format: "csv", file: csvFile(2) },
        })
      ).json();
      const refused = await app.inject({
        method: "POST",
        url: `/api/batches/${id}/start`,
        headers: { "x-modeldeck-owner-key": owner },
        payload: {},
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toMatch(/your own keys/);
    } finally {
      await app.close();
      await test.dispose();
    }
  });
});
