import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../db/database.js";

/** The engines the database suite runs on: SQLite always, PostgreSQL when DATABASE_URL is set. */
export const DATABASE_ENGINES: readonly ("sqlite" | "postgres")[] =
  process.env.DATABASE_URL?.startsWith("postgres") ? ["sqlite", "postgres"] : ["sqlite"];

/** A database for one test file, and how to throw it away. */
export interface TestDatabase {
  database: Database;
  /** Opens another connection pool on the same data (a second server process, in effect). */
  openAnother(): Promise<Database>;
  dispose(): Promise<void>;
}

/**
 * Opens an empty, migrated database: SQLite in a temporary folder, or a fresh PostgreSQL schema,
 * which `dispose` deletes, so parallel test files and repeated runs never see each other's rows.
 */
export async function openTestDatabase(engine: "sqlite" | "postgres"): Promise<TestDatabase> {
  if (engine === "sqlite") {
    // A file rather than :memory:, so a second connection (a second server) can share it.
    const folder = mkdtempSync(join(tmpdir(), "modeldeck-test-"));
    const sqlitePath = join(folder, "test.sqlite");
    const others: Database[] = [];
    const database = await openDatabase({ sqlitePath });
    return {
      database,
      async openAnother() {
        const another = await openDatabase({ sqlitePath });
        others.push(another);
        return another;
      },
      async dispose() {
        for (const other of others) await other.close();
        await database.close();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.DATABASE_URL as string;
  const schema = `modeldeck_test_${randomBytes(6).toString("hex")}`;
  const others: Database[] = [];
  const database = await openDatabase({ databaseUrl: url, postgresSchema: schema, poolSize: 4 });
  return {
    database,
    async openAnother() {
      const another = await openDatabase({ databaseUrl: url, postgresSchema: schema, poolSize: 2 });
      others.push(another);
      return another;
    },
    async dispose() {
      for (const other of others) await other.close();
      await database.close();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}
