import type { InferenceProvider } from "./provider-ids.js";
import type { ProviderDefinition } from "./provider-helper.js";
import { baseten } from "./baseten.js";
import { blackForestLabs } from "./black-forest-labs.js";
import { cerebras } from "./cerebras.js";
import { cohere } from "./cohere.js";
import { deepinfra } from "./deepinfra.js";
import { falAi } from "./fal-ai.js";
import { featherlessAi } from "./featherless-ai.js";
import { fireworksAi } from "./fireworks-ai.js";
import { groq } from "./groq.js";
import { hfInference } from "./hf-inference.js";
import { hyperbolic } from "./hyperbolic.js";
import { nebius } from "./nebius.js";
import { novita } from "./novita.js";
import { nscale } from "./nscale.js";
import { openai } from "./openai.js";
import { ovhcloud } from "./ovhcloud.js";
import { publicai } from "./publicai.js";
import { replicate } from "./replicate.js";
import { sambanova } from "./sambanova.js";
import { scaleway } from "./scaleway.js";
import { together } from "./together.js";
import { wavespeed } from "./wavespeed.js";
import { zaiOrg } from "./zai-org.js";

/**
 * Every provider definition, by id. Adding a provider is one file plus one line here.
 *
 * @example
 * ```ts
 * import { PROVIDERS } from "@modeldeck/inference";
 * PROVIDERS.together.baseUrl; // "https://api.together.xyz"
 * ```
 */
export const PROVIDERS: Record<InferenceProvider, ProviderDefinition> = {
  "black-forest-labs": blackForestLabs,
  cerebras,
  cohere,
  "fal-ai": falAi,
  "fireworks-ai": fireworksAi,
  "hf-inference": hfInference,
  hyperbolic,
  nebius,
  novita,
  openai,
  replicate,
  sambanova,
  together,
  groq,
  nscale,
  "featherless-ai": featherlessAi,
  ovhcloud,
  scaleway,
  publicai,
  "zai-org": zaiOrg,
  baseten,
  wavespeed,
  deepinfra,
};

/**
 * Each provider's own base URL (the one used with a provider key). For hf-inference it is the
 * router's `hf-inference` prefix, since the Hub serves it only there.
 *
 * @example
 * ```ts
 * import { PROVIDER_BASE_URLS } from "@modeldeck/inference";
 * PROVIDER_BASE_URLS["fal-ai"]; // "https://fal.run"
 * ```
 */
export const PROVIDER_BASE_URLS = /* @__PURE__ */ baseUrlsOf(PROVIDERS);

/**
 * Built in a function called with a plain identifier, so that the annotated call above has no
 * argument a bundler must keep: a bundle that never reads the table (chat) drops all of it.
 */
function baseUrlsOf(
  providers: Record<InferenceProvider, ProviderDefinition>,
): Record<InferenceProvider, string> {
  return Object.fromEntries(
    Object.values(providers).map((provider) => [provider.id, provider.baseUrl]),
  ) as Record<InferenceProvider, string>;
}
