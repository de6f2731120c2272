import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SYSTEM_CLOCK, type Clock } from "../clock.js";
import type { Database } from "../db/database.js";
import { RUN_ID_BYTES } from "../db/migrations/legacy-user-data.js";
import {
  claimLegacyRun,
  deleteRun,
  findLegacyRun,
  findRun,
  insertRun,
  listRunSummaries,
  type RunPosition,
  type RunScope,
} from "../db/runs.js";
import type { GatewayEnvironment } from "../gateway/gateway-target.js";
import { badRequest, HttpError } from "../http-error.js";
import type { PublicUrl } from "../public-url.js";
import { parseRunBody } from "./run-validation.js";
import { storageQuota } from "./storage-quota.js";
import { writeRateLimiter } from "./write-rate-limit.js";

/** A saved run is JSON text: inputs and outputs, with media as blob references. */
const MAX_RUN_BYTES = 2 * 1024 * 1024;
const DEFAULT_PAGE = 20;
const MAX_PAGE = 100;
const MAX_CLAIMS = 100;
const RUN_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The key a browser keeps to list and delete its own runs: at least 128 bits, URL-safe. */
const OWNER_KEY = /^[A-Za-z0-9_-]{22,128}$/;
const OWNER_KEY_HEADER = "x-modeldeck-owner-key";
const DELETE_KEY_HEADER = "x-modeldeck-delete-key";

const digestOf = (key: string) => createHash("sha256").update(key, "utf8").digest();

/** Digests of equal length compared in constant time: the answer's timing tells nothing. */
function sameDigest(storedHex: string | null, key: string): boolean {
  if (storedHex === null) return false;
  const stored = Buffer.from(storedHex, "hex");
  return stored.length === 32 && timingSafeEqual(stored, digestOf(key));
}

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

/** The owner key a request carries, checked; `undefined` when it carries none. */
function ownerKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[OWNER_KEY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== "string" || !OWNER_KEY.test(key)) {
    throw badRequest(
      "X-ModelDeck-Owner-Key must be 22 to 128 URL-safe characters (letters, digits, - and _)",
    );
  }
  return key;
}

function requiredOwnerKey(request: FastifyRequest, what: string): string {
  const key = ownerKeyOf(request);
  if (key === undefined) {
    throw badRequest(
      `${what} needs your owner key in the X-ModelDeck-Owner-Key header: a random key your browser keeps, which lists and deletes the runs you saved`,
    );
  }
  return key;
}

function requireJson(request: FastifyRequest): void {
  // JSON only: a text/plain form post from another site needs no preflight, so it must not parse.
  const type = (request.headers["content-type"] ?? "").split(";", 1)[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new HttpError(415, "send the body as Content-Type: application/json");
  }
}

/**
 * Saved compare and try-it runs, private unless shared. `POST /api/runs` checks a run (no
 * credential anywhere, every referenced blob uploaded with an allow-listed type, at most 2 MiB,
 * within the quotas) and stores it under a random 128-bit id and the digest of the saver's owner
 * key (`X-ModelDeck-Owner-Key`); `GET /api/runs` lists the runs of the owner key sent, or with
 * `scope=public` the runs their owners listed, in keyset pages linked from the public URL;
 * `GET /api/runs/{id}` answers a whole run to whoever has its id; `DELETE /api/runs/{id}` takes
 * the owner key (or, for a run saved before owners, its delete key); `POST /api/runs/claims`
 * gives such older runs to the owner key of the browser that holds their delete keys.
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
  const { publicUrl } = options;
  const { userData } = options.database;
  const clock = options.clock ?? SYSTEM_CLOCK;
  const limitWrites = writeRateLimiter("runs", { ...options, clock });
  const quota = storageQuota(options.environment);

  app.post(
    "/api/runs",
    {
      bodyLimit: MAX_RUN_BYTES,
      onRequest: async (request) => {
        requireJson(request);
        requiredOwnerKey(request, "saving a run");
        await limitWrites(request);
      },
    },
    async (request, reply) => {
      const ownerKey = requiredOwnerKey(request, "saving a run");
      const { run, blobs } = parseRunBody(request.body);
      const id = randomBytes(RUN_ID_BYTES).toString("base64url");
      const createdAt = new Date(clock.now()).toISOString();
      const setup = JSON.stringify(run.setup);
      const results = JSON.stringify(run.results);
      const caller = quota.callerOf(request);
      const missing = await insertRun(
        userData,
        {
          id,
          kind: run.kind,
          task: run.task,
          title: run.title,
          setup,
          results,
          models: run.setup.columns.map((column) => column.model),
          blobs,
          createdAt,
          ownerDigest: digestOf(ownerKey).toString("hex"),
          listed: run.listed,
          caller,
        },
        (transaction) =>
          quota.admit(
            transaction,
            caller,
            Buffer.byteLength(setup) + Buffer.byteLength(results),
            clock.now(),
          ),
      );
      if (missing.length > 0) {
        throw badRequest(
          `blob ${missing[0]} is not stored; upload it with POST /api/blobs before saving the run`,
        );
      }
      reply.status(201).header("location", `/api/runs/${id}`).header("cache-control", "no-store");
      return { id, createdAt, listed: run.listed };
    },
  );

  app.get("/api/runs", async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const limit = parseLimit(query.limit);
    if (query.scope !== undefined && query.scope !== "mine" && query.scope !== "public") {
      throw badRequest('scope must be "mine" (the runs of your owner key) or "public"');
    }
    const scope: RunScope =
      query.scope === "public"
        ? { listed: true }
        : { ownerDigest: digestOf(requiredOwnerKey(request, "listing your runs")).toString("hex") };
    if (query.cursor !== undefined && typeof query.cursor !== "string") {
      throw badRequest("cursor must be given once");
    }
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const rows = await listRunSummaries(userData, scope, limit + 1, after);
    const runs = rows.slice(0, limit);
    const last = runs.at(-1);
    if (rows.length > limit && last !== undefined) {
      const next = new URLSearchParams({
        ...(query.scope === "public" ? { scope: "public" } : {}),
        limit: String(limit),
        cursor: encodeCursor(last),
      });
      reply.header(
        "link",
        `<${publicUrl(request.socket)}/api/runs?${next.toString()}>; rel="next"`,
      );
    }
    // A run saved a moment ago must show up: revalidate (ETag) instead of reusing for a minute.
    // One owner's list is theirs alone: no shared cache may keep it.
    reply
      .header("cache-control", "listed" in scope ? "no-cache" : "private, no-cache")
      .header("vary", "X-ModelDeck-Owner-Key");
    return { runs };
  });

  app.get("/api/runs/:id", async (request, reply) => {
    const run = await findRun(userData, runIdOf(request));
    if (run === undefined) throw new HttpError(404, "run not found");
    // Deleting must take effect soon for everyone holding the link; no shared cache keeps a
    // private run, and no search engine lists one it was shown.
    reply
      .header("cache-control", "private, no-cache")
      .header("x-robots-tag", "noindex")
      .type("application/json; charset=utf-8");
    const head = JSON.stringify({
      id: run.id,
      kind: run.kind,
      task: run.task,
      title: run.title,
      models: run.models,
      createdAt: run.createdAt,
      listed: run.listed,
    });
    // setup and results are stored as the JSON text they were validated as; no need to re-parse.
    return reply.send(`${head.slice(0, -1)},"setup":${run.setup},"results":${run.results}}`);
  });

  app.delete(
    "/api/runs/:id",
    { onRequest: async (request) => limitWrites(request) },
    async (request, reply) => {
      const id = runIdOf(request);
      const ownerKey = ownerKeyOf(request);
      const deleteKey = request.headers[DELETE_KEY_HEADER];
      const run = await findRun(userData, id);
      if (run === undefined) throw new HttpError(404, "run not found");
      if (ownerKey === undefined && (typeof deleteKey !== "string" || deleteKey === "")) {
        throw new HttpError(403, "send your owner key in the X-ModelDeck-Owner-Key header");
      }
      const allowed =
        (ownerKey !== undefined && sameDigest(run.ownerDigest, ownerKey)) ||
        (typeof deleteKey === "string" && sameDigest(run.deleteKeyDigest, deleteKey));
      if (!allowed) throw new HttpError(403, "this run was saved by someone else");
      await deleteRun(userData, id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/runs/claims",
    {
      bodyLimit: 64 * 1024,
      onRequest: async (request) => {
        requireJson(request);
        requiredOwnerKey(request, "claiming runs");
        await limitWrites(request);
      },
    },
    async (request) => {
      const ownerDigest = digestOf(requiredOwnerKey(request, "claiming runs")).toString("hex");
      const body = request.body as { runs?: unknown };
      if (!Array.isArray(body?.runs) || body.runs.length > MAX_CLAIMS) {
        throw badRequest(
          `runs must be an array of at most ${MAX_CLAIMS} { id, deleteKey } objects`,
        );
      }
      const claimed: { previousId: string; id: string }[] = [];
      for (const entry of body.runs as unknown[]) {
        const { id, deleteKey } = (entry ?? {}) as { id?: unknown; deleteKey?: unknown };
        if (typeof id !== "string" || !RUN_ID.test(id) || typeof deleteKey !== "string") continue;
        const legacy = await findLegacyRun(userData, id);
        if (legacy === undefined || !sameDigest(legacy.deleteKeyDigest, deleteKey)) continue;
        if (await claimLegacyRun(userData, legacy.id, ownerDigest)) {
          claimed.push({ previousId: id, id: legacy.id });
        }
      }
      return { claimed };
    },
  );
}
