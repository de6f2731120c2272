import type { FastifyReply, FastifyRequest } from "fastify";
import { runForClient } from "../db/pool/client-lifetime.js";

/**
 * Runs a handler's database work for as long as its client waits, and resolves with its result,
 * or with `undefined` when the client left first. Fastify's `request.signal` fires when the
 * connection closes; the work's queries run bound to it (`runForClient`), so those still queued
 * are dropped and a running PostgreSQL statement is cancelled, and a burst of abandoned requests
 * never delays the next user. A client gone, the reply is hijacked: the handler sends nothing to
 * the closed socket, and the work's failure (the dropped query's `ClientGoneError`, or any
 * other) is neither answered nor logged as a server error, since leaving was the client's choice.
 *
 * @example
 * ```ts
 * import type { FastifyInstance } from "fastify";
 * import type { Database } from "../db/database.js";
 * import { listModelRows, type ModelListQuery } from "../db/search/model-search.js";
 * declare const app: FastifyInstance;
 * declare const database: Database;
 * declare const query: ModelListQuery;
 * app.get("/api/models", async (request, reply) => {
 *   const rows = await whileClientWaits(request, reply, () => listModelRows(database, query));
 *   return rows === undefined ? reply : reply.send(rows);
 * });
 * ```
 */
export async function whileClientWaits<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const signal = request.signal;
  try {
    const result = await runForClient(signal, work);
    if (!signal.aborted) return result;
  } catch (error) {
    if (!signal.aborted) throw error;
  }
  reply.hijack();
  return undefined;
}
