import pg from "pg";
import { ClientGoneError, clientSignal } from "./client-lifetime.js";

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/** PostgreSQL's `query_canceled`: what a cancelled statement ends with. */
const QUERY_CANCELED = "57014";

function isQueryCanceled(error: unknown): boolean {
  return (error as { code?: unknown } | undefined)?.code === QUERY_CANCELED;
}

/**
 * Cancels running statements by backend process id, with `pg_cancel_backend` over a connection
 * of its own (the pool's may all be busy with the very statements to cancel). The ids of one
 * burst of departures go in one statement.
 */
class BackendCanceller {
  #pool: pg.Pool | undefined;
  #processIds: number[] = [];
  #batch: Promise<void> | undefined;

  constructor(private readonly config: pg.PoolConfig) {}

  /** Resolves once PostgreSQL has signalled the backend (or could not be asked to). */
  cancel(processId: number): Promise<void> {
    this.#processIds.push(processId);
    this.#batch ??= new Promise((resolve) => setImmediate(resolve)).then(() => this.#send());
    return this.#batch;
  }

  async end(): Promise<void> {
    await this.#pool?.end();
  }

  async #send(): Promise<void> {
    const processIds = this.#processIds;
    this.#processIds = [];
    this.#batch = undefined;
    if (this.#pool === undefined) {
      // A cancel that cannot connect within 2 s gives up: the connections waiting on it are
      // returned then, instead of never.
      this.#pool = new pg.Pool({
        ...this.config,
        max: 1,
        allowExitOnIdle: true,
        connectionTimeoutMillis: 2_000,
      });
      // A dropped idle connection is replaced on the next cancel; it must not stop the server.
      this.#pool.on("error", () => {});
    }
    try {
      await this.#pool.query("SELECT pg_cancel_backend(id) FROM unnest($1::integer[]) AS id", [
        processIds,
      ]);
    } catch {
      // Not cancelled (the server refused another connection): the statement runs to its end,
      // or to the statement timeout, and its connection is returned then.
    }
  }
}

/**
 * node-postgres' pool, bound to the lifetime of the client each checkout works for (see
 * `runForClient`). A checkout still waiting for a connection when its client goes away rejects
 * with {@link ClientGoneError} at once; should the connection come later, it goes straight back,
 * unused. A statement still running when its client goes away is cancelled, and its connection
 * is returned only once the cancel has been delivered, so the cancel can never reach the next
 * statement on it; cancelled, the statement ended with `query_canceled` and left no transaction
 * open, so the connection returns to the pool as it was instead of being closed. Checkouts
 * outside any client's lifetime (imports, migrations) are the pool's own.
 *
 * @example
 * ```ts
 * import { runForClient } from "./client-lifetime.js";
 * declare const signal: AbortSignal;
 * const pool = new ClientBoundPool({ connectionString: "postgres://localhost/modeldeck", max: 10 });
 * const { rows } = await runForClient(signal, () => pool.query("SELECT 1 AS one"));
 * ```
 */
export class ClientBoundPool extends pg.Pool {
  readonly #canceller: BackendCanceller;

  constructor(config: pg.PoolConfig) {
    super(config);
    this.#canceller = new BackendCanceller(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const signal = clientSignal();
    if (signal === undefined)
      return callback === undefined ? super.connect() : super.connect(callback);
    const checkout = this.#checkout(signal);
    if (callback === undefined) return checkout;
    // `pool.query` checks out this way; it releases the client itself.
    checkout.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error)),
      (error: Error) => callback(error, undefined, () => {}),
    );
  }

  override end(): Promise<void>;
  override end(callback: () => void): void;
  override end(callback?: () => void): Promise<void> | void {
    const ended = Promise.all([super.end(), this.#canceller.end()]).then(() => {});
    if (callback === undefined) return ended;
    void ended.then(callback, callback);
  }

  #checkout(signal: AbortSignal): Promise<pg.PoolClient> {
    if (signal.aborted) return Promise.reject(new ClientGoneError());
    const waiting = super.connect();
    return new Promise((resolve, reject) => {
      let gone = false;
      const leave = () => {
        gone = true;
        reject(new ClientGoneError());
      };
      signal.addEventListener("abort", leave, { once: true });
      waiting.then(
        (client) => {
          signal.removeEventListener("abort", leave);
          // The query it was for was dropped: the connection goes to the next one waiting.
          if (gone) client.release();
          else resolve(this.#bind(client, signal));
        },
        (error: Error) => {
          signal.removeEventListener("abort", leave);
          reject(error);
        },
      );
    });
  }

  /** Cancels what `client` runs when `signal` fires before the client is released. */
  #bind(client: pg.PoolClient, signal: AbortSignal): pg.PoolClient {
    const processId = (client as pg.PoolClient & { processID?: number }).processID;
    if (typeof processId !== "number") return client;
    let cancelled: Promise<void> | undefined;
    const cancel = () => {
      cancelled = this.#canceller.cancel(processId);
    };
    signal.addEventListener("abort", cancel, { once: true });
    // The pool sets a fresh `release` on every checkout, so this wraps one checkout only.
    const release = client.release;
    client.release = (error?: Error | boolean) => {
      signal.removeEventListener("abort", cancel);
      if (cancelled === undefined) return release(error);
      const clean = isQueryCanceled(error) ? undefined : error;
      // A release that throws (released twice) must not become an unhandled rejection.
      void cancelled.then(() => release(clean)).catch(() => undefined);
    };
    return client;
  }
}
