import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { sql, type KyselyPlugin, type QueryId } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database } from "../db/database.js";
import { buildServer } from "../server.js";
import { SAMPLE_MODELS } from "../test-support/sample-models.js";
import { listenOnLoopback, storeModels } from "../test-support/seeded-server.js";
import { DATABASE_ENGINES } from "../test-support/test-databases.js";

/** Keeps SQLite's one read worker busy: five million steps of a recursive query. */
const slowRead = sql`WITH RECURSIVE counter(step) AS (
    SELECT 1 UNION ALL SELECT step + 1 FROM counter WHERE step < 5000000)
  SELECT count(*) AS steps FROM counter`;

/**
 * Notes which request each statement the server's queries compile (before any queue) and run to
 * their end belongs to: the first of `terms` its values mention, since each request searches for
 * its own word.
 */
class StatementRecorder implements KyselyPlugin {
  readonly compiled: string[] = [];
  readonly executed: string[] = [];
  readonly #owners = new Map<QueryId, string>();

  constructor(private readonly terms: readonly string[]) {}

  transformQuery: KyselyPlugin["transformQuery"] = (args) => {
    const text = JSON.stringify(args.node);
    const owner = this.terms.find((term) => text.includes(term)) ?? "other";
    this.#owners.set(args.queryId, owner);
    this.compiled.push(owner);
    return args.node;
  };

  transformResult: KyselyPlugin["transformResult"] = async (args) => {
    this.executed.push(this.#owners.get(args.queryId) ?? "other");
    return args.result;
  };
}

/** A database with one read worker (SQLite) or one pooled connection (PostgreSQL). */
async function openSingleLane(engine: "sqlite" | "postgres") {
  if (engine === "sqlite") {
    const folder = mkdtempSync(join(tmpdir(), "modeldeck-abandoned-"));
    const database = await openDatabase({
      sqlitePath: join(folder, "lane.sqlite"),
      readWorkers: 1,
    });
    return {
      database,
      schema: undefined,
      async dispose() {
        await database.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.DATABASE_URL as string;
  const schema = `modeldeck_test_${randomBytes(6).toString("hex")}`;
  const database = await openDatabase({ databaseUrl: url, postgresSchema: schema, poolSize: 1 });
  return {
    database,
    schema,
    async dispose() {
      await database.close();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}

type Lane = Awaited<ReturnType<typeof openSingleLane>>;

/** The real server over `database`, on a loopback port, with its log lines kept. */
async function serve(database: Database) {
  const logLines: string[] = [];
  const app = await buildServer({
    database,
    webRoot: "/nonexistent",
    env: {},
    logger: { level: "info", stream: { write: (line: string) => logLines.push(line) } },
  });
  // Every answer the server started to send, by URL: none may go to a client that left.
  const answered: string[] = [];
  app.addHook("onSend", async (request) => {
    answered.push(request.url);
  });
  const base = await listenOnLoopback(app);
  let closedConnections = 0;
  app.server.on("connection", (socket) => socket.on("close", () => (closedConnections += 1)));
  const serverErrors = () =>
    logLines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);
  return { app, base, answered, serverErrors, closedConnections: () => closedConnections };
}

/** Starts a GET whose client will leave before the answer; the socket is its own. */
function leavingRequest(url: string): http.ClientRequest {
  const request = http.get(url, { agent: false });
  request.on("error", () => {});
  return request;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const patiently = { timeout: 10_000 };

// What each test opened (its one-lane database, its server), closed after it whatever happened.
let lane: Lane | undefined;
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  await lane?.dispose();
  app = undefined;
  lane = undefined;
});

describe.each(DATABASE_ENGINES)("requests abandoned by their clients on %s", (engine) => {
  it("are dropped while they wait, and the next request is answered without running them", async () => {
    lane = await openSingleLane(engine);
    await storeModels(lane.database, SAMPLE_MODELS);
    const recorder = new StatementRecorder(["abandoned", "bert"]);
    const server = await serve({ ...lane.database, db: lane.database.db.withPlugin(recorder) });
    app = server.app;
    // The one worker or connection is busy, so every search queues behind it.
    let occupied = true;
    let freeLane: () => void;
    if (engine === "sqlite") {
      const running = slowRead.execute(lane.database.db);
      freeLane = () => {};
      void running.finally(() => (occupied = false));
    } else {
      const holder = await lane.database.pool!.connect();
      freeLane = () => {
        occupied = false;
        holder.release();
      };
    }
    const abandoned = [1, 2, 3, 4].map((page) =>
      leavingRequest(`${server.base}/api/models?search=abandoned&limit=${page}`),
    );
    const queued = () => recorder.compiled.filter((owner) => owner === "abandoned");
    await vi.waitFor(() => expect(queued()).toHaveLength(abandoned.length), patiently);
    await nextTurn();
    for (const request of abandoned) request.destroy();
    await vi.waitFor(() => expect(server.closedConnections()).toBe(abandoned.length), patiently);
    await nextTurn();
    // Still busy when the server heard the clients leave: what follows is the queue's doing.
    expect(occupied).toBe(true);
    freeLane();

    const answer = await fetch(`${server.base}/api/models?search=bert&sort=downloads`);
    expect(answer.status).toBe(200);
    const ids = ((await answer.json()) as { id: string }[]).map((model) => model.id);
    expect(ids).toContain("google-bert/bert-base-uncased");
    // Only the next request's statements ran: none of the four whose clients left.
    expect(recorder.executed).toContain("bert");
    expect(recorder.executed).not.toContain("abandoned");
    expect(server.answered).toEqual(["/api/models?search=bert&sort=downloads"]);
    expect(server.serverErrors()).toEqual([]);
  });
});

if (DATABASE_ENGINES.includes("postgres")) {
  describe("a running PostgreSQL statement whose client left", () => {
    it("is cancelled, and its connection serves the next request", async () => {
      lane = await openSingleLane("postgres");
      await storeModels(lane.database, SAMPLE_MODELS);
      const server = await serve(lane.database);
      app = server.app;
      const pool = lane.database.pool!;
      const backendOf = async () =>
        (await pool.query("SELECT pg_backend_pid() AS id")).rows[0].id as number;
      const backend = await backendOf();
      const url = process.env.DATABASE_URL as string;
      const locker = new pg.Client({ connectionString: url });
      const admin = new pg.Client({ connectionString: url });
      await locker.connect();
      await admin.connect();
      try {
        // The search's statement waits for this lock: running, as far as PostgreSQL knows.
        await locker.query("BEGIN");
        await locker.query(`LOCK TABLE ${lane.schema}.models IN ACCESS EXCLUSIVE MODE`);
        const activity = async () =>
          (
            await admin.query(
              "SELECT state, wait_event_type FROM pg_stat_activity WHERE pid = $1",
              [backend],
            )
          ).rows[0] as { state: string; wait_event_type: string | null };
        const leaving = leavingRequest(`${server.base}/api/models?search=bert&sort=likes`);
        await vi.waitFor(
          async () =>
            expect(await activity()).toEqual({ state: "active", wait_event_type: "Lock" }),
          patiently,
        );
        leaving.destroy();
        // Gone from the running statements while the lock is still held: cancelled.
        await vi.waitFor(async () => expect((await activity()).state).toBe("idle"), patiently);
        await locker.query("ROLLBACK");

        const answer = await fetch(`${server.base}/api/models?search=bert`);
        expect(answer.status).toBe(200);
        expect(await backendOf()).toBe(backend);
        expect(server.answered).toEqual(["/api/models?search=bert"]);
        expect(server.serverErrors()).toEqual([]);
      } finally {
        await locker.end();
        await admin.end();
      }
    });
  });
}
