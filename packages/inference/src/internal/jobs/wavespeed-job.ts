import { InferenceClientProviderOutputError } from "../../errors.js";
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

const WAVESPEED_POLL_INTERVAL = 500;

/**
 * Follows a WaveSpeedAI job: polls `data.urls.get` (through the submission's base) until the
 * task is `completed`, then downloads its first output.
 */
export async function runWavespeedJob(submitted: unknown, context: JobContext): Promise<Blob> {
  const { prepared, options } = context;
  const data = isRecord(submitted) && isRecord(submitted.data) ? submitted.data : undefined;
  const getUrl = data && isRecord(data.urls) ? data.urls.get : undefined;
  if (!isString(getUrl)) {
    throw new InferenceClientProviderOutputError(
      "Received malformed response from WaveSpeed AI API: no result URL",
    );
  }
  const url = rebase(getUrl, prepared);
  const headers = pollHeaders(prepared);
  for (;;) {
    const response = await fetchOf(options)(url, { headers, signal: options.signal });
    if (!response.ok) {
      throw await jobFailure(
        `Failed to fetch response status from WaveSpeed AI API (status ${response.status})`,
        response,
        { url, method: "GET", headers },
        context,
      );
    }
    const body: unknown = await response.json().catch(() => undefined);
    const task = isRecord(body) && isRecord(body.data) ? body.data : undefined;
    if (!task) {
      throw new InferenceClientProviderOutputError(
        "Failed to parse status response from WaveSpeed AI API",
      );
    }
    if (task.status === "completed") {
      const output = Array.isArray(task.outputs) ? task.outputs[0] : undefined;
      if (!isString(output)) {
        throw new InferenceClientProviderOutputError(
          "Received malformed response from WaveSpeed AI API: No output URL in completed response",
        );
      }
      return downloadBlob(output, context);
    }
    if (task.status === "failed") {
      throw new InferenceClientProviderOutputError(
        isString(task.error) && task.error ? providerText(task.error, context) : "Task failed",
      );
    }
    await waitOf(options)(WAVESPEED_POLL_INTERVAL, options.signal);
  }
}
