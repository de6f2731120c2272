import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, rmSync, type WriteStream } from "node:fs";
import { once } from "node:events";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeUnreferencedBlobs } from "../db/blobs.js";
import { openDatabase, type Database } from "../db/database.js";
import { bundleCli, startServeProcess } from "../test-support/cli-process.js";
import { SAMPLE_MODELS } from "../test-support/sample-models.js";
import { classificationRun, newOwnerKey } from "../test-support/sample-runs.js";
import { storeModels } from "../test-support/seeded-server.js";
import { DATABASE_ENGINES, openTestDatabase } from "../test-support/test-databases.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
/** Rounds of serving, each ended by SIGKILL at a random point of the writes. */
const ROUNDS = 4;

let folder: string;
let script: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "modeldeck-serve-kill-"));
  script = await bundleCli(folder);
}, 120_000);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/**
 * Feeds an import through a named pipe that stays open: the import checks and writes what it
 * gets, then waits for more with its transaction open, for as long as the test needs.
 */
async function feedImport(fifo: string, lines: number) {
  const out = createWriteStream(fifo);
  for (let index = 0; index < lines; index += 1) {
    const line = JSON.stringify({
      id: `user-${index % 997}/bert-finetuned-${index}`,
      pipeline_tag: "text-classification",
      tags: ["transformers", "bert", "en"],
      downloads: index,
    });
    if (!out.write(`${line}\n`)) await once(out, "drain");
  }
  return out;
}

/** Whether another connection holds the SQLite file's write lock (an import's transaction). */
function writeLocked(file: string): boolean {
  const probe = new SqliteDatabase(file);
  try {
    probe.pragma("busy_timeout = 0");
    probe.exec("BEGIN IMMEDIATE");
    probe.exec("ROLLBACK");
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_BUSY") return true;
    throw error;
  } finally {
    probe.close();
  }
}

/** What the server said it stored: the bytes of each file, the body of each run. */
interface Acknowledged {
  blobs: Map<string, Buffer>;
  runs: Map<string, unknown>;
}

/** Uploads files (one to several chunks long) and saves runs naming them until the server dies. */
async function writeUntilKilled(url: string, acknowledged: Acknowledged) {
  const owner = newOwnerKey();
  for (;;) {
    try {
      const bytes = Buffer.concat([
        PNG_SIGNATURE,
        randomBytes(1000 + Math.floor(Math.random() * 700_000)),
      ]);
      const upload = await fetch(`${url}/api/blobs`, {
        method: "POST",
        headers: { "content-type": "image/png" },
        body: bytes,
      });
      if (upload.status === 201) acknowledged.blobs.set(sha256(bytes), bytes);
      const run = classificationRun();
      Object.assign(run.setup.input, { file: { blob: sha256(bytes), contentType: "image/png" } });
      const saved = await fetch(`${url}/api/runs`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-modeldeck-owner-key": owner },
        body: JSON.stringify(run),
      });
      if (saved.status === 201)
        acknowledged.runs.set(((await saved.json()) as { id: string }).id, run);
    } catch {
      return; // The server is gone: every write it acknowledged is recorded.
    }
  }
}

/** Checks that every acknowledged write is there and that no stored write is partial. */
async function checkUserData(database: Database, acknowledged: Acknowledged) {
  const { db } = database.userData;
  const blobs = await db.selectFrom("stored_blobs").selectAll().execute();
  for (const blob of blobs) {
    const chunks = await db
      .selectFrom("blob_chunks")
      .select(["chunk", "bytes"])
      .where("sha256", "=", blob.sha256)
      .orderBy("chunk")
      .execute();
    expect(chunks.map((chunk) => Number(chunk.chunk))).toEqual(
      Array.from({ length: Number(blob.chunk_count) }, (_, index) => index),
    );
    const bytes = Buffer.concat(chunks.map((chunk) => Buffer.from(chunk.bytes)));
    expect(bytes.length).toBe(Number(blob.size));
    expect(sha256(bytes)).toBe(blob.sha256);
  }
  const stored = new Set(blobs.map((blob) => blob.sha256));
  for (const hash of acknowledged.blobs.keys()) expect(stored.has(hash), hash).toBe(true);
  // Chunks of an upload cut off before its row belong to no blob: invisible, and swept.
  await removeUnreferencedBlobs(database.userData, "2000-01-01T00:00:00.000Z", "9999-12-31");
  const orphanChunks = await db
    .selectFrom("blob_chunks")
    .select("sha256")
    .where("sha256", "not in", [...stored, ""])
    .execute();
  expect(orphanChunks).toEqual([]);

  const runs = await db.selectFrom("saved_runs").selectAll().execute();
  const byId = new Map(runs.map((run) => [run.id, run]));
  for (const [id, body] of acknowledged.runs) {
    const run = byId.get(id);
    expect(run, id).toBeDefined();
    expect(JSON.parse(run!.setup)).toEqual((body as { setup: unknown }).setup);
  }
  const links = await db.selectFrom("run_blobs").selectAll().execute();
  for (const link of links) {
    expect(byId.has(link.run_id)).toBe(true);
    expect(stored.has(link.sha256)).toBe(true);
  }
  for (const run of runs) {
    JSON.parse(run.setup);
    JSON.parse(run.results);
  }
}

async function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGKILL");
  await exited;
}

describe.each(DATABASE_ENGINES)("a server killed with SIGKILL during an import on %s", (engine) => {
  it("keeps every write it acknowledged, and nothing half-written", async () => {
    const test = engine === "postgres" ? await openTestDatabase(engine) : undefined;
    const dataDir = join(folder, `data-${engine}`);
    let env: Record<string, string> = { MODELDECK_DATA_DIR: dataDir };
    let database: Database;
    if (engine === "sqlite") {
      database = await openDatabase({ dataDir });
    } else {
      database = test!.database;
      const schema = (
        await sql<{ name: string }>`SELECT current_schema() AS name`.execute(database.db)
      ).rows[0]?.name as string;
      const url = new URL(process.env.DATABASE_URL as string);
      url.searchParams.set("options", `-c search_path=${schema},public`);
      env = { DATABASE_URL: url.toString() };
    }
    const acknowledged: Acknowledged = { blobs: new Map(), runs: new Map() };
    const file = join(folder, `import-${engine}.jsonl`);
    execFileSync("mkfifo", [file]);
    let importer: ChildProcess | undefined;
    let feed: WriteStream | undefined;
    const killPoints: number[] = [];
    try {
      await storeModels(database, SAMPLE_MODELS);
      if (engine === "sqlite") await database.close();
      importer = spawn(process.execPath, [script, "import", file], {
        env: { PATH: process.env.PATH ?? "", ...env },
        stdio: "ignore",
      });
      feed = await feedImport(file, 60_000);
      if (engine === "sqlite") {
        while (!writeLocked(join(dataDir, "modeldeck.sqlite"))) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      for (let round = 0; round < ROUNDS; round += 1) {
        if (engine === "sqlite") expect(writeLocked(join(dataDir, "modeldeck.sqlite"))).toBe(true);
        const server = await startServeProcess(script, {
          MODELDECK_GATEWAY_RATE_LIMIT: "100000",
          ...env,
        });
        // A random point: after some acknowledged writes, with more in flight.
        const killAfter = 3 + Math.floor(Math.random() * 12);
        killPoints.push(killAfter);
        const before = acknowledged.runs.size;
        let stopped = false;
        const writing = writeUntilKilled(server.url, acknowledged).finally(() => (stopped = true));
        while (!stopped && acknowledged.runs.size < before + killAfter) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        expect(stopped, server.output()).toBe(false);
        await killed(server.child);
        await writing;
      }
      // The import ran the whole time: its transaction was open at every kill.
      expect(importer.exitCode).toBeNull();
      await killed(importer);
      const reopened = engine === "sqlite" ? await openDatabase({ dataDir }) : database;
      try {
        await checkUserData(reopened, acknowledged);
        // The killed import left the catalogue as it was.
        const models = await reopened.db.selectFrom("models").select("id").execute();
        expect(models).toHaveLength(SAMPLE_MODELS.length);
      } finally {
        if (engine === "sqlite") await reopened.close();
      }
      expect(acknowledged.runs.size).toBeGreaterThan(ROUNDS * 3);
    } catch (error) {
      throw new Error(`kill points ${killPoints.join(", ")}: ${(error as Error).message}`, {
        cause: error,
      });
    } finally {
      feed?.destroy();
      if (importer) await killed(importer);
      await test?.dispose();
    }
  }, 300_000);
});
