import type { MediaProtocol } from "./media-protocol.js";
import { openAiCompatible, openAiImageBody } from "./provider-helper.js";
import {
  CHAT_ANSWER,
  CHAT_ARGS,
  CHAT_MESSAGES,
  type ProviderConformance,
} from "./conformance-fixture.js";

/**
 * DeepInfra: OpenAI-compatible chat, completions, embeddings and images under `v1/openai`.
 *
 * @example
 * ```ts
 * await chatCompletion({ provider: "deepinfra", model: "meta-llama/Llama-3.3-70B-Instruct", messages });
 * ```
 */
export const deepinfra = openAiCompatible("deepinfra", "https://api.deepinfra.com", {
  conversational: "v1/openai/chat/completions",
  "text-generation": "v1/openai/completions",
  "feature-extraction": "v1/openai/embeddings",
});

/**
 * DeepInfra's media side: images in the OpenAI shape, asked for as base64 (read back generically).
 *
 * @example
 * ```ts
 * deepinfraMedia.bodies?.["text-to-image"];
 * ```
 */
export const deepinfraMedia: MediaProtocol = {
  tasks: ["text-to-image"],
  path: () => "v1/openai/images/generations",
  bodies: { "text-to-image": openAiImageBody },
};

/**
 * deepinfra's conformance fixture: a chat call with its own key, as recorded on its production URL.
 *
 * @example
 * ```ts
 * conformance.cases[0]?.exchanges[0]?.request; // "POST https://api.deepinfra.com/v1/openai/chat/completions"
 * ```
 *
 * @public Read by `conformance.test.ts` through the registry, not by a static import.
 */
export const conformance: ProviderConformance = {
  cases: [
    {
      task: "conversational",
      providerId: "meta-llama/Llama-3.3-70B-Instruct-Turbo",
      args: CHAT_ARGS,
      exchanges: [
        {
          request: "POST https://api.deepinfra.com/v1/openai/chat/completions",
          answer: { json: CHAT_ANSWER },
          body: {
            messages: CHAT_MESSAGES,
            max_tokens: 16,
            model: "meta-llama/Llama-3.3-70B-Instruct-Turbo",
          },
        },
      ],
    },
  ],
};
