import { blackForestLabsMedia } from "./black-forest-labs.js";
import { deepinfraMedia } from "./deepinfra.js";
import { falAiMedia } from "./fal-ai.js";
import { hyperbolicMedia } from "./hyperbolic.js";
import type { MediaProtocol } from "./media-protocol.js";
import { nebiusMedia } from "./nebius.js";
import { novitaMedia } from "./novita.js";
import { nscaleMedia } from "./nscale.js";
import type { InferenceProvider } from "./provider-ids.js";
import { replicateMedia } from "./replicate.js";
import { togetherMedia } from "./together.js";
import { wavespeedMedia } from "./wavespeed.js";
import { zaiOrgMedia } from "./zai-org.js";

/**
 * The media side of every provider that has one, by id: one line per provider, beside its
 * line in `PROVIDERS`. It holds media request bodies and answer readers; providers missing
 * here answer media generically (raw bytes, or the OpenAI image shape). Only media tasks (and
 * the route matcher) import this, so chat bundles stay small.
 *
 * @example
 * ```ts
 * const reader = MEDIA_PROTOCOLS["fal-ai"]?.video;
 * ```
 */
export const MEDIA_PROTOCOLS: Partial<Record<InferenceProvider, MediaProtocol>> = {
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
