import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { ClientGoneError } from "./client-lifetime.js";

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
parentPort.on("message", ({ sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = db.prepare(sql);
      if (statements.size >= 500) statements.clear();
      statements.set(sql, statement);
    }
    if (!statement.reader) return parentPort.postMessage({ notRead: true });
    parentPort.postMessage({ rows: statement.all(parameters) });
  } catch (error) {
    parentPort.postMessage({ error: { message: String(error && error.message), code: error && error.code } });
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
  { rows: unknown[] } | { notRead: true } | { error: { message: string; code?: string } };

/** One read waiting for a worker, or running on one. */
interface Job {
  sql: string;
  parameters: readonly unknown[];
  resolve(rows: unknown[] | undefined): void;
  reject(error: Error): void;
  /** Stops listening for its client's departure, once the job runs or is dropped. */
  forget(): void;
}

interface PooledWorker {
  worker: Worker;
  /** The read it runs; a worker runs one at a time, so the queue stays here, droppable. */
  job: Job | undefined;
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
 * loops the most expensive query. Workers start on demand, up to `size`, and each runs one read
 * at a time; reads beyond that wait here in arrival order, so a read whose client has gone away
 * (its `signal` fired) leaves the queue without running and never delays the ones behind it. WAL
 * mode lets the workers read while the main connection writes.
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
  #queue: Job[] = [];
  #closed = false;
  readonly #driverPath = createRequire(import.meta.url).resolve("better-sqlite3");

  constructor(
    readonly file: string,
    readonly size: number,
    readonly niceness: number = WORKER_NICENESS,
  ) {}

  /**
   * Runs one statement on a worker and resolves with its rows, or with `undefined` when the
   * statement is not a read (the caller then runs it on the writing connection). When `signal`
   * fires before a worker takes the read, it rejects with {@link ClientGoneError} and never runs;
   * a read already running finishes (SQLite offers no way to stop it from another thread).
   */
  read(
    sql: string,
    parameters: readonly unknown[],
    signal?: AbortSignal,
  ): Promise<unknown[] | undefined> {
    if (this.#closed) return Promise.reject(new Error("the database is closed"));
    if (signal?.aborted) return Promise.reject(new ClientGoneError());
    return new Promise((resolve, reject) => {
      const job: Job = { sql, parameters, resolve, reject, forget: () => {} };
      const idle = this.#idleWorker();
      if (idle !== undefined) return this.#run(idle, job);
      this.#queue.push(job);
      if (signal === undefined) return;
      const drop = () => {
        const index = this.#queue.indexOf(job);
        if (index === -1) return;
        this.#queue.splice(index, 1);
        reject(new ClientGoneError());
      };
      signal.addEventListener("abort", drop, { once: true });
      job.forget = () => signal.removeEventListener("abort", drop);
    });
  }

  /** Stops every worker; reads still waiting or running fail. */
  async close(): Promise<void> {
    this.#closed = true;
    const workers = this.#workers;
    const queued = this.#queue;
    this.#workers = [];
    this.#queue = [];
    for (const job of queued) {
      job.forget();
      job.reject(new Error("the database is closed"));
    }
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }

  #idleWorker(): PooledWorker | undefined {
    const idle = this.#workers.find((candidate) => candidate.job === undefined);
    if (idle !== undefined) return idle;
    return this.#workers.length < this.size ? this.#start() : undefined;
  }

  #run(pooled: PooledWorker, job: Job): void {
    job.forget();
    pooled.job = job;
    // Referenced only while it owes an answer, so a running read keeps the process alive.
    pooled.worker.ref();
    pooled.worker.postMessage({ sql: job.sql, parameters: job.parameters });
  }

  /** Hands queued reads to idle workers (a worker finished, or one stopped and is replaced). */
  #dispatch(): void {
    while (this.#queue.length > 0 && !this.#closed) {
      const idle = this.#idleWorker();
      if (idle === undefined) return;
      this.#run(idle, this.#queue.shift()!);
    }
  }

  #start(): PooledWorker {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { file: this.file, driverPath: this.#driverPath, niceness: this.niceness },
    });
    // An idle pool must not keep a finished process (a CLI command, a test run) alive.
    worker.unref();
    const pooled: PooledWorker = { worker, job: undefined };
    worker.on("message", (answer: WorkerAnswer) => {
      const job = pooled.job;
      if (job === undefined) return;
      pooled.job = undefined;
      worker.unref();
      if ("rows" in answer) job.resolve(answer.rows);
      else if ("notRead" in answer) job.resolve(undefined);
      else job.reject(new SqliteReadError(answer.error.message, answer.error.code));
      this.#dispatch();
    });
    let stopped = false;
    const fail = (error: Error) => {
      if (stopped) return;
      stopped = true;
      this.#workers = this.#workers.filter((candidate) => candidate !== pooled);
      pooled.job?.reject(error);
      pooled.job = undefined;
      // The reads queued behind it go to the other workers, or to a new one.
      this.#dispatch();
    };
    worker.on("error", fail);
    worker.on("exit", () => fail(new Error("a database read worker stopped")));
    this.#workers.push(pooled);
    return pooled;
  }
}
