import { openDatabase, type Database, type OpenDatabaseOptions } from "../db/database.js";

/**
 * Opens the database the environment names: PostgreSQL when `DATABASE_URL` is a `postgres://`
 * URL, otherwise SQLite in `MODELDECK_DATA_DIR` (default `./data`). `extra` adds what only
 * some commands want, such as the server's statement timeout.
 *
 * @example
 * ```ts
 * const database = await openFromEnvironment(process.env, { statementTimeoutMs: 5000 });
 * ```
 */
export function openFromEnvironment(
  env: Readonly<Record<string, string | undefined>>,
  extra: Pick<OpenDatabaseOptions, "statementTimeoutMs"> = {},
): Promise<Database> {
  const workers = Number(env.MODELDECK_SQLITE_READ_WORKERS);
  const niceness = Number(env.MODELDECK_SQLITE_READ_NICENESS);
  return openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.MODELDECK_DATA_DIR || "./data",
    // An operator may size the read pool to the machine, or set 0 to read on the main thread.
    ...(Number.isInteger(workers) && workers >= 0 && env.MODELDECK_SQLITE_READ_WORKERS !== ""
      ? { readWorkers: workers }
      : {}),
    // Read workers yield the CPU to the event loop; 0 keeps them at the server's priority.
    ...(Number.isInteger(niceness) &&
    niceness >= 0 &&
    niceness <= 19 &&
    env.MODELDECK_SQLITE_READ_NICENESS !== ""
      ? { readWorkerNiceness: niceness }
      : {}),
    ...extra,
  });
}

/**
 * The server's statement timeout: `MODELDECK_STATEMENT_TIMEOUT_MS`, default 5 s. Valid requests
 * answer in milliseconds; this only stops a runaway plan from holding a connection for minutes.
 *
 * @example
 * ```ts
 * serverStatementTimeout({}); // 5000
 * ```
 */
export function serverStatementTimeout(env: Readonly<Record<string, string | undefined>>): number {
  const configured = Number(env.MODELDECK_STATEMENT_TIMEOUT_MS);
  return Number.isInteger(configured) && configured > 0 ? configured : 5000;
}

/**
 * Describes where the data lives (PostgreSQL host and database, or the SQLite folder) for start-up
 * and command messages, without the user name or password a `DATABASE_URL` may carry.
 *
 * @example
 * ```ts
 * describeStorage({ DATABASE_URL: "postgres://admin:secret@db.internal:5432/modeldeck" }); // "PostgreSQL at db.internal:5432/modeldeck"
 * describeStorage({}); // "SQLite in ./data"
 * ```
 */
export function describeStorage(env: Readonly<Record<string, string | undefined>>): string {
  const url = env.DATABASE_URL;
  if (url !== undefined && /^postgres(ql)?:\/\//.test(url)) {
    try {
      const parsed = new URL(url);
      return `PostgreSQL at ${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
    } catch {
      return "PostgreSQL";
    }
  }
  return `SQLite in ${env.MODELDECK_DATA_DIR || "./data"}`;
}
