import type BetterSqlite3 from "better-sqlite3";
import {
  RawNode,
  SelectQueryNode,
  SqliteAdapter,
  SqliteDialect,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from "kysely";
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from "kysely";
import { clientSignal } from "./client-lifetime.js";
import type { SqliteReadPool } from "./sqlite-read-pool.js";

/** Reads that may go to a worker: built selects, and raw SQL that starts like one. */
function isRead(query: CompiledQuery): boolean {
  if (SelectQueryNode.is(query.query)) return true;
  return RawNode.is(query.query) && /^\s*(select|with)\b/i.test(query.sql);
}

/**
 * One Kysely connection. Outside a transaction, reads go to the worker pool and writes borrow
 * the single writing connection for one statement; inside a transaction everything runs on the
 * writing connection it holds, so the transaction sees its own writes.
 */
class RoutingConnection implements DatabaseConnection {
  writer: DatabaseConnection | undefined;

  constructor(
    private readonly main: Driver,
    private readonly pool: SqliteReadPool,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.writer !== undefined) return this.writer.executeQuery<R>(query);
    if (isRead(query)) {
      // A read for a client that has gone away leaves the queue unrun (see runForClient).
      const rows = await this.pool.read(query.sql, query.parameters, clientSignal());
      if (rows !== undefined) return { rows: rows as R[] };
    }
    const writer = await this.main.acquireConnection();
    try {
      return await writer.executeQuery<R>(query);
    } finally {
      await this.main.releaseConnection(writer);
    }
  }

  async *streamQuery<R>(
    query: CompiledQuery,
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    const writer = this.writer ?? (await this.main.acquireConnection());
    try {
      yield* writer.streamQuery<R>(query, chunkSize);
    } finally {
      if (this.writer === undefined) await this.main.releaseConnection(writer);
    }
  }
}

class PooledSqliteDriver implements Driver {
  constructor(
    private readonly main: Driver,
    private readonly pool: SqliteReadPool,
  ) {}

  init(): Promise<void> {
    return this.main.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    // Nothing is locked yet: a connection that only reads never waits for a writer.
    return new RoutingConnection(this.main, this.pool);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    const routing = connection as RoutingConnection;
    routing.writer = await this.main.acquireConnection();
    await this.main.beginTransaction(routing.writer, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.main.commitTransaction(this.#writer(connection));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.main.rollbackTransaction(this.#writer(connection));
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler["compileQuery"],
  ): Promise<void> {
    await this.main.savepoint?.(this.#writer(connection), name, compileQuery);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler["compileQuery"],
  ): Promise<void> {
    await this.main.rollbackToSavepoint?.(this.#writer(connection), name, compileQuery);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compileQuery: QueryCompiler["compileQuery"],
  ): Promise<void> {
    await this.main.releaseSavepoint?.(this.#writer(connection), name, compileQuery);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const routing = connection as RoutingConnection;
    if (routing.writer === undefined) return;
    const writer = routing.writer;
    routing.writer = undefined;
    await this.main.releaseConnection(writer);
  }

  async destroy(): Promise<void> {
    await this.pool.close();
    await this.main.destroy();
  }

  #writer(connection: DatabaseConnection): DatabaseConnection {
    const writer = (connection as RoutingConnection).writer;
    if (writer === undefined) throw new Error("no transaction is open on this connection");
    return writer;
  }
}

/**
 * Kysely's SQLite dialect with reads moved off the event loop: one better-sqlite3 connection
 * writes (transactions, migrations, imports) and a {@link SqliteReadPool} of worker threads
 * answers every read outside a transaction. Queries are written once, as for any dialect. The
 * writer is a better-sqlite3 connection on this thread (the catalogue), or any Kysely driver
 * (the user data's, whose connection lives in a worker thread of its own).
 *
 * @example
 * ```ts
 * import SqliteDatabase from "better-sqlite3";
 * import { Kysely } from "kysely";
 * import type { DatabaseSchema } from "../schema.js";
 * import { SqliteReadPool } from "./sqlite-read-pool.js";
 * const database = new SqliteDatabase("./data/modeldeck.sqlite");
 * const db = new Kysely<DatabaseSchema>({
 *   dialect: new PooledSqliteDialect(database, new SqliteReadPool("./data/modeldeck.sqlite", 4)),
 * });
 * ```
 */
export class PooledSqliteDialect implements Dialect {
  constructor(
    private readonly writer: BetterSqlite3.Database | Driver,
    private readonly pool: SqliteReadPool,
  ) {}

  createAdapter() {
    return new SqliteAdapter();
  }

  createDriver(): Driver {
    const main =
      "acquireConnection" in this.writer
        ? this.writer
        : new SqliteDialect({ database: this.writer }).createDriver();
    return new PooledSqliteDriver(main, this.pool);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
