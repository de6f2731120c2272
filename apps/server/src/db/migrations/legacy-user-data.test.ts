import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { PROJECT_PATHS } from "../../paths.js";
import { addLegacyUserData } from "../../test-support/legacy-user-data.js";
import { DATABASE_ENGINES, openTestDatabase } from "../../test-support/test-databases.js";
import { blobStream, findBlobInfo } from "../blobs.js";
import { openDatabase, type Database } from "../database.js";
import { moveLegacyUserData } from "./legacy-user-data.js";

const PHOTO = readFileSync(join(PROJECT_PATHS.mediaRoot, "astronaut.png"));
const PAGE = Buffer.from("<html><script>alert(localStorage.length)</script></html>");
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const LONG_ID = "AbCdEfGhIjKlMnOpQrStUv";

const LEGACY = {
  blobs: [
    {
      sha256: sha256(PHOTO),
      contentType: "image/png",
      bytes: PHOTO,
      createdAt: "2026-11-01T00:00:00.000Z",
    },
    {
      sha256: sha256(PAGE),
      contentType: "image/png",
      bytes: PAGE,
      createdAt: "2026-11-02T00:00:00.000Z",
    },
  ],
  runs: [
    {
      id: "Qm3xV0c2kP9wLr7a",
      deleteKey: "old-key",
      setup: { input: { image: { blob: sha256(PHOTO), contentType: "image/png" } } },
      createdAt: "2026-11-03T00:00:00.000Z",
    },
    { id: LONG_ID, deleteKey: "other-key", setup: {}, createdAt: "2026-11-04T00:00:00.000Z" },
  ],
};

async function userDataRows(database: Database) {
  const db = database.userData.db;
  return {
    blobs: await db
      .selectFrom("stored_blobs")
      .select(["sha256", "content_type", "size"])
      .orderBy("sha256")
      .execute(),
    runs: await db
      .selectFrom("saved_runs")
      .select(["id", "legacy_id", "owner_digest", "listed"])
      .orderBy("created_at")
      .execute(),
    links: await db.selectFrom("run_blobs").select(["run_id", "sha256"]).execute(),
  };
}

const catalogueTables = async (database: Database) =>
  (await database.db.introspection.getTables()).map((table) => table.name);

describe.each(DATABASE_ENGINES)("moving user data out of the catalogue on %s", (engine) => {
  it("copies runs and blobs once, renames short run ids, and drops the old tables", async () => {
    const test = await openTestDatabase(engine);
    try {
      await addLegacyUserData(test.database, LEGACY);
      const moved = await moveLegacyUserData(
        test.database.db as never,
        engine,
        test.database.userData,
      );
      expect(moved).toEqual({ runs: 2, blobs: 2 });
      expect(await catalogueTables(test.database)).not.toContain("runs");
      expect(await catalogueTables(test.database)).not.toContain("blobs");

      const rows = await userDataRows(test.database);
      // The page stored under an image's name before signatures were checked is kept, as a download.
      expect(rows.blobs).toEqual(
        [
          { sha256: sha256(PHOTO), content_type: "image/png", size: PHOTO.length },
          { sha256: sha256(PAGE), content_type: "application/octet-stream", size: PAGE.length },
        ].sort((a, b) => (a.sha256 < b.sha256 ? -1 : 1)),
      );
      const info = await findBlobInfo(test.database.userData, sha256(PHOTO));
      expect(info?.chunkCount).toBe(Math.ceil(PHOTO.length / (256 * 1024)));
      expect((await buffer(blobStream(test.database.userData, info!))).equals(PHOTO)).toBe(true);

      const [short, long] = rows.runs;
      expect(short?.legacy_id).toBe("Qm3xV0c2kP9wLr7a");
      expect(short?.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(long).toMatchObject({ id: LONG_ID, legacy_id: null });
      expect(rows.runs.every((run) => run.owner_digest === null && Number(run.listed) === 0)).toBe(
        true,
      );
      expect(rows.links).toEqual([{ run_id: short?.id, sha256: sha256(PHOTO) }]);

      // Nothing left to move: a second start does nothing.
      expect(
        await moveLegacyUserData(test.database.db as never, engine, test.database.userData),
      ).toEqual({
        runs: 0,
        blobs: 0,
      });
    } finally {
      await test.dispose();
    }
  });

  it("finishes a move that was cut off before the old tables were dropped, without copying twice", async () => {
    const test = await openTestDatabase(engine);
    try {
      await addLegacyUserData(test.database, LEGACY);
      await moveLegacyUserData(test.database.db as never, engine, test.database.userData);
      const first = await userDataRows(test.database);
      // As if the server died after copying: the old tables are there again, rows and all.
      await addLegacyUserData(test.database, LEGACY);
      await moveLegacyUserData(test.database.db as never, engine, test.database.userData);
      expect(await userDataRows(test.database)).toEqual(first);
      expect(await catalogueTables(test.database)).not.toContain("runs");
    } finally {
      await test.dispose();
    }
  });
});

describe("an existing SQLite database", () => {
  it("has its saved runs and files moved to userdata.sqlite when it is next opened", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "modeldeck-legacy-"));
    try {
      const before = await openDatabase({ dataDir });
      await addLegacyUserData(before, LEGACY);
      await before.close();

      const after = await openDatabase({ dataDir });
      try {
        expect(after.userData.file).toBe(join(dataDir, "userdata.sqlite"));
        expect((await userDataRows(after)).runs).toHaveLength(2);
        expect(await catalogueTables(after)).not.toContain("runs");
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
