import { InferenceOutputError } from "../errors.js";
import { base64Of, blobFromBase64, downloadBlob } from "./binary.js";
import { runBlackForestLabsJob } from "./jobs/black-forest-labs-job.js";
import type { JobContext } from "./jobs/job-context.js";
import { settleReplicatePrediction } from "./jobs/replicate-prediction.js";
import { runWavespeedJob } from "./jobs/wavespeed-job.js";
import { runZaiJob } from "./jobs/zai-job.js";
import { isRecord, isString } from "./output-checks.js";

export type OutputType = "url" | "blob" | undefined;

/** A URL (or base64 text) as the caller asked: the URL itself, or the image it points to. */
async function fromUrl(url: string, outputType: OutputType, context: JobContext) {
  return outputType === "url" ? url : downloadBlob(url, context);
}

function fromBase64(base64: string, outputType: OutputType): Blob | string {
  const dataUrl = base64.startsWith("data:") ? base64 : `data:image/jpeg;base64,${base64}`;
  return outputType === "url" ? dataUrl : blobFromBase64(dataUrl);
}

/**
 * Turns any provider's text-to-image answer into a Blob (or a URL when `outputType` is
 * "url"): raw image bytes, OpenAI-style `data[0].b64_json`/`url`, fal's `images[0].url`,
 * Hyperbolic's `images[0].image`, Replicate's `output`, and the job protocols of Black Forest
 * Labs, WaveSpeedAI and Z.ai.
 */
export async function imageFromResponse(
  data: unknown,
  outputType: OutputType,
  context: JobContext,
): Promise<Blob | string> {
  if (data instanceof Blob) {
    if (outputType !== "url") return data;
    return `data:${data.type || "image/jpeg"};base64,${await base64Of(data)}`;
  }
  if (isRecord(data)) {
    const provider = context.prepared.provider;
    if (isString(data.polling_url)) {
      return runBlackForestLabsJob(data.polling_url, outputType, context);
    }
    if (provider === "wavespeed") return runWavespeedJob(data, context);
    if (provider === "zai-org" && "task_status" in data)
      return runZaiJob(data, outputType, context);
    const first = Array.isArray(data.data) ? data.data[0] : undefined;
    if (isRecord(first) && isString(first.b64_json)) return fromBase64(first.b64_json, outputType);
    if (isRecord(first) && isString(first.url)) return fromUrl(first.url, outputType, context);
    const image = Array.isArray(data.images) ? data.images[0] : undefined;
    if (isRecord(image) && isString(image.url)) return fromUrl(image.url, outputType, context);
    if (isRecord(image) && isString(image.image)) return fromBase64(image.image, outputType);
    if ("output" in data || "status" in data) {
      const prediction = await settleReplicatePrediction(data, context);
      const output = Array.isArray(prediction.output) ? prediction.output[0] : prediction.output;
      if (isString(output)) return fromUrl(output, outputType, context);
    }
  }
  throw new InferenceOutputError("Expected Blob");
}
