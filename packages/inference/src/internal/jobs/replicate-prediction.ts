import { InferenceClientProviderOutputError } from "../../errors.js";
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

const REPLICATE_POLL_INTERVAL = 1_000;
const DONE = new Set(["succeeded", "failed", "canceled"]);

/**
 * Waits for a Replicate prediction. With `Prefer: wait` most answers are already final; a
 * prediction still `starting` or `processing` is polled at its `urls.get` (through the same
 * base it was created on). Returns the final prediction.
 */
export async function settleReplicatePrediction(
  prediction: Record<string, unknown>,
  context: JobContext,
): Promise<Record<string, unknown>> {
  const { prepared, options } = context;
  const headers = pollHeaders(prepared);
  let current = prediction;
  let getUrl: unknown;
  while (isString(current.status) && !DONE.has(current.status)) {
    // Status answers may omit `urls`; the first one is kept.
    if (isRecord(current.urls) && isString(current.urls.get)) getUrl = current.urls.get;
    if (!isString(getUrl)) break;
    await waitOf(options)(REPLICATE_POLL_INTERVAL, options.signal);
    const url = rebase(getUrl, prepared);
    const response = await fetchOf(options)(url, { headers, signal: options.signal });
    if (!response.ok) {
      throw await jobFailure(
        `Failed to fetch the replicate prediction status (status ${response.status})`,
        response,
        { url, method: "GET", headers },
        context,
      );
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!isRecord(body)) {
      throw new InferenceClientProviderOutputError(
        "Failed to parse the replicate prediction status",
      );
    }
    current = body;
  }
  if (current.status === "failed" || current.status === "canceled") {
    const reason = isString(current.error) ? `: ${providerText(current.error, context)}` : "";
    throw new InferenceClientProviderOutputError(
      `The replicate prediction ${current.status}${reason}`,
    );
  }
  return current;
}
