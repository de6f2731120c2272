import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/**
 * The worker's whole program. It is evaluated from a string because the server runs both from
 * TypeScript sources (tests) and from `dist/`, and a string needs no second build output. Each
 * worker holds one read-only connection and a cache of prepared statements.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driverPath);
// When asked, searches yield the CPU to the event loop: on Linux the nice value is per thread,
// so this worker alone runs at a lower priority and model lookups on the main thread go first.
if (workerData.niceness > 0) try {
  const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  const os = require("node:os");
  if (tid > 0) os.setPriority(tid, Math.min(19, os.getPriority(tid) + workerData.niceness));
} catch {}
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
db.pragma("cache_size = -32768");
db.pragma("mmap_size = 268435456");
const statements = new Map();
parentPort.on("message", ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = db.prepare(sql);
      if (statements.size >= 500) statements.clear();
      statements.set(sql, statement);
    }
    if (!statement.reader) return parentPort.postMessage({ id, notRead: true });
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String(error && error.message), code: error && error.code } });
  }
});
`;

/**
 * How much lower than the server's the read workers' priority is by default, in nice steps (19
 * is the lowest priority): none. An operator of a machine that serves nothing else may lower it
 * (`MODELDECK_SQLITE_READ_NICENESS=10`), so two workers looping an expensive search cannot take
 * as much CPU as the event loop. On a shared machine (a laptop, a busy build box) the workers
 * would yield to every other program too: on the benchmark machine at load 22, niced searches
 * took 40 times their raw SQLite time.
 */
const WORKER_NICENESS = 0;

/** What a worker answers: rows, a refusal (the statement writes), or an error. */
type WorkerAnswer =
  | { id: number; rows: unknown[] }
  | { id: number; notRead: true }
  | { id: number; error: { message: string; code?: string } };

interface Pending {
  resolve(rows: unknown[] | undefined): void;
  reject(error: Error): void;
}

interface PooledWorker {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * An error a read worker reported, with SQLite's error code (`SQLITE_ERROR`, `SQLITE_BUSY`, …)
 * when there is one, as better-sqlite3's own errors carry it.
 *
 * @example
 * ```ts
 * try { await pool.read("SELECT nope", []); } catch (error) { if (error instanceof SqliteReadError) console.log(error.code); }
 * ```
 */
export class SqliteReadError extends Error {
  override name = "SqliteReadError";

  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/**
 * Read-only connections to one SQLite file, each in its own worker thread, so a slow search runs
 * beside the event loop instead of on it: model-info requests keep flowing while another client
 * loops the most expensive query. Workers start on demand, up to `size`; each read goes to the
 * least busy one. WAL mode lets them read while the main connection writes.
 *
 * @example
 * ```ts
 * const pool = new SqliteReadPool("./data/modeldeck.sqlite", 4);
 * const rows = await pool.read("SELECT id FROM models WHERE downloads > ?", [1000]);
 * await pool.close();
 * ```
 */
export class SqliteReadPool {
  #workers: PooledWorker[] = [];
  #nextId = 1;
  #closed = false;
  readonly #driverPath = createRequire(import.meta.url).resolve("better-sqlite3");

  constructor(
    readonly file: string,
    readonly size: number,
    readonly niceness: number = WORKER_NICENESS,
  ) {}

  /**
   * Runs one statement on a worker and resolves with its rows, or with `undefined` when the
   * statement is not a read (the caller then runs it on the writing connection).
   */
  read(sql: string, parameters: readonly unknown[]): Promise<unknown[] | undefined> {
    if (this.#closed) return Promise.reject(new Error("the database is closed"));
    const target = this.#leastBusy();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      // Referenced only while it owes an answer, so a waiting read keeps the process alive.
      if (target.pending.size === 0) target.worker.ref();
      target.pending.set(id, { resolve, reject });
      target.worker.postMessage({ id, sql, parameters });
    });
  }

  /** Stops every worker; reads still waiting fail. */
  async close(): Promise<void> {
    this.#closed = true;
    const workers = this.#workers;
    this.#workers = [];
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }

  #leastBusy(): PooledWorker {
    const idle = this.#workers.find((candidate) => candidate.pending.size === 0);
    if (idle !== undefined) return idle;
    if (this.#workers.length < this.size) return this.#start();
    return this.#workers.reduce((best, candidate) =>
      candidate.pending.size < best.pending.size ? candidate : best,
    );
  }

  #start(): PooledWorker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file: this.file, driverPath: this.#driverPath, niceness: this.niceness },
    });
    // An idle pool must not keep a finished process (a CLI command, a test run) alive.
    worker.unref();
    const pooled: PooledWorker = { worker, pending: new Map() };
    worker.on("message", (answer: WorkerAnswer) => {
      const waiting = pooled.pending.get(answer.id);
      if (waiting === undefined) return;
      pooled.pending.delete(answer.id);
      if (pooled.pending.size === 0) worker.unref();
      if ("rows" in answer) waiting.resolve(answer.rows);
      else if ("notRead" in answer) waiting.resolve(undefined);
      else waiting.reject(new SqliteReadError(answer.error.message, answer.error.code));
    });
    const fail = (error: Error) => {
      this.#workers = this.#workers.filter((candidate) => candidate !== pooled);
      for (const waiting of pooled.pending.values()) waiting.reject(error);
      pooled.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", () => fail(new Error("a database read worker stopped")));
    this.#workers.push(pooled);
    return pooled;
  }
}
