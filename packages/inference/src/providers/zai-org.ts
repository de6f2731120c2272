import { InferenceClientProviderOutputError, InferenceOutputError } from "../errors.js";
import { providerText, type JobContext } from "../internal/job-context.js";
import { fromUrl, openAiImage } from "../internal/media-output.js";
import { isRecord, isString } from "../internal/output-checks.js";
import { pollJob } from "../internal/poll-job.js";
import type { MediaProtocol } from "./media-protocol.js";
import { openAiCompatible, promptBody } from "./provider-helper.js";
import {
  RECORDED_PNG_BASE64,
  RECORDED_PNG_DATA_URL,
  type ProviderConformance,
} from "./conformance-fixture.js";

/**
 * Z.ai: chat under `api/paas/v4`, asynchronous image jobs whose result is polled at
 * `api/paas/v4/async-result/{id}`, and image-to-text as layout parsing
 * (`api/paas/v4/layout_parsing`). Z.ai asks callers to name the channel and language.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "zai-org", model: "zai-org/GLM-4.5", messages });
 * ```
 */
export const zaiOrg = openAiCompatible(
  "zai-org",
  "https://api.z.ai",
  { conversational: "api/paas/v4/chat/completions" },
  {
    // The image body is `zaiOrgMedia.bodies`.
    extraHeaders: { "x-source-channel": "hugging_face", "accept-language": "en-US,en" },
  },
);

// In seconds, as snippets sleep; a plain number, since arithmetic at the top level would keep
// this module in bundles that never poll.
const ZAI_POLL_SECONDS = 2;

/** Follows a Z.ai image job at `api/paas/v4/async-result/{id}` until `SUCCESS`. */
async function followZaiJob(submitted: unknown, job: JobContext): Promise<Blob | string> {
  if (!isRecord(submitted) || !("task_status" in submitted)) return openAiImage(submitted, job);
  if (submitted.task_status === "FAIL") {
    throw new InferenceClientProviderOutputError("The zai-org job ended with status FAIL");
  }
  const url = `${job.prepared.baseUrl}/api/paas/v4/async-result/${encodeURIComponent(String(submitted.id))}`;
  const imageUrl = await pollJob(
    {
      provider: "zai-org",
      url,
      interval: ZAI_POLL_SECONDS * 1000,
      read: (body) => {
        if (!isRecord(body)) throw new InferenceOutputError("Expected { task_status: string }");
        if (body.task_status === "FAIL") {
          throw new InferenceClientProviderOutputError("The zai-org job ended with status FAIL");
        }
        if (body.task_status !== "SUCCESS") return undefined;
        const first = Array.isArray(body.image_result) ? body.image_result[0] : undefined;
        const found = isRecord(first) ? first.url : undefined;
        if (!isString(found))
          throw new InferenceOutputError("Expected { image_result: [{ url }] }");
        return found;
      },
    },
    job,
  );
  return fromUrl(imageUrl, job);
}

/** Layout parsing answers the page as Markdown (`md_results`), the text 4.x returns. */
async function layoutText(answer: unknown, job: JobContext): Promise<unknown> {
  const markdown = isRecord(answer) ? answer.md_results : undefined;
  if (!isString(markdown)) {
    throw new InferenceOutputError(
      `Expected { md_results: string }, got instead: ${providerText(JSON.stringify(answer) ?? "", job)}`,
    );
  }
  return { generated_text: markdown };
}

/**
 * Z.ai's media side: the image body (the prompt and the model), images read from asynchronous
 * jobs polled until their first image is ready, and layout parsing of an image sent as a data
 * URL in `file`, its Markdown returned as the caption.
 *
 * @example
 * ```ts
 * const image = await zaiOrgMedia.image!({ id: "job-1", task_status: "PROCESSING" }, job);
 * ```
 */
export const zaiOrgMedia: MediaProtocol = {
  // Where its answers' files live: the file host of its `image_result` URLs.
  storageHosts: ["aigc-files.bigmodel.cn"],
  tasks: ["text-to-image", "image-to-text"],
  path: ({ task }) =>
    task === "image-to-text"
      ? "api/paas/v4/layout_parsing"
      : "api/paas/v4/async/images/generations",
  followUpRoutes: [{ method: "GET", path: "api/paas/v4/async-result/{id}" }],
  bodies: {
    "text-to-image": (context) => promptBody(context, { model: context.model }),
    "image-to-text": ({ args, model }) => ({ model, file: args.file }),
  },
  image: followZaiJob,
  caption: layoutText,
  // The image to parse as a data URL in `file`, as `layout_parsing` takes it.
  imageInput: {
    encoding: "data-url",
    fallbackType: "image/png",
    place: (args, image) => ({ ...args, file: image }),
  },
  // Snippets ask `api/paas/v4/async-result/{id}` until the task succeeds, as the client does.
  snippetJob: {
    jobUrl: { from: "id", path: ["id"], url: "/api/paas/v4/async-result/{id}" },
    statusSuffix: "",
    statusPath: ["task_status"],
    pending: ["PROCESSING"],
    done: "SUCCESS",
    resultRequest: false,
    pollSeconds: ZAI_POLL_SECONDS,
    outputs: { "text-to-image": { path: ["image_result", 0, "url"], extension: "png" } },
  },
};

/**
 * zai-org's conformance fixture: an asynchronous image job polled at async-result, and a layout parsing of an image, with its own key, as recorded on its production URLs.
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
      providerId: "cogview-4-250304",
      args: { inputs: "a red fox" },
      exchanges: [
        {
          request: "POST https://api.z.ai/api/paas/v4/async/images/generations",
          body: { prompt: "a red fox", model: "cogview-4-250304" },
          answer: {
            json: {
              id: "8f2e1d",
              model: "cogview-4-250304",
              request_id: "r-8f2e1d",
              task_status: "PROCESSING",
            },
          },
        },
        {
          request: "GET https://api.z.ai/api/paas/v4/async-result/8f2e1d",
          answer: {
            json: {
              task_status: "SUCCESS",
              image_result: [{ url: "https://aigc-files.bigmodel.cn/api/cogview/8f2e1d.png" }],
            },
          },
        },
        {
          request: "GET https://aigc-files.bigmodel.cn/api/cogview/8f2e1d.png",
          answer: { base64: RECORDED_PNG_BASE64, contentType: "image/png" },
        },
      ],
    },
    {
      task: "image-to-text",
      providerId: "glm-ocr",
      args: { inputs: RECORDED_PNG_DATA_URL },
      exchanges: [
        {
          request: "POST https://api.z.ai/api/paas/v4/layout_parsing",
          body: { model: "glm-ocr", file: RECORDED_PNG_DATA_URL },
          answer: {
            json: {
              id: "task_20251124_3f9a",
              created: 1763975000,
              model: "GLM-OCR",
              md_results: "# Invoice\n\nTotal: 42.00 EUR",
              layout_details: [],
              usage: { total_tokens: 512 },
              request_id: "r-3f9a",
            },
          },
        },
      ],
    },
  ],
};
