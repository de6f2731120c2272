import type { MediaProtocol } from "./media-protocol.js";
import {
  CHAT_PATH,
  COMPLETIONS_PATH,
  EMBEDDINGS_PATH,
  IMAGES_PATH,
  openAiCompatible,
  openAiImageBody,
} from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

/**
 * Nebius Token Factory (formerly AI Studio, now at `api.tokenfactory.nebius.com`):
 * OpenAI-compatible chat, completions, embeddings and base64 images. Direct keys only: the
 * Hugging Face router no longer serves it.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "nebius", model: "meta-llama/Llama-3.1-8B-Instruct", messages });
 * ```
 */
export const nebius = openAiCompatible(
  "nebius",
  "https://api.tokenfactory.nebius.com",
  {
    conversational: CHAT_PATH,
    "text-generation": COMPLETIONS_PATH,
    "feature-extraction": EMBEDDINGS_PATH,
  },
  { directOnly: true },
);

/**
 * Nebius's media side: images in the OpenAI shape, asked for as base64 (read back generically).
 *
 * @example
 * ```ts
 * nebiusMedia.bodies?.["text-to-image"];
 * ```
 */
export const nebiusMedia: MediaProtocol = {
  tasks: ["text-to-image"],
  path: () => IMAGES_PATH,
  bodies: { "text-to-image": openAiImageBody },
};

/**
 * nebius's conformance fixture: a chat call with its own key, as recorded on its production URL.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://api.tokenfactory.nebius.com/v1/chat/completions"
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
          request: "POST https://api.tokenfactory.nebius.com/v1/chat/completions",
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
