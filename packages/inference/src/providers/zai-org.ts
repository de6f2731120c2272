import { openAiCompatible, openAiBody, promptBody } from "./provider-helper.js";

/**
 * Z.ai: chat under `api/paas/v4`, and asynchronous image jobs whose result is polled at
 * `api/paas/v4/async-result/{id}`. Z.ai asks callers to name the channel and language.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "zai-org", model: "zai-org/GLM-4.5", messages });
 * ```
 */
export const zaiOrg = openAiCompatible(
  "zai-org",
  "https://api.z.ai",
  {
    conversational: "api/paas/v4/chat/completions",
    "text-to-image": "api/paas/v4/async/images/generations",
  },
  {
    body: (context) =>
      context.task === "text-to-image"
        ? promptBody(context, { model: context.model })
        : openAiBody(context),
    extraHeaders: { "x-source-channel": "hugging_face", "accept-language": "en-US,en" },
    followUpRoutes: [{ method: "GET", path: "api/paas/v4/async-result/{id}" }],
  },
);
