import type { ProviderDefinition } from "./provider-helper.js";

/**
 * Replicate: predictions. A versioned model id (`owner/name:version`) posts to
 * `v1/predictions` with the version in the body; others post to
 * `v1/models/{model}/predictions`. The payload goes under `input`, and `Prefer: wait` asks
 * Replicate to answer when the prediction is done.
 *
 * @example
 * ```ts
 * await textToImage({ provider: "replicate", model: "ByteDance/SDXL-Lightning", inputs: "a fox" });
 * ```
 */
export const replicate: ProviderDefinition = {
  id: "replicate",
  baseUrl: "https://api.replicate.com",
  tasks: ["text-to-image", "text-to-video", "text-to-speech"],
  path: ({ model }) => (model.includes(":") ? "v1/predictions" : `v1/models/${model}/predictions`),
  body: ({ task, args, model }) => {
    const { inputs, parameters, ...rest } = args;
    const field = task === "text-to-speech" ? "text" : "prompt";
    const input = { ...rest, ...(parameters as object | undefined), [field]: inputs };
    const version = model.includes(":") ? model.split(":")[1] : undefined;
    return version ? { input, version } : { input };
  },
  extraHeaders: { Prefer: "wait" },
  followUpRoutes: [{ method: "GET", path: "v1/predictions/{id}" }],
};
