import type { MediaProtocol } from "./media-protocol.js";
import { CHAT_PATH, IMAGES_PATH, openAiCompatible, openAiImageBody } from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

/**
 * Nscale: OpenAI-compatible chat and base64 image generation.
 *
 * @example
 * ```ts
 * await textToImage({ provider: "nscale", model: "stabilityai/stable-diffusion-xl-base-1.0", inputs: "a fox" });
 * ```
 */
export const nscale = openAiCompatible("nscale", "https://inference.api.nscale.com", {
  conversational: CHAT_PATH,
});

/**
 * nscale's media side: images in the OpenAI shape, asked for as base64 (read back generically).
 *
 * @example
 * ```ts
 * nscaleMedia.bodies?.["text-to-image"];
 * ```
 */
export const nscaleMedia: MediaProtocol = {
  tasks: ["text-to-image"],
  path: () => IMAGES_PATH,
  bodies: { "text-to-image": openAiImageBody },
};

/**
 * nscale's conformance fixture: a chat call with its own key, as recorded on its production URL.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://inference.api.nscale.com/v1/chat/completions"
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "meta-llama/Llama-3.3-70B-Instruct",
      args: CHAT_ARGS,
      exchanges: [
        {
          request: "POST https://inference.api.nscale.com/v1/chat/completions",
          answer: { json: CHAT_ANSWER },
          body: {
            messages: CHAT_MESSAGES,
            max_tokens: 16,
            model: "meta-llama/Llama-3.3-70B-Instruct",
          },
        },
      ],
    },
  ],
};
