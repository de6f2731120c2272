import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { startFakeUpstream, type FakeUpstream } from "@modeldeck/test-support/loopback-server";
import { PNG_BYTES } from "@modeldeck/test-support/fake-provider";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../server.js";
import { newOwnerKey } from "../test-support/sample-runs.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";

/** Two different stored images: a 1×1 PNG, and the same with one byte after its end. */
const IMAGES = [PNG_BYTES, Buffer.concat([PNG_BYTES, Buffer.from([0])])];
const hashOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const CAT_BOX = { xmin: 10, ymin: 10, xmax: 50, ymax: 50 };

/**
 * The router's hf-inference routes for images: the row is known by the image's length, the
 * model by the path; `acme/right` is always right, `acme/wrong` says "dog", and its boxes
 * miss (no overlap with the expected one).
 */
function answer(model: string, image: Buffer): unknown {
  const cat = image.length === PNG_BYTES.length;
  if (model.endsWith("-detector")) {
    const box = model.startsWith("acme/right")
      ? CAT_BOX
      : { xmin: 60, ymin: 60, xmax: 90, ymax: 90 };
    return [{ label: cat ? "cat" : "dog", score: 0.9, box }];
  }
  const label = model === "acme/right" ? (cat ? "cat" : "dog") : "dog";
  return [
    { label, score: 0.8 },
    { label: "bird", score: 0.1 },
  ];
}

describe.each(DATABASE_ENGINES)("batches over stored images on %s", (engine) => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let router: FakeUpstream;
  const owner = newOwnerKey();

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    router = await startFakeUpstream((request, response) => {
      const model = /^\/hf-inference\/models\/(.+)$/.exec(request.url)?.[1] ?? "";
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(answer(decodeURIComponent(model), request.bytes)));
    });
    app = await buildServer({
      database: test.database,
      env: {
        HF_TOKEN: "hf_operatorBatchToken0123456789",
        MODELDECK_ROUTER_URL: router.url,
        MODELDECK_GATEWAY_RATE_LIMIT: "100000",
        MODELDECK_BATCH_RETRIES: "0",
        MODELDECK_BATCH_POLL_MS: "20",
      },
      webRoot: "/nonexistent",
    });
    await app.ready();
    for (const image of IMAGES) {
      const stored = await app.inject({
        method: "POST",
        url: "/api/blobs",
        payload: image,
        headers: { "content-type": "image/png" },
      });
      expect(stored.statusCode).toBeLessThan(300);
    }
  });
  afterAll(async () => {
    await app.close();
    await router.close();
    await test.dispose();
  });

  const upload = (body: Record<string, unknown>) =>
    app.inject({
      method: "POST",
      url: "/api/batches",
      payload: body,
      headers: { "x-modeldeck-owner-key": owner },
    });
  async function run(body: Record<string, unknown>) {
    const created = await upload(body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    const started = await app.inject({
      method: "POST",
      url: `/api/batches/${id}/start`,
      payload: {},
      headers: { "x-modeldeck-owner-key": owner },
    });
    expect(started.statusCode, started.body).toBe(200);
    for (;;) {
      const status = (await app.inject({ method: "GET", url: `/api/batches/${id}` })).json();
      if (status.state === "done") break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return (await app.inject({ method: "GET", url: `/api/batches/${id}/results` })).json();
  }

  it("classifies stored images and scores the top label", async () => {
    const file = [
      "input,expected",
      `${hashOf(IMAGES[0] as Buffer)},cat`,
      `${hashOf(IMAGES[1] as Buffer)},dog`,
    ].join("\n");
    const results = await run({
      task: "image-classification",
      columns: [
        { model: "acme/right", provider: "hf-inference" },
        { model: "acme/wrong", provider: "hf-inference" },
      ],
      format: "csv",
      file,
    });
    expect(
      results.columns.map((column: { metrics: { accuracy: number } }) => column.metrics.accuracy),
    ).toEqual([1, 0.5]);
    // The stored bytes themselves went to the provider.
    expect(router.requests.some((request) => request.bytes.equals(IMAGES[0] as Buffer))).toBe(true);
  });

  it("scores object detection by mAP@0.5 against the expected boxes", async () => {
    const rows = [
      { input: hashOf(IMAGES[0] as Buffer), expected: [{ label: "cat", box: CAT_BOX }] },
      { input: hashOf(IMAGES[1] as Buffer), expected: [{ label: "dog", box: CAT_BOX }] },
    ];
    const results = await run({
      task: "object-detection",
      columns: [
        { model: "acme/right-detector", provider: "hf-inference" },
        { model: "acme/wrong-detector", provider: "hf-inference" },
      ],
      format: "jsonl",
      file: rows.map((row) => JSON.stringify(row)).join("\n"),
    });
    const [right, wrong] = results.columns;
    expect(right.metrics.meanAveragePrecision).toBe(1);
    expect(wrong.metrics.meanAveragePrecision).toBe(0);
    expect(right.answered).toBe(2);
  });

  it("refuses rows that do not name a stored file, and boxes that are not boxes", async () => {
    const columns = [
      { model: "acme/right", provider: "hf-inference" },
      { model: "acme/wrong", provider: "hf-inference" },
    ];
    const notHash = await upload({
      task: "image-classification",
      columns,
      format: "csv",
      file: "input\n../../etc/passwd\n",
    });
    expect(notHash.statusCode).toBe(400);
    expect(notHash.json().error).toMatch(/SHA-256/);
    const missing = await upload({
      task: "image-classification",
      columns,
      format: "csv",
      file: `input\n${"a".repeat(64)}\n`,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/not stored/);
    const badBoxes = await upload({
      task: "object-detection",
      columns,
      format: "jsonl",
      file: JSON.stringify({
        input: hashOf(IMAGES[0] as Buffer),
        expected: [{ label: "cat", box: { xmin: "0" } }],
      }),
    });
    expect(badBoxes.statusCode).toBe(400);
    expect(badBoxes.json().error).toMatch(/JSON list/);
  });

  it("takes a zip archive (written by the zip tool) of a CSV and the images it names", async () => {
    const archive = readFileSync(new URL("fixtures/images-batch.zip", import.meta.url));
    const columns = [
      { model: "acme/right", provider: "hf-inference" },
      { model: "acme/wrong", provider: "hf-inference" },
    ];
    const created = await upload({
      task: "image-classification",
      columns,
      format: "zip",
      archive: archive.toString("base64"),
    });
    expect(created.statusCode, created.body).toBe(201);
    // notes.txt is named by no row: neither inflated nor stored.
    expect(created.json()).toMatchObject({ rowCount: 2, filesStored: 2, filesIgnored: 1 });
    const rows = await test.database.userData.db
      .selectFrom("batch_rows")
      .select("input")
      .where("batch_id", "=", created.json().id)
      .orderBy("row_index")
      .execute();
    expect(rows.map((row) => JSON.parse(row.input))).toEqual(IMAGES.map(hashOf));
    const symlink = await upload({
      task: "image-classification",
      columns,
      format: "zip",
      archive: readFileSync(new URL("fixtures/symlink-batch.zip", import.meta.url)).toString(
        "base64",
      ),
    });
    expect(symlink.statusCode).toBe(400);
    expect(symlink.json().error).toMatch(/the archive: .*symbolic link/);
    const forText = await upload({
      task: "text-classification",
      columns,
      format: "zip",
      archive: archive.toString("base64"),
    });
    expect(forText.json().error).toMatch(/tasks over files/);
    const notBase64 = await upload({
      task: "image-classification",
      columns,
      format: "zip",
      archive: "not base64!",
    });
    expect(notBase64.json().error).toMatch(/base64/);
  });
});
