import { InferenceClientProviderOutputError } from "../../errors.js";
import { downloadBlob } from "../binary.js";
import { isRecord, isString } from "../output-checks.js";
import { fetchOf, jobFailure, waitOf, type JobContext } from "./job-context.js";

const BFL_POLL_INTERVAL = 1_000;
const BFL_MAX_POLLS = 120;
const BFL_FAILED = new Set([
  "Error",
  "Failed",
  "Content Moderated",
  "Request Moderated",
  "Task not found",
]);

/**
 * Follows a Black Forest Labs image job: polls the presigned `polling_url` (no credentials,
 * so no token leaves for another host) until `Ready`, then returns the sample URL or its image.
 */
export async function runBlackForestLabsJob(
  pollingUrl: string,
  outputType: "url" | "blob" | undefined,
  context: JobContext,
): Promise<Blob | string> {
  const { options } = context;
  const url = new URL(pollingUrl);
  const headers = { "Content-Type": "application/json" };
  for (let attempt = 0; attempt < BFL_MAX_POLLS; attempt++) {
    await waitOf(options)(BFL_POLL_INTERVAL, options.signal);
    url.searchParams.set("attempt", String(attempt));
    const response = await fetchOf(options)(url.toString(), { headers, signal: options.signal });
    if (!response.ok) {
      throw await jobFailure(
        `Failed to fetch result from black forest labs API (status ${response.status})`,
        response,
        { url: url.toString(), method: "GET", headers },
        context,
      );
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!isRecord(body) || !isString(body.status)) {
      throw new InferenceClientProviderOutputError(
        "Failed to parse status response from black forest labs API",
      );
    }
    if (BFL_FAILED.has(body.status)) {
      throw new InferenceClientProviderOutputError(
        `The black forest labs job ended with status ${body.status}`,
      );
    }
    const sample = isRecord(body.result) ? body.result.sample : undefined;
    if (body.status === "Ready" && isString(sample)) {
      return outputType === "url" ? sample : downloadBlob(sample, context);
    }
  }
  throw new InferenceClientProviderOutputError(
    `Timed out waiting for the black forest labs result after ${BFL_MAX_POLLS} polls`,
  );
}
