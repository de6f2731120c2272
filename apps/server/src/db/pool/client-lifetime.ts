import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The lifetime of the client a query works for, as an `AbortSignal` that fires when the client
 * goes away. Kysely has no way to hand a signal to a query, so the queries of one request run
 * inside {@link runForClient} and the places that wait — the SQLite read pool's queue, the
 * PostgreSQL pool's checkout and its running statements — read the signal from here.
 */
const lifetimes = new AsyncLocalStorage<AbortSignal>();

/**
 * Why a query did not run: the client it worked for went away while it waited for a read
 * worker or a pool connection. (A PostgreSQL statement cancelled while it ran rejects with the
 * server's own `query_canceled`, 57014, instead.) It is the client's choice, not a server fault;
 * `whileClientWaits` swallows both and the route that started the work sends nothing.
 *
 * @example
 * ```ts
 * declare const signal: AbortSignal;
 * declare function search(): Promise<string[]>;
 * const ids = await runForClient(signal, search).catch((error: unknown) => {
 *   if (error instanceof ClientGoneError) return []; // nobody is left to read them
 *   throw error;
 * });
 * ```
 */
export class ClientGoneError extends Error {
  override name = "ClientGoneError";

  constructor() {
    super("the client went away before its query ran to the end");
  }
}

/**
 * Runs `work` with every query it starts bound to `signal`: a query still waiting for a read
 * worker or a pool connection when the signal fires is dropped (it rejects with
 * {@link ClientGoneError}), and a PostgreSQL statement still running is cancelled (it rejects
 * with the server's `query_canceled`).
 *
 * @example
 * ```ts
 * declare const request: { signal: AbortSignal };
 * declare function listModels(): Promise<string[]>;
 * const ids = await runForClient(request.signal, listModels);
 * ```
 */
export function runForClient<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  return lifetimes.run(signal, work);
}

/**
 * Runs `work` outside any client's lifetime: for work that other requests share (a cached count
 * one request starts and later ones await), which must not stop when its first client leaves.
 *
 * @example
 * ```ts
 * declare function countEverything(): Promise<number>;
 * const shared = runDetached(countEverything);
 * ```
 */
export function runDetached<T>(work: () => T): T {
  return lifetimes.exit(work);
}

/**
 * The signal of the client the current query works for, if it runs inside {@link runForClient}.
 *
 * @example
 * ```ts
 * if (clientSignal()?.aborted) throw new ClientGoneError();
 * ```
 */
export function clientSignal(): AbortSignal | undefined {
  return lifetimes.getStore();
}
