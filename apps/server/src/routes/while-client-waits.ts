import type { FastifyReply, FastifyRequest } from "fastify";
import { runForClient } from "../db/client-lifetime.js";

/**
 * Runs a handler's database work for as long as its client waits. Fastify's `request.signal`
 * fires when the connection closes; the work's queries run bound to it (`runForClient`), so
 * those still queued are dropped and a running PostgreSQL statement is cancelled, and a burst of
 * abandoned requests never delays the next user. When the client left before its answer, the
 * reply is hijacked: nothing is written to the closed socket, and the work's failure (the
 * dropped query's `ClientGoneError`, or any other) is neither answered nor logged as a server
 * error, since leaving was the client's choice.
 *
 * @example
 * ```ts
 * import type { FastifyInstance } from "fastify";
 * import type { Database } from "../db/database.js";
 * import { listModelRows, type ModelListQuery } from "../db/model-search.js";
 * declare const app: FastifyInstance;
 * declare const database: Database;
 * declare const query: ModelListQuery;
 * app.get("/api/models", async (request, reply) =>
 *   whileClientWaits(request, reply, async () => reply.send(await listModelRows(database, query))),
 * );
 * ```
 */
export async function whileClientWaits<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T | FastifyReply> {
  const signal = request.signal;
  try {
    const answer = await runForClient(signal, work);
    if (!signal.aborted || reply.sent) return answer;
  } catch (error) {
    if (!signal.aborted || reply.sent) throw error;
  }
  return reply.hijack();
}
