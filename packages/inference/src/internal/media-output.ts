import { InferenceOutputError } from "../errors.js";
import { base64Of, blobFromBase64, downloadBlob } from "./binary.js";
import type { JobContext } from "./job-context.js";
import { isRecord, isString } from "./output-checks.js";

/**
 * A file a provider points to, as the caller asked: the URL itself (`outputType: "url"`), or
 * the file downloaded without credentials.
 *
 * @example
 * ```ts
 * const image = await fromUrl(answer.images[0].url, job);
 * ```
 */
export async function fromUrl(url: string, job: JobContext): Promise<Blob | string> {
  return job.outputType === "url" ? url : downloadBlob(url, job);
}

/**
 * Base64 file content (plain or a `data:` URL) as the caller asked: a data URL, or a Blob.
 *
 * @example
 * ```ts
 * const image = fromBase64(answer.data[0].b64_json, job);
 * ```
 */
export function fromBase64(base64: string, job: JobContext, type = "image/jpeg"): Blob | string {
  const dataUrl = base64.startsWith("data:") ? base64 : `data:${type};base64,${base64}`;
  return job.outputType === "url" ? dataUrl : blobFromBase64(dataUrl, type);
}

/**
 * Raw bytes an answer carried, as the caller asked: the Blob, or a data URL of it.
 *
 * @example
 * ```ts
 * const file = answer instanceof Blob ? await fromBlob(answer, job) : undefined;
 * ```
 */
async function fromBlob(blob: Blob, job: JobContext): Promise<Blob | string> {
  if (job.outputType !== "url") return blob;
  return `data:${blob.type || "application/octet-stream"};base64,${await base64Of(blob)}`;
}

/**
 * The OpenAI image answer (`data[0].b64_json` or `data[0].url`) or raw bytes: what every
 * provider without its own image reader answers.
 *
 * @example
 * ```ts
 * const image = await openAiImage({ data: [{ b64_json: "iVBOR…" }] }, job);
 * ```
 */
export async function openAiImage(answer: unknown, job: JobContext): Promise<Blob | string> {
  if (answer instanceof Blob) return fromBlob(answer, job);
  const first = isRecord(answer) && Array.isArray(answer.data) ? answer.data[0] : undefined;
  if (isRecord(first) && isString(first.b64_json)) return fromBase64(first.b64_json, job);
  if (isRecord(first) && isString(first.url)) return fromUrl(first.url, job);
  throw new InferenceOutputError("Expected Blob");
}

/**
 * Raw bytes, the only media answer of providers that have no job protocol (hf-inference).
 *
 * @example
 * ```ts
 * const audio = await bytesAnswer(answer, job, "Blob");
 * ```
 */
export async function bytesAnswer(
  answer: unknown,
  job: JobContext,
  expected: string,
): Promise<Blob | string> {
  if (answer instanceof Blob) return fromBlob(answer, job);
  throw new InferenceOutputError(`Expected ${expected}`);
}
