import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { getPriority, tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toModelRecord } from "../../descriptors/model-record.js";
import { storeModels } from "../../test-support/seeded-server.js";
import { SAMPLE_MODELS } from "../../test-support/sample-models.js";
import { openTestDatabase, type TestDatabase } from "../../test-support/test-databases.js";
import { ClientGoneError } from "./client-lifetime.js";
import { openDatabase } from "../database.js";
import { findModel } from "../model-reads.js";
import { upsertModels } from "../writes/model-writes.js";
import { SqliteReadError, SqliteReadPool } from "./sqlite-read-pool.js";

// A read that keeps SQLite busy for a while: two million steps of a recursive query.
const SLOW_SQL = `WITH RECURSIVE counter(step) AS (SELECT 1 UNION ALL SELECT step + 1 FROM counter WHERE step < 2000000)
  SELECT count(*) AS steps FROM counter`;
const slowRead = sql.raw<{ steps: number }>(SLOW_SQL);

describe("SQLite reads in worker threads", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase("sqlite");
    await storeModels(test.database, SAMPLE_MODELS);
  });
  afterAll(() => test.dispose());

  it("keeps the event loop free while a slow read runs", async () => {
    const events: string[] = [];
    const read = slowRead.execute(test.database.db).then((result) => {
      events.push("read");
      return result.rows[0]?.steps;
    });
    // On the main thread the read would finish before any timer could run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    events.push("timer");
    expect(await read).toBe(2_000_000);
    expect(events).toEqual(["timer", "read"]);
  });

  it("answers model lookups at once while slow searches fill every read worker", async () => {
    const events: string[] = [];
    const slow = Array.from({ length: 4 }, () =>
      slowRead.execute(test.database.db).then(() => events.push("slow")),
    );
    const found = await findModel(test.database, "google-bert/bert-base-uncased");
    events.push("lookup");
    await Promise.all(slow);
    expect(found).toBeDefined();
    expect(events[0]).toBe("lookup");
  });

  it("runs its workers at a lower CPU priority than the event loop when asked (Linux)", async () => {
    const folder = mkdtempSync(join(tmpdir(), "modeldeck-nice-"));
    const niced = await openDatabase({
      sqlitePath: join(folder, "niced.sqlite"),
      readWorkerNiceness: 10,
    });
    await slowRead.execute(niced.db);
    // Field 19 of /proc/<pid>/task/<tid>/stat is the thread's nice value.
    const linux = process.platform === "linux";
    const niceValues = (linux ? readdirSync("/proc/self/task") : []).map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
    });
    await niced.close();
    rmSync(folder, { recursive: true, force: true });
    if (!linux) return;
    const own = getPriority();
    expect(niceValues).toContain(own);
    expect(niceValues).toContain(Math.min(19, own + 10));
  });

  it("answers reads while a write transaction is open, without its uncommitted rows", async () => {
    await test.database.db.transaction().execute(async (transaction) => {
      await transaction
        .insertInto("model_tag_links")
        .values({ tag: "uncommitted", model_seq: 1 })
        .execute();
      const inside = await transaction
        .selectFrom("model_tag_links")
        .select("tag")
        .where("tag", "=", "uncommitted")
        .execute();
      expect(inside).toHaveLength(1);
      const outside = await test.database.db
        .selectFrom("model_tag_links")
        .select("tag")
        .where("tag", "=", "uncommitted")
        .execute();
      expect(outside).toHaveLength(0);
      await transaction.deleteFrom("model_tag_links").where("tag", "=", "uncommitted").execute();
    });
  });

  it("sees committed writes at once and reports SQLite errors with their code", async () => {
    await upsertModels(test.database, [toModelRecord({ id: "acme/fresh" }, new Date())]);
    expect(await findModel(test.database, "acme/fresh")).toBeDefined();
    await expect(sql`SELECT * FROM no_such_table`.execute(test.database.db)).rejects.toEqual(
      expect.objectContaining({ name: "SqliteReadError", code: "SQLITE_ERROR" }),
    );
    await expect(sql`SELECT * FROM no_such_table`.execute(test.database.db)).rejects.toBeInstanceOf(
      SqliteReadError,
    );
  });
});

describe("the SQLite read pool's queue", () => {
  const folder = mkdtempSync(join(tmpdir(), "modeldeck-queue-"));
  const file = join(folder, "queue.sqlite");
  new SqliteDatabase(file).exec("CREATE TABLE marks (name TEXT)").close();
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("drops the reads whose clients left while they waited; the next read runs right after the running one", async () => {
    const pool = new SqliteReadPool(file, 1);
    const events: string[] = [];
    const record = (name: string) => (outcome: unknown) =>
      events.push(`${name}: ${outcome instanceof Error ? outcome.name : "rows"}`);
    const running = pool.read(SLOW_SQL, []).then(record("running"), record("running"));
    const gone = new AbortController();
    // Were they run, these would fail with SQLite's own error once the worker reached them.
    const abandoned = [1, 2, 3].map((index) =>
      pool
        .read("SELECT * FROM no_such_table", [], gone.signal)
        .then(record(`abandoned ${index}`), record(`abandoned ${index}`)),
    );
    const next = pool.read("SELECT count(*) AS n FROM marks", []).then(record("next"));
    gone.abort();
    await Promise.all([running, ...abandoned, next]);
    await pool.close();
    expect(events).toEqual([
      "abandoned 1: ClientGoneError",
      "abandoned 2: ClientGoneError",
      "abandoned 3: ClientGoneError",
      "running: rows",
      "next: rows",
    ]);
  });

  it("refuses a read whose client is already gone, and still runs the others in arrival order", async () => {
    const pool = new SqliteReadPool(file, 1);
    await expect(pool.read("SELECT 1", [], AbortSignal.abort())).rejects.toBeInstanceOf(
      ClientGoneError,
    );
    const order: number[] = [];
    const staying = new AbortController();
    await Promise.all(
      [1, 2, 3].map((index) =>
        pool.read(`SELECT ${index} AS n`, [], staying.signal).then(() => order.push(index)),
      ),
    );
    await pool.close();
    expect(order).toEqual([1, 2, 3]);
  });
});
