import type { EarlyRequest } from "../../../lib/early-fetch";

/**
 * The three reads a model page makes as it renders (descriptor, card, providers; see
 * `getModel`, `getReadme` and `getProviderMapping`), with the paths and `accept` headers
 * `@modeldeck/hub` sends, so they can start before the page's code has arrived. It is its own
 * small module because the app's first script imports it.
 *
 * @example
 * ```ts
 * modelPageRequests("openai-community/gpt2")[0]; // { path: "/api/models/openai-community/gpt2", accept: "application/json" }
 * ```
 */
export function modelPageRequests(modelId: string): EarlyRequest[] {
  const path = `/api/models/${modelId.split("/").map(encodeURIComponent).join("/")}`;
  return [
    { path, accept: "application/json" },
    { path: `${path}/readme`, accept: "text/markdown" },
    { path: `${path}?expand[]=inferenceProviderMapping`, accept: "application/json" },
  ];
}
