import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import { buildServer } from "../server.js";
import { storeModels } from "../test-support/seeded-server.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";

// Three chat models on together and two detectors on hf-inference, as a hub maps them. The fake
// router answers each with words of its own that name no model, and `model` fields that do.
const CHAT = ["acme/chat-alpha", "acme/chat-beta", "acme/chat-gamma"];
const DETECTORS = ["acme/detector-one", "acme/detector-two"];
const PROVIDER_IDS: Record<string, string> = {
  "acme/chat-alpha": "acme-chat-alpha-turbo",
  "acme/chat-beta": "acme-chat-beta-turbo",
  "acme/chat-gamma": "acme-chat-gamma-turbo",
};
const WORDS: Record<string, string> = {
  "acme-chat-alpha-turbo": "Rain taps softly.",
  "acme-chat-beta-turbo": "Clouds gather slowly.",
  "acme-chat-gamma-turbo": "Puddles shine bright.",
};
const FORBIDDEN = [
  ...CHAT,
  ...DETECTORS,
  ...Object.keys(WORDS),
  "together",
  "hf-inference",
  "acme",
];
// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function descriptors() {
  const chat = CHAT.map((id) => ({
    id,
    pipeline_tag: "text-generation",
    tags: ["conversational"],
    downloads: 100,
    inferenceProviderMapping: {
      together: { providerId: PROVIDER_IDS[id], status: "live", task: "conversational" },
    },
  }));
  const detectors = DETECTORS.map((id) => ({
    id,
    pipeline_tag: "object-detection",
    tags: [],
    downloads: 50,
    inferenceProviderMapping: {
      "hf-inference": { providerId: id, status: "live", task: "object-detection" },
    },
  }));
  return [...chat, ...detectors];
}

/**
 * Everything a browser could read of an answer: its headers and its body. The security policy is
 * left out: it is the same on every answer of the server (it lists every provider's host).
 */
const visible = (response: LightMyRequestResponse) => {
  const { "content-security-policy": _policy, ...headers } = response.headers;
  return `${JSON.stringify(headers)}\n${response.body}`;
};

describe.each(DATABASE_ENGINES)("arena routes on %s", (engine) => {
  let test: TestDatabase;
  let router: FakeUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    await storeModels(test.database, descriptors());
    router = await startFakeUpstream((request, response) => {
      if (request.url.startsWith("/together/v1/chat/completions")) {
        const model = (JSON.parse(request.body) as { model: string }).model;
        response.writeHead(200, { "content-type": "text/event-stream", "x-request-id": model });
        for (const [index, word] of (WORDS[model] ?? "").split(" ").entries()) {
          const chunk = {
            id: `chatcmpl-${model}`,
            object: "chat.completion.chunk",
            created: 0,
            model,
            choices: [{ index: 0, delta: { content: index === 0 ? word : ` ${word}` } }],
          };
          response.write(`data: ${JSON.stringify(chunk)}\n\n`);
        }
        response.end("data: [DONE]\n\n");
        return;
      }
      if (request.url.startsWith("/hf-inference/models/acme/detector-two")) {
        response.writeHead(503, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: "Model acme/detector-two is currently loading" }));
        return;
      }
      if (request.url.startsWith("/hf-inference/models/acme/detector-one")) {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify([
            { label: "cat", score: 0.97, box: { xmin: 1, ymin: 2, xmax: 30, ymax: 40 } },
          ]),
        );
        return;
      }
      response.writeHead(404, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: `no route ${request.url}` }));
    });
    app = await buildServer({
      database: test.database,
      webRoot: "/nonexistent",
      env: {
        HF_TOKEN: "hf_operator",
        MODELDECK_ROUTER_URL: router.url,
        MODELDECK_ARENA_MINIMUM_VOTES: "0",
        MODELDECK_ARENA_VOTE_LIMIT: "8",
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await router.close();
    await test.dispose();
  });

  const start = (body: object, remoteAddress = "127.0.0.1") =>
    app.inject({ method: "POST", url: "/api/arena/battles", payload: body, remoteAddress });
  const vote = (id: string, body: object, remoteAddress = "127.0.0.1") =>
    app.inject({
      method: "POST",
      url: `/api/arena/battles/${id}/vote`,
      payload: body,
      remoteAddress,
    });
  const leaderboard = async (task: string, query = "") =>
    (await app.inject({ method: "GET", url: `/api/arena/leaderboards/${task}${query}` })).json<{
      entries: { model: string; votes: number; wins: number }[];
      modelVotes: number;
    }>();

  it("runs a blind chat battle whose answer names no model or provider, then reveals it on the vote", async () => {
    const before = await leaderboard("text-generation");
    const started = await start({ task: "text-generation", text: "A haiku about rain" });
    expect(started.statusCode).toBe(200);
    for (const word of FORBIDDEN) expect(visible(started)).not.toContain(word);
    const battle = started.json<{
      id: string;
      columns: { column: string; answer: { text: string } }[];
    }>();
    expect(battle.columns.map((column) => column.column)).toEqual(["A", "B"]);
    for (const column of battle.columns) expect(Object.values(WORDS)).toContain(column.answer.text);

    const blind = await app.inject({ method: "GET", url: `/api/arena/battles/${battle.id}` });
    for (const word of FORBIDDEN) expect(visible(blind)).not.toContain(word);
    expect(blind.json()).toMatchObject({ revealed: false, voted: false });

    const voted = await vote(battle.id, { vote: "A" });
    expect(voted.statusCode).toBe(200);
    const names = voted.json<{ columns: { column: string; model: string; provider: string }[] }>();
    expect(names.columns.map((column) => column.provider)).toEqual(["together", "together"]);
    const winner = names.columns[0]?.model as string;
    expect(WORDS[PROVIDER_IDS[winner] as string]).toBe(battle.columns[0]?.answer.text);

    const after = await leaderboard("text-generation");
    expect(after.modelVotes).toBe(before.modelVotes + 2);
    expect(after.entries.find((entry) => entry.model === winner)?.wins).toBe(
      (before.entries.find((entry) => entry.model === winner)?.wins ?? 0) + 1,
    );
    expect((await vote(battle.id, { vote: "B" })).statusCode).toBe(409);
  });

  it("refuses a vote after a reveal, and hides another voter's battle", async () => {
    const battle = (await start({ task: "text-generation", text: "Hello", columns: 3 })).json<{
      id: string;
      columns: unknown[];
    }>();
    expect(battle.columns).toHaveLength(3);
    expect((await vote(battle.id, { vote: "A" }, "127.0.0.2")).statusCode).toBe(404);
    const reveal = await app.inject({
      method: "POST",
      url: `/api/arena/battles/${battle.id}/reveal`,
    });
    expect(reveal.json<{ columns: { model: string }[] }>().columns).toHaveLength(3);
    const late = await vote(battle.id, { vote: "B", order: ["B", "C", "A"] });
    expect(late.statusCode).toBe(409);
  });

  it("takes a best-of-three vote with a full order, and refuses an order that does not start with it", async () => {
    const battle = (await start({ task: "text-generation", text: "Hi", columns: 3 })).json<{
      id: string;
    }>();
    expect((await vote(battle.id, { vote: "A", order: ["B", "A", "C"] })).statusCode).toBe(400);
    expect((await vote(battle.id, { vote: "D" })).statusCode).toBe(400);
    expect((await vote(battle.id, { vote: "C", order: ["C", "A", "B"] })).statusCode).toBe(200);
  });

  it("runs a blind detection battle on a stored image, with a failing column that stays anonymous", async () => {
    const upload = await app.inject({
      method: "POST",
      url: "/api/blobs",
      headers: { "content-type": "image/png" },
      payload: PNG,
    });
    expect(upload.statusCode).toBeLessThan(300);
    const { sha256 } = upload.json<{ sha256: string }>();
    const started = await start({ task: "object-detection", file: sha256 });
    expect(started.statusCode).toBe(200);
    for (const word of FORBIDDEN) expect(visible(started)).not.toContain(word);
    const columns = started.json<{ columns: { answer?: unknown; error?: string }[] }>().columns;
    expect(columns.filter((column) => column.error !== undefined)).toHaveLength(1);
    expect(columns.find((column) => column.answer !== undefined)?.answer).toEqual([
      { label: "cat", score: 0.97, box: { xmin: 1, ymin: 2, xmax: 30, ymax: 40 } },
    ]);
  });

  it("refuses callers who may not spend the operator's keys, and unknown inputs", async () => {
    const outsider = await start({ task: "text-generation", text: "Hi" }, "203.0.113.9");
    expect(outsider.statusCode).toBe(403);
    expect((await start({ task: "object-detection", text: "no image" })).statusCode).toBe(400);
    expect((await start({ task: "object-detection", file: "0".repeat(64) })).statusCode).toBe(404);
    expect((await start({ task: "fill-mask", text: "a [MASK]" })).statusCode).toBe(404);
  });

  it("rate-limits votes per voter", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 9; attempt += 1)
      statuses.push((await vote("x".repeat(22), { vote: "A" }, "127.0.0.3")).statusCode);
    expect(statuses).toEqual([...Array.from({ length: 8 }, () => 404), 429]);
  });

  it("keeps a battle's category for the leaderboard, and takes the revealed battle as a saved run naming its models", async () => {
    const voter = "127.0.0.4";
    const started = await start(
      { task: "text-generation", text: "A haiku about dew", category: "poetry" },
      voter,
    );
    expect(started.json<{ category: string }>().category).toBe("poetry");
    const battle = started.json<{ id: string; columns: { answer: { text: string } }[] }>();
    const names = (await vote(battle.id, { vote: "tie" }, voter)).json<{
      columns: { model: string; provider: string }[];
    }>().columns;
    const poetry = await app.inject({
      method: "GET",
      url: "/api/arena/leaderboards/text-generation?category=poetry",
    });
    expect(poetry.json()).toMatchObject({ category: "poetry", modelVotes: 2 });
    expect(poetry.json<{ categories: string[] }>().categories).toContain("poetry");
    expect(typeof poetry.json<{ provisional: boolean }>().provisional).toBe("boolean");

    // What the arena page's "Save this run" sends after the reveal.
    const saved = await app.inject({
      method: "POST",
      url: "/api/runs",
      remoteAddress: voter,
      headers: { "x-modeldeck-owner-key": "arena-owner-key-0123456789abcdef" },
      payload: {
        kind: "compare",
        task: "text-generation",
        title: `${names.map((name) => name.model).join(" vs ")} (arena)`,
        setup: {
          columns: names.map(({ model, provider }) => ({ model, provider })),
          parameters: {},
          input: { text: "A haiku about dew" },
        },
        results: battle.columns.map((column) => ({
          output: { kind: "text", text: column.answer.text },
          timings: { totalMs: 0 },
        })),
      },
    });
    expect(saved.statusCode).toBe(201);
    const run = await app.inject({
      method: "GET",
      url: `/api/runs/${saved.json<{ id: string }>().id}`,
    });
    expect(run.json<{ setup: { columns: { model: string }[] } }>().setup.columns).toEqual(
      names.map(({ model, provider }) => ({ model, provider })),
    );
    for (const name of names) expect(CHAT).toContain(name.model);
  });

  it("filters and exports the leaderboard", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const now = await leaderboard("text-generation", `?since=${today}&until=${today}`);
    expect(now.entries.length).toBeGreaterThan(0);
    expect((await leaderboard("text-generation", "?until=2000-01-01")).entries).toEqual([]);
    const bad = await app.inject({
      method: "GET",
      url: "/api/arena/leaderboards/text-generation?since=2026-02-30",
    });
    expect(bad.statusCode).toBe(400);
    const csv = await app.inject({
      method: "GET",
      url: "/api/arena/leaderboards/text-generation?format=csv",
    });
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.trim().split("\n");
    expect(lines[0]).toMatch(/^rank,model,rating,/);
    expect(lines).toHaveLength(now.entries.length + 1);
  });

  it("lets only the operator list voters and exclude one, which takes their votes out", async () => {
    expect(
      (await app.inject({ method: "GET", url: "/api/arena/voters", remoteAddress: "203.0.113.9" }))
        .statusCode,
    ).toBe(403);
    const listed = await app.inject({ method: "GET", url: "/api/arena/voters" });
    const voters = listed.json<{ voters: { voter: string; votes: number }[] }>().voters;
    expect(voters.length).toBeGreaterThan(0);
    const before = await leaderboard("text-generation");
    expect(before.modelVotes).toBeGreaterThan(0);
    for (const { voter } of voters) {
      const excluded = await app.inject({
        method: "POST",
        url: `/api/arena/voters/${voter}/exclude`,
      });
      expect(excluded.statusCode).toBe(200);
    }
    expect((await leaderboard("text-generation")).entries).toEqual([]);
    for (const { voter } of voters) {
      const reset = await app.inject({ method: "DELETE", url: `/api/arena/voters/${voter}/votes` });
      expect(reset.json<{ votesDeleted: number }>().votesDeleted).toBeGreaterThan(0);
    }
  });
});
