import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteWriterDriver } from "./sqlite-writer.js";
import { UserDataBusyError } from "../user-data-busy.js";

describe("SqliteWriterDriver", () => {
  let folder = "";
  let db: Kysely<{ notes: { text: string } }> | undefined;
  afterEach(async () => {
    await db?.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  function open(waitMs: number) {
    folder = mkdtempSync(join(tmpdir(), "modeldeck-writer-"));
    db = new Kysely({
      dialect: {
        createAdapter: () => new SqliteAdapter(),
        createDriver: () => new SqliteWriterDriver(join(folder, "notes.sqlite"), waitMs),
        createQueryCompiler: () => new SqliteQueryCompiler(),
        createIntrospector: (kysely) => new SqliteIntrospector(kysely),
      },
    });
    return db;
  }

  it("writes from its worker thread, in transactions that roll back as a whole", async () => {
    const notes = open(10_000);
    await sql`CREATE TABLE notes (text TEXT NOT NULL)`.execute(notes);
    await notes.insertInto("notes").values({ text: "kept" }).execute();
    await expect(
      notes.transaction().execute(async (transaction) => {
        await transaction.insertInto("notes").values({ text: "dropped" }).execute();
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await notes.selectFrom("notes").select("text").execute()).toEqual([{ text: "kept" }]);
  });

  it("refuses a write that waits longer than its bound for its turn, with a 503", async () => {
    const notes = open(200);
    await sql`CREATE TABLE notes (text TEXT NOT NULL)`.execute(notes);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const long = notes.transaction().execute(async (transaction) => {
      await transaction.insertInto("notes").values({ text: "long" }).execute();
      await held;
    });
    const refused = await notes
      .insertInto("notes")
      .values({ text: "late" })
      .execute()
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UserDataBusyError);
    expect(refused).toMatchObject({ statusCode: 503, headers: { "retry-after": "5" } });
    release();
    await long;
    await notes.insertInto("notes").values({ text: "after" }).execute();
    expect(
      (await notes.selectFrom("notes").select("text").execute()).map((row) => row.text),
    ).toEqual(["long", "after"]);
  });
});
