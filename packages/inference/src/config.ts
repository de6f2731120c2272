/**
 * Default Hub address, used for model and task lookups unless `hubUrl` is given.
 *
 * @example
 * ```ts
 * import { HF_HUB_URL } from "@modeldeck/inference";
 * fetch(`${HF_HUB_URL}/api/tasks`);
 * ```
 */
export const HF_HUB_URL = "https://huggingface.co";

/**
 * Default router address: requests with an `hf_` token (or none) go to `{router}/{provider}/…`.
 *
 * @example
 * ```ts
 * import { HF_ROUTER_URL } from "@modeldeck/inference";
 * console.log(`${HF_ROUTER_URL}/together/v1/chat/completions`);
 * ```
 */
export const HF_ROUTER_URL = "https://router.huggingface.co";
