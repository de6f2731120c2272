import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_PATHS } from "../paths.js";
import { buildServer } from "../server.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";

const CAT = readFileSync(join(PROJECT_PATHS.mediaRoot, "cat-chelsea-demo.jpg"));
const CAT_SHA256 = createHash("sha256").update(CAT).digest("hex");

/** A detection comparison shaped as the web app saves it: one image, two models. */
function detectionRun(title = "DETR against YOLOS on the cat") {
  return {
    kind: "compare",
    task: "object-detection",
    title,
    setup: {
      columns: [
        { model: "facebook/detr-resnet-50", provider: "hf-inference" },
        { model: "hustvl/yolos-tiny", provider: "hf-inference" },
      ],
      parameters: { threshold: 0.9 },
      input: { image: { blob: CAT_SHA256, contentType: "image/jpeg" } },
    },
    results: [
      {
        output: [
          {
            score: 0.9982,
            label: "cat",
            box: { xmin: 12, ymin: 41, xmax: 448, ymax: 460 },
          },
        ],
        timings: { totalMs: 842 },
        outputBytes: 87,
      },
      { output: null, error: "the model is loading; try again in 20 s", timings: { totalMs: 311 } },
    ],
  };
}

function classificationRun() {
  return {
    kind: "try",
    task: "text-classification",
    setup: {
      columns: [
        {
          model: "distilbert/distilbert-base-uncased-finetuned-sst-2-english",
          provider: "hf-inference",
        },
      ],
      parameters: {},
      input: { text: "I like you. I love you." },
    },
    results: [
      {
        output: [
          { label: "POSITIVE", score: 0.9998 },
          { label: "NEGATIVE", score: 0.0002 },
        ],
        timings: { totalMs: 212 },
      },
    ],
  };
}

describe.each(DATABASE_ENGINES)("saved runs on %s", (engine) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let tick = 0;
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

  const save = (body: unknown) =>
    app.inject({ method: "POST", url: "/api/runs", payload: body as object });
  const storedRuns = async () =>
    Number(
      (
        await test.database.db
          .selectFrom("runs")
          .select((select) => select.fn.countAll<number>().as("count"))
          .executeTakeFirstOrThrow()
      ).count,
    );

  it("saves a run and reads it back whole, keeping only the delete key's digest", async () => {
    const saved = await save(detectionRun());
    expect(saved.statusCode).toBe(201);
    const { id, createdAt, deleteKey } = saved.json();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(deleteKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Date(createdAt).toISOString()).toBe(createdAt);

    const read = await app.inject({ method: "GET", url: `/api/runs/${id}` });
    expect(read.statusCode).toBe(200);
    const run = detectionRun();
    expect(read.json()).toEqual({
      id,
      kind: "compare",
      task: "object-detection",
      title: run.title,
      models: ["facebook/detr-resnet-50", "hustvl/yolos-tiny"],
      createdAt,
      setup: run.setup,
      results: run.results,
    });
    expect(read.body).not.toContain(deleteKey);

    const row = await test.database.db
      .selectFrom("runs")
      .select("delete_key_digest")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.delete_key_digest).toBe(createHash("sha256").update(deleteKey).digest("hex"));
    expect(
      JSON.stringify(await test.database.db.selectFrom("runs").selectAll().execute()),
    ).not.toContain(deleteKey);
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
      headers: { "content-type": "text/plain" },
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

  it("deletes a run only with its delete key", async () => {
    const { id, deleteKey } = (await save(classificationRun())).json();
    const remove = (key?: string) =>
      app.inject({
        method: "DELETE",
        url: `/api/runs/${id}`,
        headers: key === undefined ? {} : { "x-modeldeck-delete-key": key },
      });
    expect((await remove()).statusCode).toBe(403);
    const wrong = await remove(`${deleteKey.slice(0, -1)}${deleteKey.endsWith("A") ? "B" : "A"}`);
    expect(wrong.statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: `/api/runs/${id}` })).statusCode).toBe(200);
    expect((await remove(deleteKey)).statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: `/api/runs/${id}` })).statusCode).toBe(404);
    expect((await remove(deleteKey)).statusCode).toBe(404);
  });
});

describe.each(DATABASE_ENGINES)("the runs listing on %s", (engine) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  it("pages newest first through Link headers built from the public URL", async () => {
    // A clock that stands still for pairs of runs, so ties on the creation time are paged by id.
    let tick = 0;
    app = await buildServer({
      database: test.database,
      env: {
        MODELDECK_GATEWAY_RATE_LIMIT: "1000",
        MODELDECK_PUBLIC_URL: "https://deck.example.com/",
        // A name the server answers for, yet not the public URL's: links must still use the latter.
        MODELDECK_ALLOWED_HOSTS: "evil.example",
      },
      clock: { now: () => Date.parse("2026-11-23T21:00:00Z") + 1000 * Math.floor(tick++ / 2) },
      webRoot: "/nonexistent",
    });
    const saved: { id: string; createdAt: string }[] = [];
    for (let index = 0; index < 7; index += 1) {
      const run = { ...classificationRun(), title: `run ${index}` };
      saved.push((await app.inject({ method: "POST", url: "/api/runs", payload: run })).json());
    }
    const expected = [...saved]
      .sort((a, b) =>
        a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
      )
      .map((run) => run.id);

    const seen: string[] = [];
    let url: string | undefined = "/api/runs?limit=3";
    let pages = 0;
    while (url !== undefined) {
      const page = await app.inject({ method: "GET", url, headers: { host: "evil.example" } });
      expect(page.statusCode).toBe(200);
      expect(page.headers["cache-control"]).toBe("no-cache");
      const { runs } = page.json() as { runs: { id: string; models: string[]; title: string }[] };
      expect(runs[0]).toMatchObject({
        kind: "try",
        task: "text-classification",
        models: ["distilbert/distilbert-base-uncased-finetuned-sst-2-english"],
      });
      expect(runs[0]).not.toHaveProperty("setup");
      seen.push(...runs.map((run) => run.id));
      const link = page.headers.link as string | undefined;
      if (link === undefined) {
        url = undefined;
      } else {
        const match = /^<https:\/\/deck\.example\.com(\/api\/runs\?[^>]+)>; rel="next"$/.exec(link);
        expect(match).not.toBeNull();
        url = match![1];
      }
      pages += 1;
    }
    expect(seen).toEqual(expected);
    expect(pages).toBe(Math.ceil(saved.length / 3));
  });

  it("refuses a bad limit or cursor with a 400", async () => {
    for (const query of ["limit=0", "limit=101", "limit=ten", "cursor=not-a-cursor"]) {
      const refused = await app.inject({ method: "GET", url: `/api/runs?${query}` });
      expect(refused.statusCode).toBe(400);
    }
  });
});

describe("run writes", () => {
  it("are rate-limited per client, apart from blob uploads and reads", async () => {
    const test = await openTestDatabase("sqlite");
    const app = await buildServer({
      database: test.database,
      env: { MODELDECK_GATEWAY_RATE_LIMIT: "2" },
      clock: { now: () => 1_700_000_010_000 },
      webRoot: "/nonexistent",
    });
    try {
      const saved = await app.inject({
        method: "POST",
        url: "/api/runs",
        payload: classificationRun(),
      });
      expect(saved.statusCode).toBe(201);
      const { id } = saved.json();
      const wrongDelete = await app.inject({
        method: "DELETE",
        url: `/api/runs/${id}`,
        headers: { "x-modeldeck-delete-key": "guess" },
      });
      expect(wrongDelete.statusCode).toBe(403);
      // Guessing delete keys counts as writing: the third write of the window is refused.
      const limited = await app.inject({
        method: "POST",
        url: "/api/runs",
        payload: classificationRun(),
      });
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

describe("delete keys", () => {
  it("are redacted when the operator logs request headers", async () => {
    const test = await openTestDatabase("sqlite");
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
      const { id, deleteKey } = (
        await app.inject({ method: "POST", url: "/api/runs", payload: classificationRun() })
      ).json();
      const removed = await app.inject({
        method: "DELETE",
        url: `/api/runs/${id}`,
        headers: { "x-modeldeck-delete-key": deleteKey },
      });
      expect(removed.statusCode).toBe(204);
      const log = lines.join("");
      expect(log).toContain('"x-modeldeck-delete-key":"[redacted]"');
      expect(log).not.toContain(deleteKey);
    } finally {
      await app.close();
      await test.dispose();
    }
  });
});
