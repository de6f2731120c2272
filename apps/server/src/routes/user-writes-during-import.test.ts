import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/database.js";
import { writeModelsInTransaction } from "../db/writes/model-writes.js";
import { toModelRecord } from "../descriptors/model-record.js";
import { buildServer } from "../server.js";
import { SAMPLE_MODELS } from "../test-support/sample-models.js";
import { CAT, classificationRun, newOwnerKey } from "../test-support/sample-runs.js";
import { DATABASE_ENGINES, openTestDatabase } from "../test-support/test-databases.js";

const owner = newOwnerKey();
const saveRun = (app: FastifyInstance) =>
  app.inject({
    method: "POST",
    url: "/api/runs",
    headers: { "x-modeldeck-owner-key": owner },
    payload: classificationRun(),
  });
const uploadCat = (app: FastifyInstance) =>
  app.inject({
    method: "POST",
    url: "/api/blobs",
    headers: { "content-type": "image/jpeg" },
    payload: CAT,
  });

// Issue 26: an import's long transaction must neither block nor endanger what users write.
describe.each(DATABASE_ENGINES)("user writes during an import on %s", (engine) => {
  it("are stored while the import's transaction is open, and kept when it rolls back", async () => {
    const test = await openTestDatabase(engine);
    const app = await buildServer({
      database: test.database,
      env: { MODELDECK_GATEWAY_RATE_LIMIT: "1000" },
      webRoot: "/nonexistent",
    });
    try {
      const records = SAMPLE_MODELS.map((model) => toModelRecord(model, new Date()));
      let runId = "";
      const importing = writeModelsInTransaction(test.database, async (write) => {
        await write(records);
        // The import holds its transaction (and on PostgreSQL its locks) while users write.
        const saved = await saveRun(app);
        expect(saved.statusCode).toBe(201);
        runId = saved.json().id;
        expect((await uploadCat(app)).statusCode).toBe(201);
        expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
        expect((await app.inject({ method: "GET", url: `/api/runs/${runId}` })).statusCode).toBe(
          200,
        );
        throw new Error("a bad line near the end");
      });
      await expect(importing).rejects.toThrow("a bad line near the end");
      // All or nothing for the import; the user's writes were never part of it.
      const models = await test.database.db.selectFrom("models").select("id").execute();
      expect(models).toEqual([]);
      expect((await app.inject({ method: "GET", url: `/api/runs/${runId}` })).statusCode).toBe(200);
    } finally {
      await app.close();
      await test.dispose();
    }
  });
});

describe("user writes on SQLite while another process holds a write lock", () => {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let holder: SqliteDatabase.Database | undefined;
  let dataDir = "";
  afterEach(async () => {
    holder?.close();
    await app?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function serve() {
    dataDir = mkdtempSync(join(tmpdir(), "modeldeck-locks-"));
    database = await openDatabase({ dataDir, userDataWaitMs: 300 });
    app = await buildServer({
      database,
      env: { MODELDECK_GATEWAY_RATE_LIMIT: "1000" },
      webRoot: "/nonexistent",
    });
    return app;
  }

  it("go on as usual when the lock is the catalogue's, as an import holds it", async () => {
    const server = await serve();
    // Another process in the middle of an import: it holds the catalogue's one write lock.
    holder = new SqliteDatabase(join(dataDir, "modeldeck.sqlite"));
    holder.exec("BEGIN IMMEDIATE");
    expect((await saveRun(server)).statusCode).toBe(201);
    expect((await uploadCat(server)).statusCode).toBe(201);
    expect((await server.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  });

  it("answer 503 with Retry-After when the user data stays locked, without holding up other requests", async () => {
    const server = await serve();
    holder = new SqliteDatabase(join(dataDir, "userdata.sqlite"));
    holder.pragma("busy_timeout = 0");
    holder.exec("BEGIN IMMEDIATE");
    const finished: string[] = [];
    const write = saveRun(server).then((answer) => {
      finished.push("write");
      return answer;
    });
    // While the write waits for the lock, the event loop goes on serving.
    const health = await server.inject({ method: "GET", url: "/api/health" });
    finished.push("health");
    expect(health.statusCode).toBe(200);
    const refused = await write;
    expect(finished).toEqual(["health", "write"]);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers["retry-after"]).toBe("5");
    expect(refused.json()).toEqual({
      error:
        "saved runs and uploads are busy at the moment; nothing was stored, try again in 5 seconds",
      code: "storage_busy",
    });
    holder.exec("ROLLBACK");
    expect((await saveRun(server)).statusCode).toBe(201);
  });
});
