import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { rowsAsCsv, rowsAsJsonLines, summaryAsCsv } from "../batches/batch-export.js";
import { BatchRunner } from "../batches/batch-runner.js";
import { batchSettingsFrom } from "../batches/batch-settings.js";
import {
  columnProgress,
  insertBatch,
  runningOperatorBatches,
  setBatchListed,
  type BatchRecord,
} from "../batches/batch-store.js";
import { summarizeBatch } from "../batches/batch-summary.js";
import { finishedBatchRows } from "../batches/finished-batch-rows.js";
import { providerScoreboard, SCOREBOARD_MIN_SAMPLES } from "../batches/provider-scoreboard.js";
import type { ScoreboardWindow } from "../batches/scoreboard-window.js";
import { storeArchiveFiles } from "../batches/store-archive-files.js";
import { unstoredRowFiles } from "../batches/unstored-row-files.js";
import type { Clock } from "../clock.js";
import type { BatchTask } from "../batches/batch-task.js";
import { listBatches } from "../batches/batch-list.js";
import { BATCH_TASKS } from "../batches/batch-tasks.js";
import type { Database } from "../db/database.js";
import { accessPolicyFrom, callerAccess } from "../gateway/gateway-access.js";
import type { GatewayEnvironment } from "../gateway/gateway-target.js";
import { rateLimitFrom, rateLimitStoreFor } from "../gateway/rate-limiter.js";
import { gatewayTimeoutFrom } from "../gateway/upstream-call.js";
import { badRequest, HttpError } from "../http-error.js";
import {
  batchOf,
  MODEL_ID,
  ownedBatch,
  ownerDigest,
  parseKeys,
  parseUpload,
  requiredOwnerKey,
} from "./batch-requests.js";
import { storageQuota } from "./storage-quota.js";
import { writeRateLimiter } from "./write-rate-limit.js";

/** Uploads are JSON text: 1,000 rows of up to 20,000 characters fit with room to spare. */
const MAX_UPLOAD_BYTES = 24 * 1024 * 1024;
const MAX_PAGE = 500;
/** Batches one list answers at most (newest first). */
const MAX_LIST = 100;
/** Entries an archive may hold besides its data file and one file per row (folders, notes). */
const ARCHIVE_SPARE_ENTRIES = 100;
/** Uncompressed bytes an archive may declare in all: a zip bomb is refused before inflating. */
const ARCHIVE_MAX_BYTES = 128 * 1024 * 1024;

function requireJson(request: FastifyRequest): void {
  // JSON only: a text/plain form post from another site needs no preflight, so it must not parse.
  const type = (request.headers["content-type"] ?? "").split(";", 1)[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new HttpError(415, "send the body as Content-Type: application/json");
  }
}

function publicBatch(batch: BatchRecord) {
  return {
    id: batch.id,
    task: batch.task,
    title: batch.title,
    columns: batch.columns,
    rowCount: batch.rowCount,
    state: batch.state,
    ...(batch.stateReason === null ? {} : { stateReason: batch.stateReason }),
    keyMode: batch.keyMode,
    listed: batch.listed,
    createdAt: batch.createdAt,
    startedAt: batch.startedAt,
  };
}

/** Rows per second since the start, and the seconds left at that pace, per column. */
async function statusOf(database: Database, batch: BatchRecord, now: number) {
  const progress = await columnProgress(database.userData, batch.id);
  const elapsed = batch.startedAt === null ? 0 : (now - Date.parse(batch.startedAt)) / 1000;
  return {
    ...publicBatch(batch),
    columns: batch.columns.map((column, index) => {
      const counts = progress[index] ?? { done: 0, errors: 0, left: batch.rowCount };
      const rate = elapsed > 0 ? counts.done / elapsed : 0;
      const etaSeconds =
        batch.state === "running" && rate > 0 && counts.left > 0
          ? Math.ceil(counts.left / rate)
          : undefined;
      return {
        ...column,
        done: counts.done,
        errors: counts.errors,
        left: counts.left,
        ...(etaSeconds === undefined ? {} : { etaSeconds }),
      };
    }),
  };
}

function pageOf(query: unknown): { filter: string; offset: number; limit: number } {
  const { filter = "all", offset = "0", limit = "100" } = (query ?? {}) as Record<string, unknown>;
  if (filter !== "all" && filter !== "wrong" && filter !== "disagree") {
    throw badRequest("filter must be one of all, wrong, disagree");
  }
  const from = Number(offset);
  const count = Number(limit);
  if (!Number.isInteger(from) || from < 0) throw badRequest("offset is not valid");
  if (!Number.isInteger(count) || count < 1 || count > MAX_PAGE) {
    throw badRequest(`limit must be a whole number from 1 to ${MAX_PAGE}`);
  }
  return { filter, offset: from, limit: count };
}

/**
 * Batch evaluations (issue 30). `POST /api/batches` takes a CSV or JSON Lines file of inputs
 * (and expected answers) with 2–4 model/provider columns, checks all of it, and stores the batch
 * whole under a random 128-bit id and its owner's key digest; `POST …/start` (and `…/resume`)
 * runs it on the operator's keys (for callers allowed to spend them, within their rate limit and
 * the operator's limit of running batches) or on keys sent in the body, held in memory only;
 * `…/pause`, `…/cancel`, `…/share` are its owner's; `GET /api/batches/{id}` (progress per column
 * with errors and ETA), `…/results` (metrics per column, agreement matrix), `…/rows` (row view,
 * `filter=wrong|disagree`) and `…/export` (`format=csv|jsonl`, `part=rows|summary`) answer
 * whoever holds the id, as saved runs do. `GET /api/scoreboard[?model=]` is the provider
 * scoreboard (batch rows and gateway calls of the window) when the operator opted in.
 *
 * @example
 * ```ts
 * await app.register(batchRoutes, { database, environment: process.env, fetch, clock });
 * ```
 */
export async function batchRoutes(
  app: FastifyInstance,
  options: {
    database: Database;
    environment: GatewayEnvironment;
    fetch: typeof fetch;
    clock: Clock;
    scoreboard?: ScoreboardWindow | undefined;
  },
): Promise<void> {
  const { database, environment, clock } = options;
  const { userData } = database;
  const settings = batchSettingsFrom(environment);
  const policy = accessPolicyFrom(environment);
  const limitWrites = writeRateLimiter("batches", options);
  const quota = storageQuota(environment);
  const runner = new BatchRunner({
    userData,
    environment,
    fetch: options.fetch,
    clock,
    store: rateLimitStoreFor(database),
    rateLimit: rateLimitFrom(environment),
    timeoutMilliseconds: gatewayTimeoutFrom(environment),
    log: app.log,
    settings,
  });
  app.addHook("onReady", async () => runner.watch());
  app.addHook("onClose", async () => runner.stop());

  app.post("/api/batches", { bodyLimit: MAX_UPLOAD_BYTES }, async (request, reply) => {
    requireJson(request);
    const key = requiredOwnerKey(request);
    await limitWrites(request);
    const upload = parseUpload(request.body, settings.maxRows, {
      maxEntries: settings.maxRows + 1 + ARCHIVE_SPARE_ENTRIES,
      maxTotalBytes: ARCHIVE_MAX_BYTES,
      maxEntryBytes: quota.limits.blobBytes,
    });
    const caller = quota.callerOf(request);
    await storeArchiveFiles(userData, upload.files, {
      caller,
      createdAt: new Date(clock.now()).toISOString(),
      admit: (reader, bytes) => quota.admit(reader, caller, bytes, clock.now()),
    });
    const overFiles = (BATCH_TASKS[upload.task] as BatchTask).media !== undefined;
    if (overFiles) {
      // A row naming a file nobody stored could never run: refused now, not failed later.
      const missing = await unstoredRowFiles(userData, upload.rows);
      if (missing.length > 0) {
        throw badRequest(
          `${missing.length} of the files the rows name are not stored (first: ${missing[0]}); upload them to /api/blobs first`,
        );
      }
    }
    const id = randomBytes(16).toString("base64url");
    await insertBatch(
      userData,
      {
        id,
        task: upload.task,
        title: upload.title,
        columns: upload.columns,
        ownerDigest: ownerDigest(key),
        caller,
        createdAt: new Date(clock.now()).toISOString(),
        ...(overFiles ? { files: upload.rows.map((row) => row.input) } : {}),
      },
      upload.rows,
    );
    return reply.status(201).send({
      id,
      rowCount: upload.rows.length,
      ...(upload.files.length > 0 ? { filesStored: upload.files.length } : {}),
      ...(upload.ignored > 0 ? { filesIgnored: upload.ignored } : {}),
    });
  });

  const startHandler = async (request: FastifyRequest) => {
    requireJson(request);
    const batch = await ownedBatch(userData, request);
    const keys = parseKeys(request.body);
    const token = request.headers["x-modeldeck-token"];
    const access = callerAccess(policy, {
      token: typeof token === "string" ? token : undefined,
      ip: request.ip,
      forwarded: request.headers["x-forwarded-for"] !== undefined || "forwarded" in request.headers,
    });
    if (keys === undefined && !access.operatorKeys) {
      throw new HttpError(
        401,
        "this server runs batches on its keys only for callers allowed to spend them; send your own keys with the start",
      );
    }
    if (keys === undefined) {
      const running = await runningOperatorBatches(userData);
      if (running >= settings.operatorRunning) {
        throw new HttpError(
          429,
          `${settings.operatorRunning} batches already run on this server's keys; try again when one is done`,
          { "retry-after": "60" },
        );
      }
    }
    const started = await runner.start(batch.id, {
      operatorKeys: keys === undefined,
      rateLimitKey: access.rateLimitKey,
      ...(keys === undefined ? {} : { keys }),
    });
    if (!started) throw new HttpError(409, `the batch is ${batch.state}; it cannot be started`);
    return statusOf(database, await batchOf(userData, request), clock.now());
  };
  app.post("/api/batches/:id/start", startHandler);
  app.post("/api/batches/:id/resume", startHandler);
  for (const [action, state] of [
    ["pause", "paused"],
    ["cancel", "cancelled"],
  ] as const) {
    app.post(`/api/batches/:id/${action}`, async (request) => {
      const batch = await ownedBatch(userData, request);
      if (!(await runner.halt(batch.id, state))) {
        throw new HttpError(409, `the batch is ${batch.state}; it cannot be ${state}`);
      }
      return statusOf(database, await batchOf(userData, request), clock.now());
    });
  }
  app.post("/api/batches/:id/share", async (request) => {
    requireJson(request);
    const batch = await ownedBatch(userData, request);
    const listed = (request.body as { listed?: unknown } | null)?.listed;
    if (typeof listed !== "boolean") throw badRequest("listed must be true or false");
    await setBatchListed(userData, batch.id, listed);
    return { id: batch.id, listed };
  });

  // The operator's opt-in: who ran what, how fast, is shown only when they chose to.
  const { scoreboard } = options;
  app.get("/api/scoreboard", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (scoreboard === undefined) {
      return { enabled: false, minSamples: SCOREBOARD_MIN_SAMPLES, lines: [] };
    }
    const { model } = (request.query ?? {}) as { model?: unknown };
    if (model !== undefined && (typeof model !== "string" || !MODEL_ID.test(model))) {
      throw badRequest("model must be a model id");
    }
    const now = clock.now();
    const since = new Date(now - scoreboard.windowMs).toISOString();
    return {
      enabled: true,
      windowHours: scoreboard.windowMs / 3_600_000,
      minSamples: SCOREBOARD_MIN_SAMPLES,
      lines: await providerScoreboard(userData, since, {
        ...(model === undefined ? {} : { model }),
        gateway: scoreboard.samples(now),
      }),
    };
  });

  app.get("/api/batches", async (request, reply) => {
    const { scope = "mine", limit = "50" } = (request.query ?? {}) as Record<string, unknown>;
    if (scope !== "mine" && scope !== "public") {
      throw badRequest('scope must be "mine" (the batches of your owner key) or "public"');
    }
    const count = Number(limit);
    if (typeof limit !== "string" || !Number.isInteger(count) || count < 1 || count > MAX_LIST) {
      throw badRequest(`limit must be a whole number from 1 to ${MAX_LIST}`);
    }
    const batches = await listBatches(
      userData,
      scope === "public"
        ? { listed: true }
        : { ownerDigest: ownerDigest(requiredOwnerKey(request)) },
      count,
    );
    // A batch started a moment ago must show; one owner's list is theirs alone.
    reply
      .header("cache-control", scope === "public" ? "no-cache" : "private, no-cache")
      .header("vary", "X-ModelDeck-Owner-Key");
    return { batches };
  });

  app.get("/api/batches/:id", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return statusOf(database, await batchOf(userData, request), clock.now());
  });
  app.get("/api/batches/:id/results", async (request, reply) => {
    const batch = await batchOf(userData, request);
    reply.header("cache-control", "no-store");
    return {
      ...publicBatch(batch),
      ...summarizeBatch(batch, await finishedBatchRows(userData, batch)),
    };
  });
  app.get("/api/batches/:id/rows", async (request, reply) => {
    const batch = await batchOf(userData, request);
    const { filter, offset, limit } = pageOf(request.query);
    const rows = (await finishedBatchRows(userData, batch)).filter(
      (row) => filter === "all" || (filter === "wrong" ? row.wrong : row.disagree),
    );
    reply.header("cache-control", "no-store");
    return { total: rows.length, offset, rows: rows.slice(offset, offset + limit) };
  });
  app.get("/api/batches/:id/export", async (request, reply) => {
    const batch = await batchOf(userData, request);
    const { format = "csv", part = "rows" } = request.query as Record<string, unknown>;
    if (format !== "csv" && format !== "jsonl") throw badRequest("format must be csv or jsonl");
    if (part !== "rows" && part !== "summary") throw badRequest("part must be rows or summary");
    const rows = await finishedBatchRows(userData, batch);
    const name = `batch-${batch.id}-${part}.${format}`;
    reply
      .header("cache-control", "no-store")
      .header("content-disposition", `attachment; filename="${name}"`);
    if (part === "summary") {
      const { columns, agreement } = summarizeBatch(batch, rows);
      return format === "csv"
        ? reply.type("text/csv; charset=utf-8").send(summaryAsCsv(columns))
        : reply
            .type("application/x-ndjson")
            .send(
              columns.map((column) => JSON.stringify(column)).join("\n") +
                "\n" +
                JSON.stringify({ agreement }) +
                "\n",
            );
    }
    return format === "csv"
      ? reply.type("text/csv; charset=utf-8").send(rowsAsCsv(batch, rows))
      : reply.type("application/x-ndjson").send(rowsAsJsonLines(rows));
  });
}
