import { INFERENCE_PROVIDERS, type InferenceProvider } from "./providers/registry.js";
import type { InferenceProviderOrPolicy } from "./types.js";

/**
 * The Hub organizations whose names differ from their provider's id; every other provider's
 * organization is its id, so a new provider named like its organization needs no line here.
 */
const DIFFERENT_ORGS: Partial<Record<InferenceProvider, string>> = {
  cohere: "CohereLabs",
  deepinfra: "DeepInfra",
  "fal-ai": "fal",
  hyperbolic: "Hyperbolic",
  sambanova: "sambanovasystems",
  together: "togethercomputer",
};

/**
 * Each provider's organization on the Hub (`https://huggingface.co/{org}`), as 4.x exports it:
 * where its logo and model pages live.
 *
 * @example
 * ```ts
 * import { PROVIDERS_HUB_ORGS } from "@modeldeck/inference";
 * PROVIDERS_HUB_ORGS.together; // "togethercomputer"
 * ```
 */
export const PROVIDERS_HUB_ORGS: Readonly<Record<InferenceProvider, string>> =
  /* @__PURE__ */ orgsOf(INFERENCE_PROVIDERS, DIFFERENT_ORGS);

function orgsOf(
  providers: readonly InferenceProvider[],
  different: Partial<Record<InferenceProvider, string>>,
): Record<InferenceProvider, string> {
  return Object.fromEntries(
    providers.map((provider) => [provider, different[provider] ?? provider]),
  ) as Record<InferenceProvider, string>;
}

/**
 * Every value `provider` may take: each provider id, then the policy `"auto"`, as 4.x exports
 * the list (for pickers and argument checks).
 *
 * @example
 * ```ts
 * import { PROVIDERS_OR_POLICIES } from "@modeldeck/inference";
 * PROVIDERS_OR_POLICIES.includes("auto"); // true
 * ```
 */
export const PROVIDERS_OR_POLICIES: readonly InferenceProviderOrPolicy[] =
  /* @__PURE__ */ withAuto(INFERENCE_PROVIDERS);

function withAuto(providers: readonly InferenceProvider[]): InferenceProviderOrPolicy[] {
  return [...providers, "auto"];
}
