import type { FastifyError, FastifyInstance } from "fastify";
import { HttpError } from "./http-error.js";

/** The stable `code` an {@link HttpError} subclass carries (the gateway's), if it has one. */
function codeOf(error: HttpError): string | undefined {
  const code = (error as HttpError & { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
}

/**
 * The server's one error handler: every failure becomes `{ "error": "…" }`, plus a `code` when
 * the {@link HttpError} carries one (the inference gateway's `upstream_timeout`,
 * `not_inference_route`…), so clients can act on it. Client mistakes (validation, bad JSON,
 * oversize bodies, `HttpError`s below 500) keep their status and message; anything else is logged
 * and answered with a bare 500, so internals never leak. A coded error above 500 (a provider
 * that is down or slow) was already reported by whoever threw it and is not logged again.
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
      const code = codeOf(error);
      if (error.statusCode >= 500 && (code === undefined || error.statusCode === 500)) {
        // The cause names what the operator must fix; the answer stays in end users' words.
        request.log.error({ err: error.cause ?? error }, "server misconfiguration");
      }
      return reply
        .status(error.statusCode)
        .send(code === undefined ? { error: error.message } : { error: error.message, code });
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
