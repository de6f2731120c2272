import type { ProviderDefinition } from "./provider-helper.js";
import type { MediaProtocol } from "./media-protocol.js";
import { mediaRouteFor, routedPath } from "./media-route.js";
import { baseten } from "./baseten.js";
import { blackForestLabs, blackForestLabsMedia } from "./black-forest-labs.js";
import { cerebras } from "./cerebras.js";
import { cohere } from "./cohere.js";
import { deepinfra, deepinfraMedia } from "./deepinfra.js";
import { falAi, falAiMedia } from "./fal-ai.js";
import { featherlessAi } from "./featherless-ai.js";
import { fireworksAi } from "./fireworks-ai.js";
import { groq } from "./groq.js";
import { hfInference } from "./hf-inference.js";
import { hyperbolic, hyperbolicMedia } from "./hyperbolic.js";
import { nebius, nebiusMedia } from "./nebius.js";
import { novita, novitaMedia } from "./novita.js";
import { nscale, nscaleMedia } from "./nscale.js";
import { openai } from "./openai.js";
import { ovhcloud } from "./ovhcloud.js";
import { publicai } from "./publicai.js";
import { replicate, replicateMedia } from "./replicate.js";
import { sambanova } from "./sambanova.js";
import { scaleway } from "./scaleway.js";
import { together, togetherMedia } from "./together.js";
import { wavespeed, wavespeedMedia } from "./wavespeed.js";
import { zaiOrg, zaiOrgMedia } from "./zai-org.js";

/**
 * Every provider's definition as its file declares it: routes, bodies and credentials of its
 * text tasks (chat, completions, embeddings), and the route of a call without a task. The media
 * tasks it serves are on its media side (`MEDIA_PROTOCOLS`), which the request builder is given
 * for media calls only: chat and text bundles carry this table and no media route. `PROVIDERS`
 * is the whole view.
 */
export const DEFINITIONS = {
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
} satisfies Record<string, ProviderDefinition>;

/**
 * One provider id, a key of `PROVIDERS`, such as `"together"` or `"fal-ai"`. Typing `provider`
 * with it lets the compiler catch a misspelt provider before a request is sent to a route that
 * does not exist.
 *
 * @example
 * ```ts
 * const provider: InferenceProvider = "together";
 * await chatCompletion({ provider, model: "deepseek-ai/DeepSeek-R1", messages: [{ role: "user", content: "Hi" }] });
 * ```
 */
export type InferenceProvider = keyof typeof DEFINITIONS;

/**
 * Every provider this client can call: the keys of `PROVIDERS`, in its order.
 *
 * @example
 * ```ts
 * import { INFERENCE_PROVIDERS } from "@modeldeck/inference";
 * INFERENCE_PROVIDERS.includes("together"); // true
 * ```
 */
export const INFERENCE_PROVIDERS = /* @__PURE__ */ idsOf(DEFINITIONS);

/** Annotated like `baseUrlsOf` below, so that a bundle that never reads the list drops it. */
function idsOf(
  providers: Record<InferenceProvider, ProviderDefinition>,
): readonly InferenceProvider[] {
  return Object.keys(providers) as InferenceProvider[];
}

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
export const PROVIDER_BASE_URLS = /* @__PURE__ */ baseUrlsOf(DEFINITIONS);

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

/**
 * The media side of every provider that has one, by id: one line per provider, exported by its
 * file beside its definition. It holds media request bodies and answer readers; providers
 * missing here answer media generically (raw bytes, or the OpenAI image shape). Only media
 * tasks, the snippet generator and the route matcher read it: a chat-only bundle imports this
 * file for `PROVIDERS`, and its bundler drops this table and every value in it (the bundle-size
 * test checks that no media field reaches that bundle).
 *
 * @example
 * ```ts
 * const reader = MEDIA_PROTOCOLS["fal-ai"]?.video;
 * ```
 */
// Keyed by `"auto"` too, which never has a media side: the router routes `"auto"` chat itself.
export const MEDIA_PROTOCOLS: Partial<Record<InferenceProvider | "auto", MediaProtocol>> = {
  "black-forest-labs": blackForestLabsMedia,
  deepinfra: deepinfraMedia,
  "fal-ai": falAiMedia,
  hyperbolic: hyperbolicMedia,
  nebius: nebiusMedia,
  novita: novitaMedia,
  nscale: nscaleMedia,
  replicate: replicateMedia,
  together: togetherMedia,
  wavespeed: wavespeedMedia,
  "zai-org": zaiOrgMedia,
};

/**
 * Every provider, by id, whole: its definition with the media tasks of its media side added to
 * `tasks`, their routes to `path` and their base URL to `baseUrlFor` (fal.ai's queue). The ids
 * (`INFERENCE_PROVIDERS`, `InferenceProvider`) are its keys, in this order: the 13 of the
 * reference release first, then the ones added since. Adding a provider is its file plus its
 * line in `DEFINITIONS` above (and one in `MEDIA_PROTOCOLS` when it generates media).
 *
 * @example
 * ```ts
 * import { PROVIDERS } from "@modeldeck/inference";
 * PROVIDERS.together.baseUrl; // "https://api.together.xyz"
 * PROVIDERS["fal-ai"].tasks.includes("text-to-video"); // true
 * ```
 */
export const PROVIDERS = /* @__PURE__ */ withMediaRoutes(DEFINITIONS, MEDIA_PROTOCOLS);

/** Called with plain identifiers, like `baseUrlsOf`, so that a bundle that never reads it drops it. */
function withMediaRoutes(
  definitions: Record<InferenceProvider, ProviderDefinition>,
  protocols: Partial<Record<InferenceProvider, MediaProtocol>>,
): Record<InferenceProvider, ProviderDefinition> {
  const whole = { ...definitions };
  for (const [id, media] of Object.entries(protocols) as [InferenceProvider, MediaProtocol][]) {
    const definition = definitions[id];
    if (!media.tasks) continue;
    whole[id] = {
      ...definition,
      tasks: definition.tasks === "all" ? "all" : [...definition.tasks, ...media.tasks],
      path: (context) => routedPath(definition, mediaRouteFor(media, context.task), context),
      ...(media.baseUrlFor && {
        baseUrlFor: (task) => {
          const route = mediaRouteFor(media, task);
          return task && route?.baseUrlFor?.(task);
        },
      }),
    };
  }
  return whole;
}
