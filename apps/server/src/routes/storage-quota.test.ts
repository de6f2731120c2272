import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { removeUnreferencedBlobs } from "../db/blobs.js";
import { PROJECT_PATHS } from "../paths.js";
import { buildServer } from "../server.js";
import { CAT, CAT_SHA256, detectionRun, newOwnerKey } from "../test-support/sample-runs.js";
import { listenOnLoopback } from "../test-support/seeded-server.js";
import {
  DATABASE_ENGINES,
  openTestDatabase,
  type TestDatabase,
} from "../test-support/test-databases.js";

const ROCKET = readFileSync(join(PROJECT_PATHS.mediaRoot, "rocket-demo.jpg"));
const ASTRONAUT = readFileSync(join(PROJECT_PATHS.mediaRoot, "astronaut-320.jpg"));
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

// Issue 27 §6: storage cannot be filled by one caller, nor by everyone together.
describe.each(DATABASE_ENGINES)("storage quotas on %s", (engine) => {
  let test: TestDatabase | undefined;
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    await test?.dispose();
    app = undefined;
    test = undefined;
  });

  async function serve(env: Record<string, string>, now = () => Date.now()) {
    test = await openTestDatabase(engine);
    app = await buildServer({
      database: test.database,
      env: { MODELDECK_GATEWAY_RATE_LIMIT: "1000", ...env },
      clock: { now },
      webRoot: "/nonexistent",
    });
    return app;
  }
  const upload = (server: FastifyInstance, bytes: Buffer, address = "198.51.100.7") =>
    server.inject({
      method: "POST",
      url: "/api/blobs",
      headers: { "content-type": "image/jpeg" },
      payload: bytes,
      remoteAddress: address,
    });

  it("answers 429 when one caller has stored its share, and lets others store", async () => {
    const server = await serve({ MODELDECK_STORAGE_CALLER_BYTES: "40000" });
    expect((await upload(server, CAT)).statusCode).toBe(201);
    const over = await upload(server, ASTRONAUT);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe("storage_quota");
    expect(over.json().error).toBe(
      "you have stored 24 KiB in the last 24 hours, and this would pass the 39 KiB one client may store in that time; nothing was stored, try again later",
    );
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    // Bytes already stored cost nothing: the same file again is fine.
    expect((await upload(server, CAT)).statusCode).toBe(200);
    expect((await upload(server, ASTRONAUT, "203.0.113.9")).statusCode).toBe(201);
    // Saved runs count too.
    const run = detectionRun();
    Object.assign(run.setup.parameters, { notes: "n".repeat(20_000) });
    const saved = await server.inject({
      method: "POST",
      url: "/api/runs",
      headers: { "x-modeldeck-owner-key": newOwnerKey() },
      payload: run,
      remoteAddress: "198.51.100.7",
    });
    expect(saved.statusCode).toBe(429);
  });

  it("answers 507 when the server's storage is full", async () => {
    const server = await serve({ MODELDECK_STORAGE_TOTAL_BYTES: "30000" });
    expect((await upload(server, CAT)).statusCode).toBe(201);
    const full = await upload(server, ROCKET, "203.0.113.9");
    expect(full.statusCode).toBe(507);
    expect(full.json()).toEqual({
      error: "this server has no room left for uploads and saved runs; nothing was stored",
      code: "storage_full",
    });
  });

  it("answers 413 for an upload over the size setting, also when it arrives without a length", async () => {
    const server = await serve({ MODELDECK_BLOB_MAX_BYTES: "20000" });
    const declared = await upload(server, CAT);
    expect(declared.statusCode).toBe(413);
    const url = await listenOnLoopback(server);
    // Chunked: the server learns the size only while reading, and stops there.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let start = 0; start < CAT.length; start += 4096) {
          controller.enqueue(CAT.subarray(start, start + 4096));
        }
        controller.close();
      },
    });
    const streamed = await fetch(`${url}/api/blobs`, {
      method: "POST",
      headers: { "content-type": "image/jpeg" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { error: string }).error).toContain("20000 bytes");
    expect(
      (await server.inject({ method: "GET", url: `/api/blobs/${CAT_SHA256}` })).statusCode,
    ).toBe(404);
  });

  it("removes files no saved run refers to once they are older than the retention", async () => {
    let now = Date.parse("2026-11-01T00:00:00Z");
    const server = await serve({ MODELDECK_BLOB_RETENTION_HOURS: "24" }, () => now);
    expect((await upload(server, CAT)).statusCode).toBe(201);
    expect((await upload(server, ROCKET)).statusCode).toBe(201);
    const owner = newOwnerKey();
    const saved = await server.inject({
      method: "POST",
      url: "/api/runs",
      headers: { "x-modeldeck-owner-key": owner },
      payload: detectionRun(),
    });
    expect(saved.statusCode).toBe(201);
    const userData = test!.database.userData;
    const present = async (bytes: Buffer) =>
      (await server.inject({ method: "HEAD", url: `/api/blobs/${sha256(bytes)}` })).statusCode;

    // Younger than the retention: both stay.
    expect(await removeUnreferencedBlobs(userData, "2026-10-31T00:00:00.000Z")).toBe(0);
    now += 25 * 3_600_000;
    expect(await removeUnreferencedBlobs(userData, "2026-11-01T12:00:00.000Z")).toBe(1);
    expect(await present(ROCKET)).toBe(404);
    expect(await present(CAT)).toBe(200);
    const chunks = await userData.db
      .selectFrom("blob_chunks")
      .select("sha256")
      .where("sha256", "=", sha256(ROCKET))
      .execute();
    expect(chunks).toEqual([]);

    // Once its run is deleted, the cat goes too, at the server's own hourly sweep (run at start).
    await server.inject({
      method: "DELETE",
      url: `/api/runs/${saved.json().id}`,
      headers: { "x-modeldeck-owner-key": owner },
    });
    const second = await buildServer({
      database: test!.database,
      env: { MODELDECK_BLOB_RETENTION_HOURS: "24" },
      clock: { now: () => now },
      webRoot: "/nonexistent",
    });
    try {
      await second.ready();
      await expect.poll(() => present(CAT)).toBe(404);
    } finally {
      await second.close();
    }
  });
});
