import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { CompiledQuery } from "kysely";
import type { DatabaseConnection, Driver, QueryResult } from "kysely";
import { UserDataBusyError } from "../user-data-busy.js";

/**
 * The worker's whole program, evaluated from a string like the read pool's (the server runs from
 * TypeScript sources in tests and from `dist/` in production). It holds the one read-write
 * connection; better-sqlite3 waits for SQLite's lock synchronously, and here that wait blocks
 * this thread only, never the event loop. `synchronous = FULL`: a write acknowledged to a user
 * is on disk, even if the machine (not only the process) stops right after.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driverPath);
const db = new Database(workerData.file);
db.pragma("journal_mode = WAL");
db.pragma("synchronous = FULL");
db.pragma("busy_timeout = " + Number(workerData.busyTimeoutMs));
const statements = new Map();
const bindable = (value) =>
  value instanceof Uint8Array && !Buffer.isBuffer(value)
    ? Buffer.from(value.buffer, value.byteOffset, value.byteLength)
    : value;
parentPort.on("message", ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (statement === undefined) {
      if (statements.size >= 200) statements.clear();
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    const values = parameters.map(bindable);
    if (statement.reader) return parentPort.postMessage({ id, rows: statement.all(values) });
    const { changes, lastInsertRowid } = statement.run(values);
    parentPort.postMessage({ id, changes, insertId: Number(lastInsertRowid) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

type WorkerAnswer =
  | { id: number; rows: unknown[] }
  | { id: number; changes: number; insertId: number }
  | { id: number; error: { message: string; code?: string } };

/**
 * How long the writer waits, by default: for its turn behind other writes of this process, and
 * then for SQLite's lock held by another process (a second server, a restore). Long enough for
 * a queue of large uploads to drain, short enough that a user hears back.
 */
const DEFAULT_WAIT_MS = 10_000;

/** A write refused by SQLite because another connection held the lock past the busy timeout. */
const isBusy = (code: string | undefined) =>
  code === "SQLITE_BUSY" || code?.startsWith("SQLITE_BUSY_") === true;

/**
 * A first-come, first-served lock on the single connection whose waiters give up after a bounded
 * time: a write that cannot start in time gets a {@link UserDataBusyError} (503) instead of
 * waiting for ever.
 */
class BoundedMutex {
  #held = false;
  #waiters: { grant(): void; timer: NodeJS.Timeout }[] = [];

  constructor(private readonly waitMs: number) {}

  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          this.#waiters = this.#waiters.filter((candidate) => candidate !== waiter);
          reject(new UserDataBusyError());
        }, this.waitMs),
      };
      this.#waiters.push(waiter);
    });
  }

  unlock(): void {
    const next = this.#waiters.shift();
    if (next === undefined) this.#held = false;
    else next.grant();
  }
}

/** The connection Kysely sees: each statement is a message to the worker and its answer. */
class WorkerConnection implements DatabaseConnection {
  #pending = new Map<number, { resolve(answer: WorkerAnswer): void; reject(error: Error): void }>();
  #nextId = 1;

  constructor(private readonly worker: Worker) {
    worker.on("message", (answer: WorkerAnswer) => {
      const waiting = this.#pending.get(answer.id);
      this.#pending.delete(answer.id);
      if (this.#pending.size === 0) worker.unref();
      waiting?.resolve(answer);
    });
  }

  /** Fails every statement still waiting for the worker (it stopped, or the database closed). */
  failAll(error: Error): void {
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const id = this.#nextId++;
    const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      // Referenced only while it owes an answer, so an idle writer never keeps a command alive.
      this.worker.ref();
      this.worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
    });
    if ("error" in answer) {
      if (isBusy(answer.error.code)) throw new UserDataBusyError({ cause: answer.error });
      throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    }
    if ("rows" in answer) return { rows: answer.rows as R[] };
    return { rows: [], numAffectedRows: BigInt(answer.changes), insertId: BigInt(answer.insertId) };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("the user-data writer does not stream; read in pages instead");
  }
}

/**
 * A Kysely driver for one SQLite file whose single read-write connection lives in a worker
 * thread: waiting for SQLite's write lock (held by another process) and the write itself happen
 * beside the event loop. Statements of this process queue for the connection in arrival order;
 * one that has not started after `waitMs` (default 10 s) fails with a {@link UserDataBusyError},
 * and so does one SQLite refuses as busy after the same wait. Transactions take the write lock
 * at `BEGIN IMMEDIATE`, so they never fail half-way for want of it.
 *
 * @example
 * ```ts
 * import { Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from "kysely";
 * const db = new Kysely<UserDataSchema>({
 *   dialect: {
 *     createAdapter: () => new SqliteAdapter(),
 *     createDriver: () => new SqliteWriterDriver("./data/userdata.sqlite"),
 *     createQueryCompiler: () => new SqliteQueryCompiler(),
 *     createIntrospector: (db) => new SqliteIntrospector(db),
 *   },
 * });
 * ```
 */
export class SqliteWriterDriver implements Driver {
  #worker: Worker | undefined;
  #connection: WorkerConnection | undefined;
  readonly #mutex: BoundedMutex;

  constructor(
    readonly file: string,
    readonly waitMs: number = DEFAULT_WAIT_MS,
  ) {
    this.#mutex = new BoundedMutex(waitMs);
  }

  async init(): Promise<void> {
    this.#start();
  }

  /** Starts the worker; one that stops unasked (it crashed) is replaced for the next statement. */
  #start(): void {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        file: this.file,
        driverPath: createRequire(import.meta.url).resolve("better-sqlite3"),
        busyTimeoutMs: this.waitMs,
      },
    });
    worker.unref();
    const connection = new WorkerConnection(worker);
    let stopped = false;
    const stop = (error: Error) => {
      if (stopped) return;
      stopped = true;
      connection.failAll(error);
      if (this.#worker === worker) this.#start();
    };
    worker.on("error", stop);
    worker.on("exit", () => stop(new Error("the user-data writer stopped")));
    this.#worker = worker;
    this.#connection = connection;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock();
    if (this.#connection === undefined) {
      this.#mutex.unlock();
      throw new Error("the user-data database is closed");
    }
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async releaseConnection(): Promise<void> {
    this.#mutex.unlock();
  }

  async destroy(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    this.#connection = undefined;
    await worker?.terminate();
  }
}
