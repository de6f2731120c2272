import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { SqliteDatabase as KyselySqliteDatabase } from "kysely";
import pg from "pg";
import { ClientBoundPool } from "./pool/client-bound-pool.js";
import { moveLegacyUserData } from "./migrations/legacy-user-data.js";
import { migrateToLatest } from "./migrations/migrations.js";
import { PooledSqliteDialect } from "./pool/pooled-sqlite-dialect.js";
import { SqliteReadPool } from "./pool/sqlite-read-pool.js";
import type { DatabaseSchema } from "./schema.js";
import { openUserData, userDataPathFor, type UserData } from "./user-data.js";

/**
 * Which engine a `Database` runs on. Almost every query is shared Kysely code; the few places that
 * differ (column types in migrations, full-text search, bulk writes) switch on this value.
 *
 * @example
 * ```ts
 * const bulkLoad = database.dialect === "sqlite" && records.length >= 1000;
 * ```
 */
export type DialectName = "sqlite" | "postgres";

/**
 * An open, migrated database: the Kysely instance plus what the query functions need to know about
 * the engine. Route handlers and commands receive one and never open their own, so tests can hand
 * them an in-memory SQLite database.
 *
 * @example
 * ```ts
 * const database: Database = await openDatabase({ sqlitePath: ":memory:" });
 * const count = await database.db.selectFrom("models").select((eb) => eb.fn.countAll().as("n")).executeTakeFirst();
 * await database.close();
 * ```
 */
export interface Database {
  db: Kysely<DatabaseSchema>;
  dialect: DialectName;
  /** True when PostgreSQL has pg_trgm, so substring search over ids can use a trigram index. */
  hasTrigram: boolean;
  /**
   * Where one-row reads by id go (model info, model cards). On SQLite it is a read-only
   * connection on the main thread: a lookup takes microseconds, so it answers at once instead of
   * queueing behind slow searches in the worker pool. Absent means `db`.
   */
  pointReads?: Kysely<DatabaseSchema>;
  /** PostgreSQL's connection pool, for what Kysely cannot express (`COPY … FROM STDIN`). */
  pool?: pg.Pool;
  /**
   * Saved runs and stored files, apart from the catalogue (a file of their own on SQLite), so
   * an import's long transaction never blocks or endangers them. Closed with the database.
   */
  userData: UserData;
  /** The catalogue's SQLite file, for backups; absent in memory and on PostgreSQL. */
  sqliteFile?: string;
  close(): Promise<void>;
}

/** The catalogue alone, before its user data is attached. */
type Catalogue = Omit<Database, "userData">;

/**
 * Where to open the database: a `postgres://` URL for PostgreSQL, otherwise a SQLite file in
 * `dataDir` (or at `sqlitePath`). Tests use `sqlitePath: ":memory:"` or a `postgresSchema` of
 * their own.
 *
 * @example
 * ```ts
 * const options: OpenDatabaseOptions = { databaseUrl: process.env.DATABASE_URL, dataDir: "./data", poolSize: 10 };
 * const database = await openDatabase(options);
 * ```
 */
export interface OpenDatabaseOptions {
  /** A `postgres://` URL switches to PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Folder of the SQLite file (`modeldeck.sqlite`), created when missing. */
  dataDir?: string;
  /** A SQLite file path, or `:memory:`; overrides `dataDir`. */
  sqlitePath?: string;
  /**
   * SQLite reads run in this many worker threads (started on demand), so one slow query never
   * freezes the server. Default: the number of CPUs, between 2 and 4; 0 keeps every read on the
   * main thread. An in-memory database always does, since workers cannot share it.
   */
  readWorkers?: number;
  /** How many nice steps below the server the read workers run (Linux; default 0, the same). */
  readWorkerNiceness?: number;
  /** PostgreSQL schema to work in (created when missing); tests use one per file. */
  postgresSchema?: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * PostgreSQL cancels any statement running longer than this. The server sets it as a last
   * guard against a query plan gone wrong; imports leave it unset, since their statements are long.
   */
  statementTimeoutMs?: number;
  /**
   * The SQLite file of the user data; default `userdata.sqlite` beside `modeldeck.sqlite` (see
   * `userDataPathFor`), in memory with an in-memory catalogue.
   */
  userDataPath?: string;
  /** Longest wait of a user-data write for its turn before a 503, in milliseconds (default 10 s). */
  userDataWaitMs?: number;
}

/**
 * True for the `postgres://` and `postgresql://` URLs that switch storage to PostgreSQL; anything
 * else (including no URL) means SQLite.
 *
 * @example
 * ```ts
 * isPostgresUrl("postgresql://localhost/modeldeck"); // true
 * isPostgresUrl(undefined); // false
 * ```
 */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/**
 * Opens SQLite or PostgreSQL and brings the schema up to date: the catalogue, then the user data
 * beside it (moving saved runs and files that an older database kept in the catalogue).
 *
 * @example
 * ```ts
 * const database = await openDatabase({ dataDir: "./data" });
 * await database.close();
 * ```
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (isPostgresUrl(options.databaseUrl) && options.statementTimeoutMs !== undefined) {
    // Migrations (and the move of older user data) build indexes and copy whole tables, so they
    // run on a pool without the timeout, which only guards requests.
    const unguarded: OpenDatabaseOptions = { ...options, poolSize: 1 };
    delete unguarded.statementTimeoutMs;
    const migrated = await openDatabase(unguarded);
    await migrated.close();
    const guarded = await openPostgres(options.databaseUrl, options);
    guarded.hasTrigram = migrated.hasTrigram;
    const userData = await openUserData(userDataOptions(options, guarded), { migrate: false });
    return withUserData(guarded, userData);
  }
  const catalogue = isPostgresUrl(options.databaseUrl)
    ? await openPostgres(options.databaseUrl, options)
    : openSqlite(options);
  let userData: UserData;
  try {
    catalogue.hasTrigram = await migrateToLatest(catalogue.db, catalogue.dialect);
    userData = await openUserData(userDataOptions(options, catalogue));
  } catch (error) {
    await catalogue.close();
    throw error;
  }
  const database = withUserData(catalogue, userData);
  try {
    await moveLegacyUserData(database.db as unknown as Kysely<unknown>, database.dialect, userData);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Where the user data that goes with a catalogue is, and how long its writes may wait. */
function userDataOptions(options: OpenDatabaseOptions, catalogue: Catalogue) {
  return {
    ...(isPostgresUrl(options.databaseUrl)
      ? {
          databaseUrl: options.databaseUrl,
          ...(options.postgresSchema === undefined
            ? {}
            : { postgresSchema: options.postgresSchema }),
          ...(options.statementTimeoutMs === undefined
            ? {}
            : { statementTimeoutMs: options.statementTimeoutMs }),
        }
      : {
          sqliteFile: options.userDataPath ?? userDataPathFor(catalogue.sqliteFile ?? ":memory:"),
        }),
    ...(options.readWorkers === 0 ? { readWorkers: 0 } : {}),
    ...(options.userDataWaitMs === undefined ? {} : { waitMs: options.userDataWaitMs }),
  };
}

function withUserData(catalogue: Catalogue, userData: UserData): Database {
  return {
    ...catalogue,
    userData,
    close: async () => {
      await userData.close();
      await catalogue.close();
    },
  };
}

function openSqlite(options: OpenDatabaseOptions): Catalogue {
  let file = options.sqlitePath;
  if (file === undefined) {
    const folder = options.dataDir ?? "./data";
    mkdirSync(folder, { recursive: true });
    file = join(folder, "modeldeck.sqlite");
  }
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run while an import writes; NORMAL sync is safe with WAL.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("busy_timeout = 5000");
  // The default 2 MB page cache makes every search re-read pages through system calls; a larger
  // cache and memory-mapped reads keep a 100,000-model catalogue in memory.
  sqlite.pragma("cache_size = -65536");
  sqlite.pragma("mmap_size = 268435456");
  const workers = options.readWorkers ?? Math.min(4, Math.max(2, availableParallelism()));
  const dialect =
    file === ":memory:" || workers <= 0
      ? new SqliteDialect({ database: sqlite })
      : new PooledSqliteDialect(
          sqlite,
          new SqliteReadPool(resolve(file), workers, options.readWorkerNiceness),
        );
  const db = new Kysely<DatabaseSchema>({ dialect });
  if (!(dialect instanceof PooledSqliteDialect)) {
    return {
      db,
      dialect: "sqlite",
      hasTrigram: false,
      ...(file === ":memory:" ? {} : { sqliteFile: file }),
      close: () => db.destroy(),
    };
  }
  // Opened lazily: the file may not have its tables yet until migrations have run.
  const pointReads = new Kysely<DatabaseSchema>({
    dialect: new SqliteDialect({
      database: async () => {
        const reader = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
        reader.pragma("busy_timeout = 5000");
        reader.pragma("mmap_size = 268435456");
        return withStatementCache(reader);
      },
    }),
  });
  return {
    db,
    dialect: "sqlite",
    hasTrigram: false,
    pointReads,
    sqliteFile: file,
    close: async () => {
      await pointReads.destroy();
      await db.destroy();
    },
  };
}

/**
 * Kysely's SQLite driver prepares every statement it runs; for model lookups, thousands a second
 * with the same SQL text, parsing and planning it again was a tenth of the server's CPU. Lookups
 * reuse the statement instead (a handful of texts; the cache is emptied should it ever grow).
 */
function withStatementCache(reader: SqliteDatabase.Database): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => reader.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement === undefined) {
        if (statements.size >= 100) statements.clear();
        statement = reader.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * How long an idle PostgreSQL connection stays open: five minutes, not node-postgres' 10 s. A new
 * connection is a new backend process with cold catalogue caches: on the 2M catalogue (load 6)
 * opening one took 3–10 ms and its first search 10–20 ms more than the same search next. With
 * 10 s, any pause between bursts of visitors closed the pool and the next burst paid that for
 * each of its connections. Ten idle connections cost PostgreSQL next to nothing, and a server
 * left alone for longer still gives them back.
 */
const IDLE_CONNECTION_MS = 5 * 60_000;

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Catalogue> {
  const schema = options.postgresSchema;
  if (schema !== undefined) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error("invalid PostgreSQL schema name");
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new ClientBoundPool({
    connectionString: url,
    max: options.poolSize ?? 10,
    idleTimeoutMillis: IDLE_CONNECTION_MS,
    // Idle connections never keep a finished command (an import, a test run) alive.
    allowExitOnIdle: true,
    ...(options.statementTimeoutMs === undefined
      ? {}
      : { statement_timeout: options.statementTimeoutMs }),
    // pg_trgm's operator classes live in public, so public stays on the path.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema},public` }),
  });
  // An idle connection can die under the pool (a restarted server, an administrator's
  // pg_terminate_backend, a dropped network path). The pool has already removed it and opens
  // another when one is needed; without a listener the 'error' event would end the process.
  pool.on("error", () => {});
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: "postgres", hasTrigram: false, pool, close: () => db.destroy() };
}
