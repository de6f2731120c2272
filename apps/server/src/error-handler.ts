import type { FastifyError, FastifyInstance } from "fastify";
import { HttpError } from "./http-error.js";

/**
 * The server's one error handler: every failure becomes `{ "error": "…" }`. Client mistakes
 * (validation, bad JSON, oversize bodies, {@link HttpError}s below 500) keep their status and
 * message; anything else is logged and answered with a bare 500, so internals never leak.
 *
 * @example
 * ```ts
 * installErrorHandler(app);
 * ```
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      if (error.statusCode >= 500) request.log.error({ err: error }, "server misconfiguration");
      return reply.status(error.statusCode).send({ error: error.message });
    }
    // PostgreSQL's statement timeout (query_canceled): the guard fired, the server is not broken.
    if ((error as { code?: unknown }).code === "57014") {
      request.log.warn({ url: request.url }, "database statement timed out");
      return reply
        .status(503)
        .header("retry-after", "5")
        .send({ error: "the database took too long; try again" });
    }
    const status = error.statusCode ?? 500;
    if (error.validation !== undefined || (status >= 400 && status < 500)) {
      return reply.status(status).send({ error: error.message });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ error: "internal server error" });
  });
}
