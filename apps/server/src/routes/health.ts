import { Type } from "@sinclair/typebox";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.js";
import { databaseAnswers } from "../db/health.js";
import { HttpError } from "../http-error.js";
import { ERROR_BODY } from "./api-schemas.js";

const HEALTH_SCHEMA = {
  description: "For load balancers: 200 once the database answers, 503 otherwise",
  response: {
    200: Type.Object({
      status: Type.Literal("ok"),
      database: Type.Union([Type.Literal("sqlite"), Type.Literal("postgres")]),
    }),
    503: ERROR_BODY,
  },
};

/**
 * `GET /api/health` for load balancers: 200 `{ status: "ok", database }` once the database
 * answers, 503 otherwise.
 *
 * @example
 * ```ts
 * app.register(healthRoutes, { database });
 * ```
 */
export async function healthRoutes(
  app: FastifyInstance,
  options: { database: Database },
): Promise<void> {
  app.get("/api/health", { schema: HEALTH_SCHEMA }, async () => {
    if (!(await databaseAnswers(options.database))) {
      throw new HttpError(503, "the database is not reachable");
    }
    return { status: "ok", database: options.database.dialect };
  });
}
