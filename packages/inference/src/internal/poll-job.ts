import { InferenceClientJobTimeoutError, InferenceClientProviderOutputError } from "../errors.js";
import { jobFailure, pollHeaders, rebase, waitOf, type JobContext } from "./job-context.js";
import { fetchWithRetry } from "./retry.js";
import { throwIfAborted } from "./sleep.js";

/** How long a job may run before the poller gives up, unless `options.jobTimeout` says otherwise. */
const DEFAULT_JOB_TIMEOUT = 15 * 60_000;

/**
 * One provider job to follow: where its status lives, how often to ask, and how to read an
 * answer. `read` returns the job's value when it is done, `undefined` to ask again, and throws
 * for a job that failed.
 *
 * @example
 * ```ts
 * const plan: JobPlan<string> = {
 *   provider: "wavespeed",
 *   url: "https://api.wavespeed.ai/api/v3/predictions/w1/result",
 *   interval: 500,
 *   read: (body) => (isDone(body) ? outputOf(body) : undefined),
 * };
 * ```
 */
export interface JobPlan<T> {
  /** Named in messages ("Failed to fetch the status of the fal-ai job"). */
  provider: string;
  url: string;
  /** Milliseconds between two status requests (the provider's recommended pace). */
  interval: number;
  read(body: unknown): T | undefined | Promise<T | undefined>;
  /** Ask once before the first wait (WaveSpeedAI's answer may already be final). */
  askFirst?: boolean;
  /** Headers of the status requests. Default: the submission's, without its content type. */
  headers?: Record<string, string>;
}

/**
 * GETs one JSON document of a job (its status or its result) with the submission's
 * credentials, retried like any GET when the answer is 429 or 503 or the connection is lost
 * (one busy poll must not fail a job already paid for). A job submitted through a gateway is
 * asked there too, even when the provider's answer names its own host (Black Forest Labs'
 * `polling_url`): the path and query go behind the gateway's provider prefix, with the
 * submission's headers. A failed answer becomes a typed, redacted error whose cause is the HTTP
 * error; an unreadable body becomes an `InferenceClientProviderOutputError`.
 *
 * @example
 * ```ts
 * const result = await getJobJson(resultUrl, "result", "fal-ai", job);
 * ```
 */
export async function getJobJson(
  url: string,
  what: "status" | "result",
  provider: string,
  job: JobContext,
  headers: Record<string, string> = pollHeaders(job.prepared),
): Promise<unknown> {
  const { options, prepared } = job;
  throwIfAborted(options.signal);
  let target = url;
  let sent = headers;
  if (options.gatewayUrl && !url.startsWith(`${prepared.baseUrl}/`)) {
    target = rebase(url, prepared);
    sent = pollHeaders(prepared);
  }
  const response = await fetchWithRetry(
    target,
    { headers: sent, signal: options.signal },
    options,
    true,
  );
  if (!response.ok) {
    throw await jobFailure(
      `Failed to fetch the ${what} of the ${provider} job (status ${response.status})`,
      response,
      { url: target, method: "GET", headers: sent },
      job,
    );
  }
  try {
    return (await response.json()) as unknown;
  } catch (cause) {
    throw new InferenceClientProviderOutputError(
      `Failed to parse the ${what} of the ${provider} job: the answer is not JSON`,
      { cause },
    );
  }
}

/**
 * The client's only job poller: waits the plan's interval, asks for the status, and repeats
 * until `read` returns a value, the caller's signal aborts, or the job has run longer than
 * `options.jobTimeout` (15 minutes by default). Time is the larger of the clock's and the sum of
 * the waits, so an injected instant `sleep` still reaches the deadline.
 *
 * @example
 * ```ts
 * const video = await pollJob({ provider: "novita", url, interval: 500, read: readTask }, job);
 * ```
 */
export async function pollJob<T>(plan: JobPlan<T>, job: JobContext): Promise<T> {
  const { options } = job;
  const deadline = options.jobTimeout ?? DEFAULT_JOB_TIMEOUT;
  const wait = waitOf(options);
  const started = Date.now();
  let waited = 0;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0 || !plan.askFirst) {
      if (Math.max(Date.now() - started, waited) + plan.interval > deadline) {
        throw new InferenceClientJobTimeoutError(
          `The ${plan.provider} job did not finish within ${Math.round(deadline / 1000)} s (${attempt} status requests)`,
        );
      }
      await wait(plan.interval, options.signal);
      waited += plan.interval;
    }
    const body = await getJobJson(plan.url, "status", plan.provider, job, plan.headers);
    const value = await plan.read(body);
    if (value !== undefined) return value;
  }
}
