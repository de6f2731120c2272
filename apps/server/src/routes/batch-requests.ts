import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { findBatch, type BatchRecord } from "../batches/batch-store.js";
import type { BatchColumn, BatchTask } from "../batches/batch-task.js";
import { BATCH_TASKS, isBatchTask, type BatchTaskId } from "../batches/batch-tasks.js";
import { unpackBatchArchive, type UnpackedArchive } from "../batches/batch-archive.js";
import { BatchFileError, parseBatchFile } from "../batches/batch-upload.js";
import { ZipArchiveError, type ZipLimits } from "../batches/zip-entries.js";
import type { UserData } from "../db/user-data.js";
import { knownProvider } from "../gateway/gateway-target.js";
import { badRequest, HttpError } from "../http-error.js";
import type { BatchInputRow } from "../batches/batch-store.js";

const BATCH_ID = /^[A-Za-z0-9_-]{22,64}$/;
const OWNER_KEY = /^[A-Za-z0-9_-]{22,128}$/;
/**
 * A Hub model id as batches and the scoreboard accept it: `name` or `owner/name`, word
 * characters, dots and dashes.
 *
 * @example
 * ```ts
 * MODEL_ID.test("acme/chat-1.5"); // true
 * ```
 */
export const MODEL_ID = /^[A-Za-z0-9][\w.-]{0,95}(?:\/[\w.-]{1,96})?$/;
const OWNER_KEY_HEADER = "x-modeldeck-owner-key";

/**
 * The hex SHA-256 of an owner key: what a batch keeps to know its owner.
 *
 * @example
 * ```ts
 * ownerDigest("k8Jx…"); // "3f7c…"
 * ```
 */
export function ownerDigest(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/**
 * The owner key a request carries, required and checked.
 *
 * @example
 * ```ts
 * const key = requiredOwnerKey(request);
 * ```
 */
export function requiredOwnerKey(request: FastifyRequest): string {
  const key = request.headers[OWNER_KEY_HEADER];
  if (typeof key !== "string" || !OWNER_KEY.test(key)) {
    throw badRequest(
      "a batch needs your owner key in the X-ModelDeck-Owner-Key header: 22 to 128 URL-safe characters your browser keeps",
    );
  }
  return key;
}

/**
 * The batch a request's `:id` names, or a 404 (also for an id that could never be one).
 *
 * @example
 * ```ts
 * const batch = await batchOf(userData, request);
 * ```
 */
export async function batchOf(userData: UserData, request: FastifyRequest): Promise<BatchRecord> {
  const { id } = request.params as { id: string };
  const batch = BATCH_ID.test(id) ? await findBatch(userData, id) : undefined;
  if (batch === undefined) throw new HttpError(404, "batch not found");
  return batch;
}

/**
 * The batch a request's `:id` names, if the request carries its owner's key; 404 otherwise,
 * so a stranger learns nothing about whose it is.
 *
 * @example
 * ```ts
 * const batch = await ownedBatch(userData, request);
 * ```
 */
export async function ownedBatch(
  userData: UserData,
  request: FastifyRequest,
): Promise<BatchRecord> {
  const key = requiredOwnerKey(request);
  const batch = await batchOf(userData, request);
  const stored = Buffer.from(batch.ownerDigest, "hex");
  const given = Buffer.from(ownerDigest(key), "hex");
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) {
    throw new HttpError(404, "batch not found");
  }
  return batch;
}

function checkedColumns(value: unknown): BatchColumn[] {
  if (!Array.isArray(value) || value.length < 2 || value.length > 4) {
    throw badRequest("columns must list 2 to 4 models, each { model, provider, parameters }");
  }
  return value.map((column: unknown, index) => {
    const { model, provider, parameters } = (column ?? {}) as Record<string, unknown>;
    if (typeof model !== "string" || !MODEL_ID.test(model)) {
      throw badRequest(`columns[${index}].model is not a model id`);
    }
    if (typeof provider !== "string" || knownProvider(provider) === undefined) {
      throw badRequest(`columns[${index}].provider is not a known provider`);
    }
    if (
      parameters !== undefined &&
      (typeof parameters !== "object" || parameters === null || Array.isArray(parameters))
    ) {
      throw badRequest(`columns[${index}].parameters must be an object`);
    }
    const plain = JSON.parse(JSON.stringify(parameters ?? {})) as Record<string, unknown>;
    if (JSON.stringify(plain).length > 4000) {
      throw badRequest(`columns[${index}].parameters is longer than 4,000 characters`);
    }
    return { model, provider, parameters: plain };
  });
}

const SHA256 = /^[0-9a-f]{64}$/;

/** Whether `value` is a list of `{ label, box: { xmin, ymin, xmax, ymax } }` with finite numbers. */
function isBoxList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((item: unknown) => {
      const { label, box } = (item ?? {}) as { label?: unknown; box?: Record<string, unknown> };
      return (
        typeof label === "string" &&
        typeof box === "object" &&
        box !== null &&
        ["xmin", "ymin", "xmax", "ymax"].every((side) => Number.isFinite(box[side]))
      );
    })
  );
}

/**
 * Rows of a task over files name a stored file by its SHA-256 (lower-case hex), and expected
 * boxes of object detection are a JSON list of labelled boxes; anything else is refused here.
 */
function checkMediaRows(task: BatchTaskId, rows: readonly BatchInputRow[]): void {
  const definition: BatchTask = BATCH_TASKS[task];
  if (definition.media === undefined) return;
  rows.forEach((row, index) => {
    if (!SHA256.test(row.input)) {
      throw new BatchFileError(
        `row ${index + 1}: the input must be the SHA-256 of a stored ${definition.media} file (64 hex digits)`,
      );
    }
    if (definition.metric !== "boxes" || row.expected === undefined) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.expected);
    } catch {
      parsed = undefined;
    }
    if (!isBoxList(parsed)) {
      throw new BatchFileError(
        `row ${index + 1}: expected must be a JSON list of { label, box: { xmin, ymin, xmax, ymax } }`,
      );
    }
  });
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The rows (and files) of an upload: its CSV or JSON Lines text, or its zip archive. */
function uploadRows(
  task: BatchTaskId,
  body: { format: "csv" | "jsonl" | "zip"; file: unknown; archive: unknown },
  maxRows: number,
  limits: ZipLimits,
): { rows: BatchInputRow[]; files: UnpackedArchive["files"]; ignored: number } {
  const definition: BatchTask = BATCH_TASKS[task];
  if (body.format === "zip") {
    if (definition.media === undefined) {
      throw badRequest(`a zip archive is for tasks over files; ${task} takes text`);
    }
    if (typeof body.archive !== "string" || !BASE64.test(body.archive)) {
      throw badRequest("archive must be the zip archive's bytes in base64");
    }
    return unpackBatchArchive(
      Buffer.from(body.archive, "base64"),
      definition.media,
      maxRows,
      limits,
    );
  }
  if (typeof body.file !== "string") throw badRequest("file must be the file's text");
  const rows = parseBatchFile(body.file, body.format, maxRows);
  checkMediaRows(task, rows);
  return { rows, files: [], ignored: 0 };
}

/**
 * A checked upload: task, title, columns and rows from `POST /api/batches`'s JSON body
 * (`{ task, title?, columns, format: "csv" | "jsonl", file }`, or for a task over files
 * `{ …, format: "zip", archive }` with the zip's bytes in base64), or a 400 saying what is
 * wrong. Rows of an archive name its files by SHA-256; `files` are those to store first.
 *
 * @example
 * ```ts
 * const upload = parseUpload(request.body, 1000, { maxEntries: 2001, maxTotalBytes: 100e6, maxEntryBytes: 20e6 });
 * ```
 */
export function parseUpload(
  body: unknown,
  maxRows: number,
  limits: ZipLimits,
): {
  task: BatchTaskId;
  title: string | null;
  columns: BatchColumn[];
  rows: BatchInputRow[];
  files: UnpackedArchive["files"];
  ignored: number;
} {
  const { task, title, columns, format, file, archive } = (body ?? {}) as Record<string, unknown>;
  if (typeof task !== "string" || !isBatchTask(task)) {
    throw badRequest(`task must be one a batch can run: ${Object.keys(BATCH_TASKS).join(", ")}`);
  }
  if (title !== undefined && title !== null && (typeof title !== "string" || title.length > 200)) {
    throw badRequest("title must be text of at most 200 characters");
  }
  if (format !== "csv" && format !== "jsonl" && format !== "zip") {
    throw badRequest("format must be csv, jsonl or zip");
  }
  try {
    const checked = checkedColumns(columns);
    return {
      task,
      title: typeof title === "string" && title.trim() !== "" ? title.trim() : null,
      columns: checked,
      ...uploadRows(task, { format, file, archive }, maxRows, limits),
    };
  } catch (error) {
    if (error instanceof BatchFileError || error instanceof ZipArchiveError) {
      throw badRequest(`the ${format === "zip" ? "archive" : `${format} file`}: ${error.message}`);
    }
    throw error;
  }
}

/**
 * Keys sent with a start, by provider: each for a known provider and used only for it.
 *
 * @example
 * ```ts
 * parseKeys({ keys: { together: "tgp_v1_…" } }); // { together: "tgp_v1_…" }
 * ```
 */
export function parseKeys(body: unknown): Record<string, string> | undefined {
  const keys = ((body ?? {}) as { keys?: unknown }).keys;
  if (keys === undefined || keys === null) return undefined;
  if (typeof keys !== "object" || Array.isArray(keys)) {
    throw badRequest("keys must be an object of provider: key");
  }
  const checked: Record<string, string> = {};
  for (const [provider, key] of Object.entries(keys)) {
    if (knownProvider(provider) === undefined)
      throw badRequest(`keys: ${provider} is not a known provider`);
    if (typeof key !== "string" || key.length < 8 || key.length > 512 || /\s/.test(key)) {
      throw badRequest(`keys: the key for ${provider} is not a key`);
    }
    checked[provider] = key;
  }
  return Object.keys(checked).length === 0 ? undefined : checked;
}
