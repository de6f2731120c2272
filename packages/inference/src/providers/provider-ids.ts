/**
 * Every provider this client can call: the 13 of the reference release first, then the ones
 * added since. Kept apart from the registry so that importing the list costs a few bytes.
 *
 * @example
 * ```ts
 * import { INFERENCE_PROVIDERS } from "@modeldeck/inference";
 * INFERENCE_PROVIDERS.includes("together"); // true
 * ```
 */
export const INFERENCE_PROVIDERS = [
  "black-forest-labs",
  "cerebras",
  "cohere",
  "fal-ai",
  "fireworks-ai",
  "hf-inference",
  "hyperbolic",
  "nebius",
  "novita",
  "openai",
  "replicate",
  "sambanova",
  "together",
  "groq",
  "nscale",
  "featherless-ai",
  "ovhcloud",
  "scaleway",
  "publicai",
  "zai-org",
  "baseten",
  "wavespeed",
  "deepinfra",
] as const;

/**
 * One provider id from `INFERENCE_PROVIDERS`, such as `"together"` or `"fal-ai"`. Typing
 * `provider` with it lets the compiler catch a misspelt provider before a request is sent to a
 * route that does not exist.
 *
 * @example
 * ```ts
 * const provider: InferenceProvider = "together";
 * await chatCompletion({ provider, model: "deepseek-ai/DeepSeek-R1", messages: [{ role: "user", content: "Hi" }] });
 * ```
 */
export type InferenceProvider = (typeof INFERENCE_PROVIDERS)[number];
