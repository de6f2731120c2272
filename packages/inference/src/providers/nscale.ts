import { CHAT_PATH, IMAGES_PATH, openAiCompatible } from "./provider-helper.js";

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
  "text-to-image": IMAGES_PATH,
});
