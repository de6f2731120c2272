import { promptBody, type ProviderDefinition } from "./provider-helper.js";

/**
 * WaveSpeedAI: image and video jobs posted to `api/v3/{model}`; the answer's `data.urls.get`
 * is polled until the job is `completed`, then the first output URL is downloaded.
 *
 * @example
 * ```ts
 * await textToVideo({ provider: "wavespeed", model: "Wan-AI/Wan2.1-T2V-14B", inputs: "a cat" });
 * ```
 */
export const wavespeed: ProviderDefinition = {
  id: "wavespeed",
  baseUrl: "https://api.wavespeed.ai",
  tasks: ["text-to-image", "text-to-video"],
  path: ({ model }) => `api/v3/${model}`,
  body: (context) => promptBody(context),
  followUpRoutes: [{ method: "GET", path: "api/v3/predictions/{id}/result" }],
};
