import { randomBytes } from "node:crypto";
import { Kysely, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { SAMPLE_MODELS } from "../../test-support/sample-models.js";
import { storeModels } from "../../test-support/seeded-server.js";
import { DATABASE_ENGINES, openTestDatabase } from "../../test-support/test-databases.js";
import { openDatabase } from "../database.js";
import { migrateToLatest } from "./migrations.js";
import type { DatabaseSchema } from "../schema.js";

describe.each(DATABASE_ENGINES)("migrations on %s", (engine) => {
  it("leave an up-to-date database and its rows as they are", async () => {
    const test = await openTestDatabase(engine);
    try {
      await storeModels(test.database, SAMPLE_MODELS.slice(0, 3));
      await migrateToLatest(test.database.db, test.database.dialect);
      const rows = await test.database.db.selectFrom("models").select("id").execute();
      expect(rows).toHaveLength(3);
    } finally {
      await test.dispose();
    }
  });

  if (engine === "sqlite") {
    it("leave no id trigram table on SQLite, nor a trigger writing to it", async () => {
      const test = await openTestDatabase(engine);
      try {
        const { rows } = await sql<{ name: string; sql: string | null }>`SELECT name, sql
          FROM sqlite_master WHERE name LIKE 'models_id_trigram%' OR sql LIKE '%models_id_trigram%'`.execute(
          test.database.db,
        );
        expect(rows).toEqual([]);
        // The word index is still kept by the recreated triggers.
        await storeModels(test.database, SAMPLE_MODELS.slice(0, 3));
        const words = await sql<{ count: number }>`SELECT count(*) AS count FROM models_fts
          WHERE models_fts MATCH ${'"bert"*'}`.execute(test.database.db);
        expect(Number(words.rows[0]?.count)).toBeGreaterThan(0);
      } finally {
        await test.dispose();
      }
    });
  }

  if (engine !== "postgres") return;

  // A deployment's public schema (or CI's leftovers) sits behind every test schema on the
  // search path; migrations must still build the tables in the schema in front.
  it("migrate their own schema when a migrated schema is later on the search path", async () => {
    const url = process.env.DATABASE_URL as string;
    const behind = `modeldeck_test_${randomBytes(6).toString("hex")}`;
    const front = `modeldeck_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const first = await openDatabase({ databaseUrl: url, postgresSchema: behind, poolSize: 2 });
    let shadowed: Kysely<DatabaseSchema> | undefined;
    try {
      await storeModels(first, SAMPLE_MODELS.slice(0, 2));
      await admin.query(`CREATE SCHEMA ${front}`);
      const pool = new pg.Pool({
        connectionString: url,
        max: 2,
        options: `-c search_path=${front},${behind},public`,
      });
      shadowed = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
      await migrateToLatest(shadowed, "postgres");
      expect(await shadowed.selectFrom("models").select("id").execute()).toEqual([]);
      const tables = await admin.query(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = $1",
        [front],
      );
      expect(tables.rows.map((row: { table_name: string }) => row.table_name)).toContain("models");
    } finally {
      await shadowed?.destroy();
      await first.close();
      await admin.query(`DROP SCHEMA IF EXISTS ${front} CASCADE`);
      await admin.query(`DROP SCHEMA IF EXISTS ${behind} CASCADE`);
      await admin.end();
    }
  });
});
