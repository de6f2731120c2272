import { InferenceClientProviderOutputError, InferenceOutputError } from "../../errors.js";
import { downloadBlob } from "../binary.js";
import { isRecord, isString } from "../output-checks.js";
import {
  fetchOf,
  jobFailure,
  pollHeaders,
  providerText,
  rebase,
  waitOf,
  type JobContext,
} from "./job-context.js";

/** fal.ai checks a queued job every 500 ms, as its documentation recommends. */
export const FAL_POLL_INTERVAL = 500;

/**
 * Follows a fal.ai queue job: polls `{response path}/status` every 500 ms until `COMPLETED`,
 * fetches `{response path}`, then downloads the video from the result's URL.
 */
export async function runFalQueueJob(submitted: unknown, context: JobContext): Promise<Blob> {
  const { prepared, options } = context;
  if (!isRecord(submitted) || !isString(submitted.request_id)) {
    throw new InferenceOutputError("No request ID found in the response");
  }
  if (!isString(submitted.response_url)) {
    throw new InferenceOutputError("No response URL found in the response");
  }
  const query = new URL(prepared.url).search;
  const resultUrl = rebase(submitted.response_url, prepared, query);
  const [path, search = ""] = resultUrl.split("?");
  const statusUrl = `${path}/status${search ? `?${search}` : ""}`;
  const headers = pollHeaders(prepared);
  const fetchFunction = fetchOf(options);
  const request = { headers, signal: options.signal };
  let status = submitted.status;
  while (status !== "COMPLETED") {
    await waitOf(options)(FAL_POLL_INTERVAL, options.signal);
    const response = await fetchFunction(statusUrl, request);
    if (!response.ok) {
      throw await jobFailure(
        "Failed to fetch response status from fal-ai API",
        response,
        { url: statusUrl, method: "GET", headers },
        context,
      );
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!isRecord(body) || !isString(body.status)) {
      throw new InferenceClientProviderOutputError(
        "Failed to parse status response from fal-ai API",
      );
    }
    status = body.status;
    if (status === "FAILED" || status === "ERROR" || status === "CANCELLED") {
      throw new InferenceClientProviderOutputError(
        `The fal-ai job ${submitted.request_id} ended with status ${status}`,
      );
    }
  }
  const resultResponse = await fetchFunction(resultUrl, request);
  if (!resultResponse.ok) {
    throw await jobFailure(
      `Failed to fetch the result of fal-ai job ${submitted.request_id} (status ${resultResponse.status})`,
      resultResponse,
      { url: resultUrl, method: "GET", headers },
      context,
    );
  }
  let result: unknown;
  try {
    result = await resultResponse.json();
  } catch (cause) {
    throw new InferenceClientProviderOutputError(
      "Failed to parse result response from fal-ai API",
      {
        cause,
      },
    );
  }
  const video = isRecord(result) && isRecord(result.video) ? result.video.url : undefined;
  if (!isString(video) || !/^https?:|^data:/.test(video)) {
    throw new InferenceOutputError(
      `Expected { video: { url: string } } result format, got instead: ${providerText(JSON.stringify(result), context)}`,
    );
  }
  return downloadBlob(video, context);
}
