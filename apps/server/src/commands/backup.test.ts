import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/database.js";
import { exportModels } from "../db/model-reads.js";
import { buildServer } from "../server.js";
import { SAMPLE_MODELS } from "../test-support/sample-models.js";
import { CAT, classificationRun, newOwnerKey } from "../test-support/sample-runs.js";
import { storeModels } from "../test-support/seeded-server.js";
import { runCli } from "./run-cli.js";

const folder = mkdtempSync(join(tmpdir(), "modeldeck-backup-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function exported(database: Database) {
  const models = [];
  for await (const model of exportModels(database)) models.push(model);
  return models;
}

/** Every row of the user data, read straight from a SQLite file. */
function userDataRows(file: string) {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return {
      runs: database.prepare("SELECT * FROM saved_runs ORDER BY id").all(),
      blobs: database.prepare("SELECT * FROM stored_blobs ORDER BY sha256").all(),
      chunks: database.prepare("SELECT * FROM blob_chunks ORDER BY sha256, chunk").all(),
      integrity: database.pragma("integrity_check", { simple: true }),
    };
  } finally {
    database.close();
  }
}

async function cli(env: Record<string, string>, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    env,
  });
  return { code, out, err };
}

describe("modeldeck backup and restore on SQLite", () => {
  it("copy the databases consistently while the server writes, and put them back", async () => {
    const dataDir = join(folder, "data");
    const env = { MODELDECK_DATA_DIR: dataDir };
    let database = await openDatabase({ dataDir });
    await storeModels(database, SAMPLE_MODELS);
    let app: FastifyInstance = await buildServer({
      database,
      env: { MODELDECK_GATEWAY_RATE_LIMIT: "100000" },
      webRoot: "/nonexistent",
    });
    const owner = newOwnerKey();
    const save = () =>
      app.inject({
        method: "POST",
        url: "/api/runs",
        headers: { "x-modeldeck-owner-key": owner },
        payload: classificationRun(),
      });
    const upload = await app.inject({
      method: "POST",
      url: "/api/blobs",
      headers: { "content-type": "image/jpeg" },
      payload: CAT,
    });
    expect(upload.statusCode).toBe(201);
    const catalogueBefore = await exported(database);

    // Users go on saving runs the whole time the backup is taken.
    const acknowledged: string[] = [];
    let writing = true;
    const writer = (async () => {
      while (writing) acknowledged.push((await save()).json().id as string);
    })();
    while (acknowledged.length < 5)
      await save().then((answer) => acknowledged.push(answer.json().id));
    const before = [...acknowledged];
    const file = join(folder, "monday.sqlite");
    const backup = await cli(env, "backup", file);
    const after = [...acknowledged];
    writing = false;
    await writer;
    expect(backup.code).toBe(0);
    expect(backup.out).toEqual([
      `backed up the catalogue to ${file}`,
      `backed up the user data to ${join(folder, "monday.userdata.sqlite")}`,
    ]);

    // One snapshot: every run acknowledged before it started, none that was not yet saved
    // when it ended, every file whole.
    const saved = userDataRows(join(folder, "monday.userdata.sqlite"));
    expect(saved.integrity).toBe("ok");
    const savedIds = (saved.runs as { id: string }[]).map((run) => run.id);
    expect(savedIds).toEqual(expect.arrayContaining(before));
    expect(after).toEqual(expect.arrayContaining(savedIds));
    expect(saved.blobs).toHaveLength(1);
    expect(
      Buffer.concat((saved.chunks as { bytes: Buffer }[]).map((chunk) => chunk.bytes)).equals(CAT),
    ).toBe(true);

    // Life goes on: more models, a run deleted, another file.
    await storeModels(database, [{ id: "acme/after-the-backup", downloads: 3 }]);
    await app.inject({
      method: "DELETE",
      url: `/api/runs/${before[0]}`,
      headers: { "x-modeldeck-owner-key": owner },
    });
    expect(await exported(database)).not.toEqual(catalogueBefore);
    await app.close();
    await database.close();

    const restored = await cli(env, "restore", file);
    expect(restored.code).toBe(0);
    database = await openDatabase({ dataDir });
    try {
      expect(await exported(database)).toEqual(catalogueBefore);
      const { integrity: _live, ...live } = userDataRows(join(dataDir, "userdata.sqlite"));
      const { integrity: _copy, ...copy } = saved;
      expect(live).toEqual(copy);
      app = await buildServer({ database, env: {}, webRoot: "/nonexistent" });
      expect((await app.inject({ method: "GET", url: `/api/runs/${before[0]}` })).statusCode).toBe(
        200,
      );
      await app.close();
    } finally {
      await database.close();
    }
  }, 60_000);

  it("refuses to overwrite a file, or to restore something that is not a backup", async () => {
    const env = { MODELDECK_DATA_DIR: join(folder, "data") };
    const file = join(folder, "monday.sqlite");
    const again = await cli(env, "backup", file);
    expect(again.code).toBe(2);
    expect(again.err.join("\n")).toContain("pass --force to replace it");
    expect((await cli(env, "backup", "--force", file)).code).toBe(0);
    const bogus = await cli(env, "restore", join(folder, "nothing.sqlite"));
    expect(bogus.code).toBe(2);
    expect(bogus.err.join("\n")).toContain("is not a ModelDeck backup");
  });
});

describe("modeldeck backup and restore on PostgreSQL", () => {
  it("explain pg_dump and pg_restore without showing the password", async () => {
    const env = { DATABASE_URL: "postgres://admin:s3cret@db.internal:5432/modeldeck" };
    for (const command of ["backup", "restore"]) {
      const answer = await cli(env, command, "modeldeck.dump");
      expect(answer.code).toBe(1);
      const text = answer.err.join("\n");
      expect(text).toContain(
        'pg_dump --format=custom --file="modeldeck.dump" --dbname="modeldeck"',
      );
      expect(text).toContain(
        'pg_restore --clean --if-exists --no-owner --dbname="modeldeck" "modeldeck.dump"',
      );
      expect(text).not.toContain("s3cret");
      expect(text).not.toContain("admin");
    }
  });
});
