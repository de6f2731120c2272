import { InferenceClientProviderOutputError } from "../../errors.js";
import { downloadBlob } from "../binary.js";
import { isRecord, isString } from "../output-checks.js";
import { fetchOf, jobFailure, pollHeaders, waitOf, type JobContext } from "./job-context.js";

const ZAI_POLL_INTERVAL = 2_000;
const ZAI_MAX_POLLS = 60;

/**
 * Follows a Z.ai image job: polls `api/paas/v4/async-result/{id}` until `SUCCESS`, then returns
 * the first image's URL or its bytes.
 */
export async function runZaiJob(
  submitted: Record<string, unknown>,
  outputType: "url" | "blob" | undefined,
  context: JobContext,
): Promise<Blob | string> {
  const { prepared, options } = context;
  const headers = pollHeaders(prepared);
  if (submitted.task_status === "FAIL") {
    throw new InferenceClientProviderOutputError("ZAI API returned task status: FAIL");
  }
  const url = `${prepared.baseUrl}/api/paas/v4/async-result/${String(submitted.id)}`;
  for (let attempt = 0; attempt < ZAI_MAX_POLLS; attempt++) {
    await waitOf(options)(ZAI_POLL_INTERVAL, options.signal);
    const response = await fetchOf(options)(url, { headers, signal: options.signal });
    if (!response.ok) {
      throw await jobFailure(
        `Failed to fetch result from ZAI API: ${response.status}`,
        response,
        { url, method: "GET", headers },
        context,
      );
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!isRecord(body)) throw new InferenceClientProviderOutputError("Failed to parse ZAI result");
    if (body.task_status === "FAIL")
      throw new InferenceClientProviderOutputError("ZAI API task failed");
    if (body.task_status === "SUCCESS") {
      const first = Array.isArray(body.image_result) ? body.image_result[0] : undefined;
      const imageUrl = isRecord(first) ? first.url : undefined;
      if (!isString(imageUrl)) {
        throw new InferenceClientProviderOutputError("ZAI API returned no image results");
      }
      return outputType === "url" ? imageUrl : downloadBlob(imageUrl, context);
    }
  }
  throw new InferenceClientProviderOutputError(
    `Timed out while waiting for the result from ZAI API - aborting after ${ZAI_MAX_POLLS} attempts`,
  );
}
