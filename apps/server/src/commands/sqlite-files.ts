import { existsSync } from "node:fs";
import { join } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { isPostgresUrl } from "../db/database.js";
import { userDataPathFor } from "../db/user-data.js";
import { describeStorage } from "./open-from-environment.js";

/**
 * The two SQLite files of a data folder: the catalogue and the user data beside it.
 *
 * @example
 * ```ts
 * const files: SqliteFiles = sqliteFilesIn("./data"); // { catalogue: "data/modeldeck.sqlite", userData: "data/userdata.sqlite" }
 * ```
 */
export interface SqliteFiles {
  catalogue: string;
  userData: string;
}

/**
 * The SQLite files the server uses in `dataDir`.
 *
 * @example
 * ```ts
 * sqliteFilesIn("/srv/modeldeck").userData; // "/srv/modeldeck/userdata.sqlite"
 * ```
 */
export function sqliteFilesIn(dataDir: string): SqliteFiles {
  const catalogue = join(dataDir, "modeldeck.sqlite");
  return { catalogue, userData: userDataPathFor(catalogue) };
}

/**
 * The pair of files a backup named `file` is made of: the catalogue at `file`, the user data
 * beside it (`monday.sqlite` and `monday.userdata.sqlite`), so they stay together.
 *
 * @example
 * ```ts
 * backupFiles("/backups/monday.sqlite").userData; // "/backups/monday.userdata.sqlite"
 * ```
 */
export function backupFiles(file: string): SqliteFiles {
  return { catalogue: file, userData: userDataPathFor(file) };
}

/**
 * Copies one SQLite database into `destination` with SQLite's online backup API, in one step:
 * the copy is one consistent snapshot (a read transaction on the source, which never blocks the
 * writers of a WAL database), taken while a server keeps serving and writing.
 *
 * @example
 * ```ts
 * await copyDatabase("./data/modeldeck.sqlite", "/backups/monday.sqlite");
 * ```
 */
export async function copyDatabase(source: string, destination: string): Promise<void> {
  const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    database.pragma("busy_timeout = 10000");
    // All pages in one step: a step-wise copy restarts whenever a writer changes the source, and
    // a busy server could make it restart for ever.
    await database.backup(destination, { progress: ({ totalPages }) => Math.max(totalPages, 1) });
  } finally {
    database.close();
  }
}

/**
 * Whether a file is a ModelDeck catalogue (it has the catalogue's migrations and models), so a
 * restore never replaces a database with something else.
 *
 * @example
 * ```ts
 * isCatalogue("/backups/monday.sqlite"); // true
 * ```
 */
export function isCatalogue(file: string): boolean {
  if (!existsSync(file)) return false;
  try {
    const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
    try {
      const tables = database
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('models', 'kysely_migration')",
        )
        .all();
      return tables.length === 2;
    } finally {
      database.close();
    }
  } catch {
    return false;
  }
}

/**
 * What to tell an operator on PostgreSQL, where backups are `pg_dump`'s: a consistent snapshot
 * of every table (catalogue and user data) taken while the server serves, put back with
 * `pg_restore`. The URL is shown without its user name or password.
 *
 * @example
 * ```ts
 * postgresBackupAdvice({ DATABASE_URL: "postgres://admin:secret@db:5432/modeldeck" }, "backup.dump");
 * ```
 */
export function postgresBackupAdvice(
  env: Readonly<Record<string, string | undefined>>,
  file: string,
): string | undefined {
  const url = env.DATABASE_URL;
  if (!isPostgresUrl(url)) return undefined;
  let database = "<database>";
  try {
    database = decodeURIComponent(new URL(url).pathname.slice(1)) || database;
  } catch {
    // Shown with the placeholder.
  }
  return `${describeStorage(env)} is backed up with PostgreSQL's own tools, which take a consistent snapshot of every table (the catalogue and the user data) while the server serves:

  pg_dump --format=custom --file=${JSON.stringify(file)} --dbname=${JSON.stringify(database)}   # add --host, --port, --username as for psql

Put it back (stop the servers first; this replaces the tables the dump holds):

  pg_restore --clean --if-exists --no-owner --dbname=${JSON.stringify(database)} ${JSON.stringify(file)}`;
}
