import { createHash } from "node:crypto";
import { InferenceClient, type InferenceProviderOrPolicy } from "@modeldeck/inference";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { blobStream, findBlobInfo } from "../db/blobs.js";
import type { UserData } from "../db/user-data.js";
import { HttpError } from "../http-error.js";
import type { HiddenColumn } from "./arena-battles.js";
import { ARENA_TASKS, type ArenaAnswer, type ArenaInput, type ArenaTask } from "./arena-tasks.js";
import { inProcessFetch, IN_PROCESS_ORIGIN } from "./in-process-gateway.js";

/**
 * A column as the browser gets it before the vote: its letter and the answer, or an error in
 * words that name neither the model nor the provider.
 *
 * @example
 * ```ts
 * const column: BlindColumn = { column: "B", error: "the model did not answer in time" };
 * ```
 */
export type BlindColumn = { column: string } & ({ answer: ArenaAnswer } | { error: string });

/**
 * The letter of column `index`: A, B, C, D.
 *
 * @example
 * ```ts
 * columnLetter(2); // "C"
 * ```
 */
export const columnLetter = (index: number): string => String.fromCharCode(65 + index);

/**
 * The battle's input, read once for every column: the text as given, or the stored file
 * (uploaded first with `POST /api/blobs`) as a `Blob` of its recorded type. `inputRef` is the
 * file's SHA-256, or the SHA-256 of the text, so the battle keeps a reference and not the input.
 *
 * @example
 * ```ts
 * const { input, inputRef } = await readArenaInput(userData, "object-detection", { file: sha256 });
 * ```
 */
export async function readArenaInput(
  userData: UserData,
  task: ArenaTask,
  given: { text?: string; file?: string },
): Promise<{ input: ArenaInput; inputRef: string }> {
  if (ARENA_TASKS[task].input === "text") {
    if (given.text === undefined || given.text.trim() === "")
      throw new HttpError(400, `${task} battles need a text input`);
    return {
      input: { text: given.text },
      inputRef: createHash("sha256").update(given.text, "utf8").digest("hex"),
    };
  }
  if (given.file === undefined) throw new HttpError(400, `${task} battles need a stored file`);
  const info = await findBlobInfo(userData, given.file);
  if (info === undefined) throw new HttpError(404, "the input file is not stored; upload it first");
  const chunks: Buffer[] = [];
  for await (const chunk of blobStream(userData, info)) chunks.push(chunk as Buffer);
  return {
    input: { file: new Blob([Buffer.concat(chunks)], { type: info.contentType }) },
    inputRef: info.sha256,
  };
}

function statusOf(error: unknown): number | undefined {
  const candidate = error as { status?: unknown; statusCode?: unknown };
  const status = candidate.status ?? candidate.statusCode;
  return typeof status === "number" ? status : undefined;
}

/**
 * What the browser is told about a column that failed: the kind of failure only. Providers'
 * messages and the client's errors name the model, the provider or its host, so none of their
 * text is passed on.
 */
function blindError(error: unknown): string {
  const name = (error as { name?: unknown }).name;
  const status = statusOf(error);
  if (name === "InferenceClientTimeoutError" || status === 504)
    return "the model did not answer in time";
  if (status === 429) return "the model is busy or this caller's rate limit is spent; try later";
  if (status === 401 || status === 403) return "the model refused the operator's key";
  if (status !== undefined && status >= 400 && status < 500) return "the model refused the input";
  if (name === "InferenceOutputError" || name === "InferenceClientProviderOutputError")
    return "the model's answer was not in the task's shape";
  return "the model could not be reached or failed to answer";
}

/**
 * Runs every column with the server's own inference client, through this server's gateway as
 * the caller (see `inProcessFetch`), and answers only when all have finished, so no column's
 * time is seen apart from the others'. Failures become blind error texts.
 *
 * @example
 * ```ts
 * const columns = await runBattle(app, request, "text-generation", hidden, { text: "Hello" });
 * ```
 */
export async function runBattle(
  app: FastifyInstance,
  request: FastifyRequest,
  task: ArenaTask,
  hidden: readonly HiddenColumn[],
  input: ArenaInput,
): Promise<BlindColumn[]> {
  const client = new InferenceClient(undefined, {
    hubUrl: IN_PROCESS_ORIGIN,
    gatewayUrl: `${IN_PROCESS_ORIGIN}/api/inference`,
    fetch: inProcessFetch(app, request),
    maxRetries: 1,
  });
  const settled = await Promise.allSettled(
    hidden.map((column) =>
      ARENA_TASKS[task].run(
        client,
        { model: column.model, provider: column.provider as InferenceProviderOrPolicy },
        input,
      ),
    ),
  );
  return settled.map((outcome, index) => {
    const column = columnLetter(index);
    if (outcome.status === "fulfilled") return { column, answer: outcome.value };
    request.log.warn({ reason: blindError(outcome.reason) }, "arena column failed");
    return { column, error: blindError(outcome.reason) };
  });
}
