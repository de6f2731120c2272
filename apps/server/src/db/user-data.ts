import { basename, dirname, join, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import {
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import pg from "pg";
import type { DialectName } from "./database.js";
import { PooledSqliteDialect } from "./pool/pooled-sqlite-dialect.js";
import { SqliteReadPool } from "./pool/sqlite-read-pool.js";
import { SqliteWriterDriver } from "./pool/sqlite-writer.js";
import { UserDataBusyError } from "./user-data-busy.js";
import { migrateUserData } from "./migrations/user-data-migrations.js";
import type { UserDataSchema } from "./user-data-schema.js";

/**
 * The open, migrated user data: saved runs and stored files (and later votes and batches), kept
 * apart from the catalogue so an import never blocks or endangers them. On SQLite it is a file
 * of its own (`userdata.sqlite` beside `modeldeck.sqlite`) written by a connection in a worker
 * thread and read by read-only workers; on PostgreSQL its tables sit beside the catalogue's,
 * reached through a small pool of its own, so writes never queue behind catalogue reads.
 *
 * @example
 * ```ts
 * const userData = await openUserData({ sqliteFile: "./data/userdata.sqlite" });
 * await userData.db.selectFrom("saved_runs").select("id").limit(1).execute();
 * await userData.close();
 * ```
 */
export interface UserData {
  db: Kysely<UserDataSchema>;
  dialect: DialectName;
  /** The SQLite file, for backups; absent in memory and on PostgreSQL. */
  file?: string;
  close(): Promise<void>;
}

/**
 * Where the user data lives: a SQLite file (or `:memory:`), or a PostgreSQL URL with an optional
 * schema. `waitMs` bounds how long a write waits for its turn before it is refused with a 503.
 *
 * @example
 * ```ts
 * const options: OpenUserDataOptions = { databaseUrl: "postgres://localhost/modeldeck", waitMs: 5000 };
 * ```
 */
export interface OpenUserDataOptions {
  sqliteFile?: string;
  databaseUrl?: string;
  postgresSchema?: string;
  statementTimeoutMs?: number;
  /** SQLite read workers (default 2; 0 reads through the writer). */
  readWorkers?: number;
  /** Longest wait of a write for its turn, in milliseconds (default 10 s). */
  waitMs?: number;
}

/**
 * The user-data file that goes with a catalogue file: `userdata.sqlite` beside
 * `modeldeck.sqlite`, else the catalogue's name with `.userdata` before its extension, so two
 * catalogues in one folder (tests, backups) each get their own.
 *
 * @example
 * ```ts
 * userDataPathFor("/srv/data/modeldeck.sqlite"); // "/srv/data/userdata.sqlite"
 * userDataPathFor("/backups/monday.sqlite"); // "/backups/monday.userdata.sqlite"
 * ```
 */
export function userDataPathFor(catalogueFile: string): string {
  if (catalogueFile === ":memory:") return ":memory:";
  const name = basename(catalogueFile);
  if (name === "modeldeck.sqlite") return join(dirname(catalogueFile), "userdata.sqlite");
  const stem = name.replace(/\.(sqlite3?|db)$/i, "");
  const extension = name.slice(stem.length) || ".sqlite";
  return join(dirname(catalogueFile), `${stem}.userdata${extension}`);
}

const DEFAULT_WAIT_MS = 10_000;

/** A pool whose checkout gives up after a bounded wait with a 503 instead of queueing for ever. */
class BoundedWaitPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback !== undefined) return super.connect(callback);
    return super.connect().catch((error: Error) => {
      if (/timeout exceeded when trying to connect/.test(error.message)) {
        throw new UserDataBusyError({ cause: error });
      }
      throw error;
    });
  }
}

function openSqliteUserData(file: string, options: OpenUserDataOptions): UserData {
  if (file === ":memory:") {
    const db = new Kysely<UserDataSchema>({
      dialect: new SqliteDialect({ database: new SqliteDatabase(":memory:") }),
    });
    return { db, dialect: "sqlite", close: () => db.destroy() };
  }
  // Created here, once, so the read workers (which open it read-only) find a file in WAL mode.
  const creator = new SqliteDatabase(file);
  creator.pragma("journal_mode = WAL");
  creator.close();
  const writer = new SqliteWriterDriver(file, options.waitMs ?? DEFAULT_WAIT_MS);
  const readWorkers = options.readWorkers ?? 2;
  const db = new Kysely<UserDataSchema>({
    dialect:
      readWorkers > 0
        ? new PooledSqliteDialect(writer, new SqliteReadPool(resolve(file), readWorkers))
        : {
            createAdapter: () => new SqliteAdapter(),
            createDriver: () => writer,
            createQueryCompiler: () => new SqliteQueryCompiler(),
            createIntrospector: (kysely) => new SqliteIntrospector(kysely),
          },
  });
  return { db, dialect: "sqlite", file, close: () => db.destroy() };
}

function openPostgresUserData(url: string, options: OpenUserDataOptions): UserData {
  const schema = options.postgresSchema;
  const pool = new BoundedWaitPool({
    connectionString: url,
    max: 4,
    connectionTimeoutMillis: options.waitMs ?? DEFAULT_WAIT_MS,
    idleTimeoutMillis: 5 * 60_000,
    allowExitOnIdle: true,
    ...(options.statementTimeoutMs === undefined
      ? {}
      : { statement_timeout: options.statementTimeoutMs }),
    ...(schema === undefined ? {} : { options: `-c search_path=${schema},public` }),
  });
  // A connection dropped while idle is replaced on the next checkout; it must not end the process.
  pool.on("error", () => {});
  const db = new Kysely<UserDataSchema>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", close: () => db.destroy() };
}

/**
 * Opens the user data (SQLite file, `:memory:` or PostgreSQL) and brings its tables up to date,
 * unless `migrate` is false (a server's guarded pool, opened after an unguarded one migrated).
 *
 * @example
 * ```ts
 * const userData = await openUserData({ sqliteFile: userDataPathFor("./data/modeldeck.sqlite") });
 * ```
 */
export async function openUserData(
  options: OpenUserDataOptions,
  { migrate = true }: { migrate?: boolean } = {},
): Promise<UserData> {
  const userData =
    options.databaseUrl !== undefined
      ? openPostgresUserData(options.databaseUrl, options)
      : openSqliteUserData(options.sqliteFile ?? ":memory:", options);
  if (!migrate) return userData;
  try {
    await migrateUserData(userData.db as unknown as Kysely<unknown>, userData.dialect);
  } catch (error) {
    await userData.close();
    throw error;
  }
  return userData;
}
