import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../server.js";
import {
  CAT,
  CAT_SHA256,
  classificationRun,
  detectionRun,
  newOwnerKey,
} from "../test-support/sample-runs.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";

describe.each(DATABASE_ENGINES)("saved runs on %s", (engine) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let tick = 0;
  const owner = newOwnerKey();
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    app = await buildServer({
      database: test.database,
      env: {
        MODELDECK_GATEWAY_RATE_LIMIT: "1000",
        MODELDECK_PUBLIC_URL: "https://deck.example.com/modeldeck",
      },
      // One second further at each reading, so runs have distinct creation times.
      clock: { now: () => Date.parse("2026-11-23T21:00:00Z") + 1000 * tick++ },
      webRoot: "/nonexistent",
    });
    await app.inject({
      method: "POST",
      url: "/api/blobs",
      headers: { "content-type": "image/jpeg" },
      payload: CAT,
    });
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  const save = (body: unknown, key: string | null = owner) =>
    app.inject({
      method: "POST",
      url: "/api/runs",
      payload: body as object,
      headers: key === null ? {} : { "x-modeldeck-owner-key": key },
    });
  const storedRuns = async () =>
    Number(
      (
        await test.database.userData.db
          .selectFrom("saved_runs")
          .select((select) => select.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it("saves a run under an unguessable id and reads it back whole, keeping only the owner key's digest", async () => {
    const saved = await save(detectionRun());
    expect(saved.statusCode).toBe(201);
    const { id, createdAt, listed } = saved.json();
    // 128 random bits: 22 base64url characters.
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(listed).toBe(false);
    expect(saved.json()).not.toHaveProperty("deleteKey");
    expect(new Date(createdAt).toISOString()).toBe(createdAt);

    const read = await app.inject({ method: "GET", url: `/api/runs/${id}` });
    expect(read.statusCode).toBe(200);
    expect(read.headers["cache-control"]).toBe("private, no-cache");
    const run = detectionRun();
    expect(read.json()).toEqual({
      id,
      kind: "compare",
      task: "object-detection",
      title: run.title,
      models: ["facebook/detr-resnet-50", "hustvl/yolos-tiny"],
      createdAt,
      listed: false,
      setup: run.setup,
      results: run.results,
    });

    const row = await test.database.userData.db
      .selectFrom("saved_runs")
      .select("owner_digest")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.owner_digest).toBe(createHash("sha256").update(owner).digest("hex"));
    const everything = JSON.stringify(
      await test.database.userData.db.selectFrom("saved_runs").selectAll().execute(),
    );
    expect(everything).not.toContain(owner);
    // The catalogue holds no user data at all.
    const tables = await test.database.db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain("runs");
  });

  it("refuses a run without an owner key, or with one too short to be secret", async () => {
    for (const key of [null, "short", "a".repeat(21), `${"a".repeat(30)}!`]) {
      const refused = await save(classificationRun(), key);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toContain("X-ModelDeck-Owner-Key");
    }
  });

  it("refuses a run whose media names a type a browser would open as a page", async () => {
    const before = await storedRuns();
    for (const type of ["text/html", "image/svg+xml", "text/html; charset=utf-8", "IMAGE/PNG"]) {
      const run = detectionRun();
      run.setup.input.image.contentType = type;
      const refused = await save(run);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toContain("setup.input.image.contentType must name");
    }
    const output = classificationRun();
    Object.assign(output.results[0]!, {
      output: { kind: "media", mediaType: "image", file: { blob: CAT_SHA256 } },
    });
    expect((await save(output)).statusCode).toBe(400);
    expect(await storedRuns()).toBe(before);
  });

  it("refuses a run that refers to a blob nobody uploaded", async () => {
    const run = detectionRun();
    run.setup.input.image.blob = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
    const refused = await save(run);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain("upload it with POST /api/blobs");
  });

  it("refuses any run holding a credential, and stores nothing", async () => {
    const before = await storedRuns();
    const token = `hf_${"aBcDeFgHiJkLmNoPqRsTuVwXyZ01".slice(0, 34)}`;
    const leaks: ((run: ReturnType<typeof classificationRun>) => void)[] = [
      (run) => (run.setup.input.text = `my key is ${token} please`),
      (run) => Object.assign(run.setup.parameters, { headers: { Authorization: "x" } }),
      (run) => Object.assign(run.setup.columns[0]!, { apiKey: "tgp_v1_notreal" }),
      (run) => Object.assign(run.setup.parameters, { deep: [{ nested: { api_key: "k" } }] }),
      (run) =>
        Object.assign(run.results[0]!, {
          output: "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.e30.x",
        }),
      (run) => (run.setup.input.text = "sk-proj-4f9XbQ2mA7Lr0kT8sVwYzN3c"),
      (run) => Object.assign(run.setup.parameters, { [token]: true }),
    ];
    for (const leak of leaks) {
      const run = classificationRun();
      leak(run);
      const refused = await save(run);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe("secret_in_run");
      expect(refused.body).not.toContain(token);
      expect(refused.body).not.toContain("tgp_v1_notreal");
    }
    expect(await storedRuns()).toBe(before);
  });

  it("refuses the keys of every provider the client calls, by their shape or label", async () => {
    const keys = [
      "csk-4n8wq2e9r7t6y5u3i1o0p9a8s7d6f5g4h3j2",
      "fw_3ZyX9wV8uT7sR6qP5oN4mL3k",
      "sk_18Vuiio04cZmEs3ieW1xE2j9uoT9_VuGewihPFqVRe0",
      "Xk3Rm9Tq2Vw7Yb4Nc8Jd1Lf6Sg0Ha5PzQeWuIo3T",
      "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c2VyLTQyIn0.c2lnbmF0dXJlLXZhbHVlLTEyMw",
      "https://api.example.com/v1/run?api_key=a1b2c3d4e5f6",
    ];
    for (const key of keys) {
      const run = classificationRun();
      run.setup.input.text = `see ${key}`;
      const refused = await save(run);
      expect(refused.statusCode, key).toBe(400);
      expect(refused.json().code).toBe("secret_in_run");
    }
  });

  it("keeps words about tokens that are not credentials", async () => {
    const run = classificationRun();
    run.setup.input.text = "Bearer authentication sends a token; hf_ prefixes mark Hub tokens.";
    Object.assign(run.setup.parameters, { max_tokens: 64, top_k: 5 });
    // Text-generation details hold a `token` object per step, not a credential.
    Object.assign(run.results[0]!, {
      details: { tokens: [{ id: 40, text: "I" }], token: { id: 1 } },
    });
    const saved = await save(run);
    expect(saved.statusCode).toBe(201);
  });

  it("explains what is wrong with a malformed run", async () => {
    const cases: [unknown, string][] = [
      [{ ...classificationRun(), kind: "battle" }, "kind"],
      [{ ...classificationRun(), task: "mind-reading" }, "task"],
      [{ ...detectionRun(), results: detectionRun().results.slice(0, 1) }, "one entry per column"],
      [{ ...classificationRun(), title: "a\u0000b" }, "title"],
      [{ ...classificationRun(), listed: "yes" }, "listed"],
    ];
    const badColumn = classificationRun();
    badColumn.setup.columns[0]!.model = "../etc/passwd";
    cases.push([badColumn, "setup.columns[0].model"]);
    const badTiming = classificationRun();
    (badTiming.results[0]!.timings as { totalMs: unknown }).totalMs = "fast";
    cases.push([badTiming, "results[0].timings.totalMs"]);
    for (const [body, field] of cases) {
      const refused = await save(body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toContain(field);
    }
    const plain = await app.inject({
      method: "POST",
      url: "/api/runs",
      headers: { "content-type": "text/plain", "x-modeldeck-owner-key": owner },
      payload: JSON.stringify(classificationRun()),
    });
    expect(plain.statusCode).toBe(415);
  });

  it("refuses a run over 2 MiB of JSON", async () => {
    const run = classificationRun();
    run.setup.input.text = "a".repeat(2 * 1024 * 1024);
    const refused = await save(run);
    expect(refused.statusCode).toBe(413);
    const fits = classificationRun();
    fits.setup.input.text = "a".repeat(1024 * 1024);
    expect((await save(fits)).statusCode).toBe(201);
  });

  it("deletes a run only with its owner's key", async () => {
    const { id } = (await save(classificationRun())).json();
    const remove = (key?: string) =>
      app.inject({
        method: "DELETE",
        url: `/api/runs/${id}`,
        headers: key === undefined ? {} : { "x-modeldeck-owner-key": key },
      });
    expect((await remove()).statusCode).toBe(403);
    expect((await remove(newOwnerKey())).statusCode).toBe(403);
    const guessed = await app.inject({
      method: "DELETE",
      url: `/api/runs/${id}`,
      headers: { "x-modeldeck-delete-key": owner },
    });
    expect(guessed.statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: `/api/runs/${id}` })).statusCode).toBe(200);
    expect((await remove(owner)).statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: `/api/runs/${id}` })).statusCode).toBe(404);
    expect((await remove(owner)).statusCode).toBe(404);
  });
});

describe("run writes", () => {
  it("are rate-limited per client, apart from blob uploads and reads", async () => {
    const test = await openTestDatabase("sqlite");
    const owner = newOwnerKey();
    const app = await buildServer({
      database: test.database,
      env: { MODELDECK_GATEWAY_RATE_LIMIT: "2" },
      clock: { now: () => 1_700_000_010_000 },
      webRoot: "/nonexistent",
    });
    try {
      const post = () =>
        app.inject({
          method: "POST",
          url: "/api/runs",
          headers: { "x-modeldeck-owner-key": owner },
          payload: classificationRun(),
        });
      const saved = await post();
      expect(saved.statusCode).toBe(201);
      const { id } = saved.json();
      const wrongDelete = await app.inject({
        method: "DELETE",
        url: `/api/runs/${id}`,
        headers: { "x-modeldeck-owner-key": newOwnerKey() },
      });
      expect(wrongDelete.statusCode).toBe(403);
      // Guessing keys counts as writing: the third write of the window is refused.
      const limited = await post();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: "rate_limited" });
      expect(limited.headers["retry-after"]).toBeDefined();
      expect((await app.inject({ method: "GET", url: `/api/runs/${id}` })).statusCode).toBe(200);
      const upload = await app.inject({
        method: "POST",
        url: "/api/blobs",
        headers: { "content-type": "image/jpeg" },
        payload: CAT,
      });
      expect(upload.statusCode).toBe(201);
    } finally {
      await app.close();
      await test.dispose();
    }
  });
});

describe("owner keys", () => {
  it("are redacted when the operator logs request headers", async () => {
    const test = await openTestDatabase("sqlite");
    const owner = newOwnerKey();
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildServer({
      database: test.database,
      env: {},
      webRoot: "/nonexistent",
      // An operator may well log whole request headers; the key must not reach the log then.
      logger: {
        level: "info",
        stream,
        serializers: { req: (request: { headers: unknown }) => ({ headers: request.headers }) },
      },
    });
    try {
      const headers = { "x-modeldeck-owner-key": owner };
      const { id } = (
        await app.inject({
          method: "POST",
          url: "/api/runs",
          headers,
          payload: classificationRun(),
        })
      ).json();
      const removed = await app.inject({ method: "DELETE", url: `/api/runs/${id}`, headers });
      expect(removed.statusCode).toBe(204);
      const log = lines.join("");
      expect(log).toContain('"x-modeldeck-owner-key":"[redacted]"');
      expect(log).not.toContain(owner);
    } finally {
      await app.close();
      await test.dispose();
    }
  });
});
