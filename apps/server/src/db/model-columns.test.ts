import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { DATABASE_ENGINES, openTestDatabase } from "../test-support/test-databases.js";
import { WRITTEN_COLUMNS } from "./model-columns.js";

describe.each(DATABASE_ENGINES)("the written columns on %s", (engine) => {
  it("are every column of the migrated models table but seq", async () => {
    const test = await openTestDatabase(engine);
    try {
      const { db } = test.database;
      const names =
        engine === "sqlite"
          ? (await sql<{ name: string }>`SELECT name FROM pragma_table_info('models')`.execute(db))
              .rows
          : (
              await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
                WHERE table_name = 'models' AND table_schema = current_schema() AND is_generated = 'NEVER'`.execute(
                db,
              )
            ).rows;
      const columns = names.map((row) => row.name).filter((name) => name !== "seq");
      expect([...columns].sort()).toEqual([...WRITTEN_COLUMNS].sort());
    } finally {
      await test.dispose();
    }
  });
});
