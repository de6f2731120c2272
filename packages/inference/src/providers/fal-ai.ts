import { promptBody, type ProviderDefinition } from "./provider-helper.js";

/**
 * fal.ai: one path per model (`{model}`). Video runs as a queued job (on `queue.fal.run`, or
 * with `?_subdomain=queue` through the router); images come back synchronously with
 * `sync_mode`. Direct keys use `Authorization: Key {key}`.
 *
 * @example
 * ```ts
 * await textToVideo({ provider: "fal-ai", model: "genmo/mochi-1-preview", inputs: "a cat" });
 * ```
 */
export const falAi: ProviderDefinition = {
  id: "fal-ai",
  baseUrl: "https://fal.run",
  tasks: ["text-to-image", "text-to-video", "text-to-speech", "automatic-speech-recognition"],
  path: ({ task, model, authMethod }) =>
    task === "text-to-video" && authMethod !== "provider-key" ? `${model}?_subdomain=queue` : model,
  baseUrlFor: (task) => (task === "text-to-video" ? "https://queue.fal.run" : undefined),
  body: (context) => {
    const { task, args } = context;
    if (task === "text-to-image") return promptBody(context, { sync_mode: true });
    if (task === "text-to-video") return promptBody(context);
    if (task === "text-to-speech") {
      const { inputs, parameters, ...rest } = args;
      return { ...rest, ...(parameters as object | undefined), text: inputs };
    }
    return args;
  },
  keyHeaders: (key) => ({ Authorization: `Key ${key}` }),
  followUpRoutes: [
    { method: "GET", path: "{model}/requests/{id}/status" },
    { method: "GET", path: "{model}/requests/{id}" },
  ],
};
