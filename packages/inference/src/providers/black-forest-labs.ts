import { promptBody, type ProviderDefinition } from "./provider-helper.js";

/**
 * Black Forest Labs: image jobs at `v1/{model}`, answered with a `polling_url` that is polled
 * until the image is ready. Direct keys go in the `X-Key` header.
 *
 * @example
 * ```ts
 * await textToImage({ provider: "black-forest-labs", model: "black-forest-labs/FLUX.1-dev", inputs: "a fox" });
 * ```
 */
export const blackForestLabs: ProviderDefinition = {
  id: "black-forest-labs",
  baseUrl: "https://api.us1.bfl.ai",
  tasks: ["text-to-image"],
  path: ({ model }) => `v1/${model}`,
  body: (context) => promptBody(context),
  keyHeaders: (key) => ({ "X-Key": key }),
  followUpRoutes: [{ method: "GET", path: "v1/get_result" }],
};
