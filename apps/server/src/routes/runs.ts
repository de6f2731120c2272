import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SYSTEM_CLOCK, type Clock } from "../clock.js";
import type { Database } from "../db/database.js";
import { missingBlobs } from "../db/blobs.js";
import { deleteRun, findRun, insertRun, listRunSummaries, type RunPosition } from "../db/runs.js";
import type { GatewayEnvironment } from "../gateway/gateway-target.js";
import { badRequest, HttpError } from "../http-error.js";
import type { PublicUrl } from "../public-url.js";
import { parseRunBody } from "./run-validation.js";
import { writeRateLimiter } from "./write-rate-limit.js";

/** A saved run is JSON text: inputs and outputs, with media as blob references. */
const MAX_RUN_BYTES = 2 * 1024 * 1024;
const DEFAULT_PAGE = 20;
const MAX_PAGE = 100;
const RUN_ID = /^[A-Za-z0-9_-]{1,64}$/;
const DELETE_KEY_HEADER = "x-modeldeck-delete-key";

const digestOf = (key: string) => createHash("sha256").update(key, "utf8").digest();

function encodeCursor(position: RunPosition): string {
  return Buffer.from(JSON.stringify([position.createdAt, position.id])).toString("base64url");
}

function decodeCursor(cursor: string): RunPosition {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [
      unknown,
      unknown,
    ];
    if (typeof createdAt === "string" && typeof id === "string" && RUN_ID.test(id)) {
      if (!Number.isNaN(Date.parse(createdAt))) return { createdAt, id };
    }
  } catch {
    // Falls through to the 400 below.
  }
  throw badRequest("cursor is not valid; follow the Link header of the previous page");
}

function parseLimit(value: unknown): number {
  if (value === undefined) return DEFAULT_PAGE;
  const limit = Number(value);
  if (typeof value !== "string" || !Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) {
    throw badRequest(`limit must be a whole number from 1 to ${MAX_PAGE}`);
  }
  return limit;
}

function runIdOf(request: FastifyRequest): string {
  const { id } = request.params as { id: string };
  if (!RUN_ID.test(id)) throw new HttpError(404, "run not found");
  return id;
}

/**
 * Saved compare and try-it runs: `POST /api/runs` checks a run (no credential anywhere, every
 * referenced blob uploaded, at most 2 MiB) and answers its id and a delete key, of which only
 * the digest is kept; `GET /api/runs` lists them newest first in keyset pages linked from the
 * public URL; `GET /api/runs/{id}` answers the whole run; `DELETE /api/runs/{id}` with the
 * delete key in `X-ModelDeck-Delete-Key` removes it.
 *
 * @example
 * ```ts
 * await app.register(runRoutes, { database, environment: process.env, clock: SYSTEM_CLOCK, publicUrl });
 * ```
 */
export async function runRoutes(
  app: FastifyInstance,
  options: {
    database: Database;
    environment: GatewayEnvironment;
    clock?: Clock | undefined;
    publicUrl: PublicUrl;
  },
): Promise<void> {
  const { database, publicUrl } = options;
  const clock = options.clock ?? SYSTEM_CLOCK;
  const limitWrites = writeRateLimiter("runs", { ...options, clock });

  app.post(
    "/api/runs",
    {
      bodyLimit: MAX_RUN_BYTES,
      onRequest: async (request) => {
        // JSON only: a text/plain form post from another site needs no preflight, so it must not parse.
        const type = (request.headers["content-type"] ?? "").split(";", 1)[0]?.trim().toLowerCase();
        if (type !== "application/json") {
          throw new HttpError(415, "a run is sent as Content-Type: application/json");
        }
        await limitWrites(request);
      },
    },
    async (request, reply) => {
      const { run, blobs } = parseRunBody(request.body);
      const missing = await missingBlobs(database, blobs);
      if (missing.length > 0) {
        throw badRequest(
          `blob ${missing[0]} is not stored; upload it with POST /api/blobs before saving the run`,
        );
      }
      const id = randomBytes(12).toString("base64url");
      const deleteKey = randomBytes(24).toString("base64url");
      const createdAt = new Date(clock.now()).toISOString();
      await insertRun(database, {
        id,
        kind: run.kind,
        task: run.task,
        title: run.title,
        setup: JSON.stringify(run.setup),
        results: JSON.stringify(run.results),
        models: run.setup.columns.map((column) => column.model),
        createdAt,
        deleteKeyDigest: digestOf(deleteKey).toString("hex"),
      });
      reply.status(201).header("location", `/api/runs/${id}`).header("cache-control", "no-store");
      return { id, createdAt, deleteKey };
    },
  );

  app.get("/api/runs", async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const limit = parseLimit(query.limit);
    if (query.cursor !== undefined && typeof query.cursor !== "string") {
      throw badRequest("cursor must be given once");
    }
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const rows = await listRunSummaries(database, limit + 1, after);
    const runs = rows.slice(0, limit);
    const last = runs.at(-1);
    if (rows.length > limit && last !== undefined) {
      const next = new URLSearchParams({ limit: String(limit), cursor: encodeCursor(last) });
      reply.header(
        "link",
        `<${publicUrl(request.socket)}/api/runs?${next.toString()}>; rel="next"`,
      );
    }
    // A run saved a moment ago must show up: revalidate (ETag) instead of reusing for a minute.
    reply.header("cache-control", "no-cache");
    return { runs };
  });

  app.get("/api/runs/:id", async (request, reply) => {
    const run = await findRun(database, runIdOf(request));
    if (run === undefined) throw new HttpError(404, "run not found");
    // Deleting must take effect soon for everyone holding the link.
    reply.header("cache-control", "no-cache").type("application/json; charset=utf-8");
    const head = JSON.stringify({
      id: run.id,
      kind: run.kind,
      task: run.task,
      title: run.title,
      models: run.models,
      createdAt: run.createdAt,
    });
    // setup and results are stored as the JSON text they were validated as; no need to re-parse.
    return reply.send(`${head.slice(0, -1)},"setup":${run.setup},"results":${run.results}}`);
  });

  app.delete(
    "/api/runs/:id",
    { onRequest: async (request) => limitWrites(request) },
    async (request, reply) => {
      const id = runIdOf(request);
      const presented = request.headers[DELETE_KEY_HEADER];
      const run = await findRun(database, id);
      if (run === undefined) throw new HttpError(404, "run not found");
      if (typeof presented !== "string" || presented === "") {
        throw new HttpError(403, "send the run's delete key in the X-ModelDeck-Delete-Key header");
      }
      // Digests of equal length, compared in constant time: the answer's timing tells nothing.
      const stored = Buffer.from(run.deleteKeyDigest, "hex");
      if (stored.length !== 32 || !timingSafeEqual(stored, digestOf(presented))) {
        throw new HttpError(403, "the delete key does not match this run");
      }
      await deleteRun(database, id);
      return reply.status(204).send();
    },
  );
}
