import { InferenceClientProviderOutputError, InferenceOutputError } from "../errors.js";
import type { JobContext } from "../internal/job-context.js";
import { fromUrl } from "../internal/media-output.js";
import { isRecord, isString } from "../internal/output-checks.js";
import { pollJob } from "../internal/poll-job.js";
import type { MediaProtocol } from "./media-protocol.js";
import { promptBody, type ProviderDefinition } from "./provider-helper.js";
import { RECORDED_PNG_BASE64, type ProviderConformance } from "./conformance-fixture.js";

/**
 * Black Forest Labs: image jobs at `v1/{model}` on the global `api.bfl.ai`, answered with a
 * `polling_url` that is polled until the image is ready. Direct keys only (`X-Key` header):
 * the Hugging Face router no longer serves it.
 *
 * @example
 * ```ts
 * await textToImage({ provider: "black-forest-labs", model: "black-forest-labs/FLUX.1-dev", inputs: "a fox" });
 * ```
 */
export const blackForestLabs: ProviderDefinition = {
  id: "black-forest-labs",
  baseUrl: "https://api.bfl.ai",
  // Its one task, text to image, is on its media side (`blackForestLabsMedia.tasks`).
  tasks: [],
  directOnly: true,
  path: ({ model }) => `v1/${model}`,
  // The image body is `blackForestLabsMedia.bodies`.
  body: ({ args }) => args,
  keyHeaders: (key) => ({ "X-Key": key }),
};

// In seconds, as snippets sleep; a plain number, since arithmetic at the top level would keep
// this module in bundles that never poll.
const BFL_POLL_SECONDS = 1;
const BFL_FAILED = new Set([
  "Error",
  "Failed",
  "Content Moderated",
  "Request Moderated",
  "Task not found",
]);

/**
 * Follows a Black Forest Labs image job: polls the `polling_url` it answered (without
 * credentials, so no key leaves for a host it was not given to) until `Ready`.
 */
async function followBlackForestLabsJob(
  submitted: unknown,
  job: JobContext,
): Promise<Blob | string> {
  const pollingUrl = isRecord(submitted) ? submitted.polling_url : undefined;
  if (!isString(pollingUrl)) throw new InferenceOutputError("Expected { polling_url: string }");
  const sample = await pollJob(
    {
      provider: "black-forest-labs",
      url: pollingUrl,
      interval: BFL_POLL_SECONDS * 1000,
      headers: { "Content-Type": "application/json" },
      read: (body) => {
        if (!isRecord(body) || !isString(body.status)) {
          throw new InferenceOutputError("Expected { status: string }");
        }
        if (BFL_FAILED.has(body.status)) {
          throw new InferenceClientProviderOutputError(
            `The black-forest-labs job ended with status ${body.status}`,
          );
        }
        const found = isRecord(body.result) ? body.result.sample : undefined;
        return body.status === "Ready" && isString(found) ? found : undefined;
      },
    },
    job,
  );
  return fromUrl(sample, job);
}

/**
 * Black Forest Labs' answer side: every image is a job followed at its `polling_url`.
 *
 * @example
 * ```ts
 * const image = await blackForestLabsMedia.image!({ id: "b1", polling_url }, job);
 * ```
 */
export const blackForestLabsMedia: MediaProtocol = {
  // Where its answers' files live: the regional delivery hosts of `result.sample` (`delivery-eu1.bfl.ai`, `delivery-us1.bfl.ai`).
  storageHosts: ["delivery-*.bfl.ai"],
  tasks: ["text-to-image"],
  // Every image model is `flux-…` (flux-dev, flux-pro-1.1, flux-kontext-pro); the other `v1/…`
  // routes are the account's (finetune, my_finetunes, credits) and must not pass for a model.
  modelIdPattern: /flux-[a-z0-9]+(?:[.-][a-z0-9]+)*/,
  followUpRoutes: [{ method: "GET", path: "v1/get_result" }],
  bodies: { "text-to-image": (context) => promptBody(context) },
  image: followBlackForestLabsJob,
  // Snippets poll the `polling_url` itself (a regional host), without the key, as the client does.
  snippetJob: {
    jobUrl: { from: "url", path: ["polling_url"] },
    statusSuffix: "",
    statusPath: ["status"],
    pending: ["Pending"],
    done: "Ready",
    resultRequest: false,
    pollSeconds: BFL_POLL_SECONDS,
    followWithoutCredentials: true,
    outputs: { "text-to-image": { path: ["result", "sample"], extension: "jpeg" } },
  },
};

/**
 * black-forest-labs's conformance fixture: an image job polled at its polling_url, with its own key, as recorded on its production URLs.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges.map((exchange) => exchange.request);
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "text-to-image",
      providerId: "flux-dev",
      args: { inputs: "a red fox" },
      exchanges: [
        {
          request: "POST https://api.bfl.ai/v1/flux-dev",
          body: { prompt: "a red fox" },
          answer: {
            json: {
              id: "e7a6b2c4",
              polling_url: "https://api.bfl.ai/v1/get_result?id=e7a6b2c4",
            },
          },
        },
        {
          request: "GET https://api.bfl.ai/v1/get_result?id=e7a6b2c4",
          answer: { json: { id: "e7a6b2c4", status: "Pending", result: null, progress: 0.5 } },
        },
        {
          request: "GET https://api.bfl.ai/v1/get_result?id=e7a6b2c4",
          answer: {
            json: {
              id: "e7a6b2c4",
              status: "Ready",
              result: { sample: "https://delivery-eu1.bfl.ai/results/e7/sample.jpeg", seed: 3 },
            },
          },
        },
        {
          request: "GET https://delivery-eu1.bfl.ai/results/e7/sample.jpeg",
          answer: { base64: RECORDED_PNG_BASE64, contentType: "image/jpeg" },
        },
      ],
    },
  ],
};
