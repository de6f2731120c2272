import { blackForestLabsMedia } from "./black-forest-labs.js";
import { falAiMedia } from "./fal-ai.js";
import { hyperbolicMedia } from "./hyperbolic.js";
import type { MediaProtocol } from "./media-protocol.js";
import { novitaMedia } from "./novita.js";
import type { InferenceProvider } from "./provider-ids.js";
import { replicateMedia } from "./replicate.js";
import { togetherMedia } from "./together.js";
import { wavespeedMedia } from "./wavespeed.js";
import { zaiOrgMedia } from "./zai-org.js";

/**
 * The answer side of every provider that has one, by id: one line per provider, beside its
 * line in `PROVIDERS`. Providers missing here answer media generically (raw bytes, or the
 * OpenAI image shape). Only media tasks import this, so chat bundles stay small.
 *
 * @example
 * ```ts
 * const reader = MEDIA_PROTOCOLS["fal-ai"]?.video;
 * ```
 */
export const MEDIA_PROTOCOLS: Partial<Record<InferenceProvider, MediaProtocol>> = {
  "black-forest-labs": blackForestLabsMedia,
  "fal-ai": falAiMedia,
  hyperbolic: hyperbolicMedia,
  novita: novitaMedia,
  replicate: replicateMedia,
  together: togetherMedia,
  wavespeed: wavespeedMedia,
  "zai-org": zaiOrgMedia,
};
