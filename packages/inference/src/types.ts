import type { PipelineType } from "@modeldeck/tasks";
import type { InferenceProvider } from "./providers/registry.js";

export type { InferenceProvider } from "./providers/registry.js";

/**
 * A provider, or the policy `"auto"`: the first live provider in the model's Hub mapping (in
 * the order the Hub gives for the caller's token) that this client can call.
 *
 * @example
 * ```ts
 * const provider: InferenceProviderOrPolicy = "auto";
 * await chatCompletion({ provider, model: "deepseek-ai/DeepSeek-R1", messages, accessToken: "hf_…" });
 * ```
 */
export type InferenceProviderOrPolicy = InferenceProvider | "auto";

/**
 * A Hub model id.
 *
 * @example
 * ```ts
 * const model: ModelId = "meta-llama/Llama-3.3-70B-Instruct";
 * ```
 */
export type ModelId = string;

/**
 * A task the client can run: every pipeline type except the catch-all `"other"`, plus
 * `"conversational"` (chat completion, as the Hub's provider mappings and 4.x name it).
 *
 * @example
 * ```ts
 * const task: InferenceTask = "text-to-image";
 * await request({ model, messages, accessToken }, { task: "conversational" });
 * ```
 */
export type InferenceTask = Exclude<PipelineType, "other"> | "conversational";

/**
 * One entry of a model's Hub provider mapping (`GET /api/models/{id}?expand[]=inferenceProviderMapping`),
 * as 4.x types it: which provider serves the Hub model, under which id, for which task, and, for a
 * LoRA, the adapter and its weights file in the Hub repository.
 *
 * @example
 * ```ts
 * const entry: InferenceProviderMappingEntry = {
 *   provider: "fal-ai", hfModelId: "alvdansen/frosting_lane_flux", providerId: "fal-ai/flux-lora",
 *   status: "live", task: "text-to-image", adapter: "lora", adapterWeightsPath: "flux_dev_frostinglane_araminta_k.safetensors",
 * };
 * ```
 */
export interface InferenceProviderMappingEntry {
  adapter?: string;
  adapterWeightsPath?: string;
  hfModelId: ModelId;
  provider: string;
  providerId: string;
  status: "live" | "staging";
  task: string;
  type?: "single-model" | "tag-filter";
}

/**
 * What a media call returns, as 4.x names the choices: the file's `"url"` (or a data URL), a
 * `"dataUrl"`, the `"blob"` itself, or the provider's `"json"` answer.
 *
 * @example
 * ```ts
 * const outputType: OutputType = "url";
 * const url = await textToImage(args, { outputType });
 * ```
 */
export type OutputType = "url" | "dataUrl" | "blob" | "json";

/**
 * How a request authenticates: through the router with an `hf_` token, straight to the
 * provider with its own key, with the browser's cookies, or not at all.
 *
 * @example
 * ```ts
 * const method: AuthMethod = classifyCredential(token).kind; // or "credentials-include"
 * ```
 */
export type AuthMethod = "none" | "hf-token" | "credentials-include" | "provider-key";

/**
 * Options accepted by every call and by the client's constructor.
 *
 * The first four are the reference client's; the rest exist so the client can run against a
 * self-hosted hub, a gateway, or a test server without touching globals.
 *
 * @example
 * ```ts
 * const options: Options = { hubUrl: "http://localhost:8080", routerUrl: "http://localhost:8080/api/inference" };
 * ```
 */
export interface Options {
  /**
   * (Default: true) Retry answers with status 429 or 503 with backoff (and, for requests that
   * can be sent twice, such as job polls, lost connections and timeouts), at most `maxRetries`
   * times. `false` sends every request once.
   */
  retry_on_error?: boolean;
  /** Retries of one request at most (default 8, about two minutes of backoff); `Infinity` for no limit. */
  maxRetries?: number;
  /**
   * Longest wait for one request's answer to start, in milliseconds (each retry gets its own);
   * a request that takes longer is abandoned with an `InferenceClientTimeoutError`.
   */
  timeout?: number;
  /** Headers added to this call's requests (and its job polls); credential headers still win. */
  headers?: Record<string, string>;
  /**
   * A ModelDeck gateway (`https://deck.example/api/inference`): every call, job poll and job
   * result goes to `{gatewayUrl}/{provider}/{the path and query the router would get}` with
   * `X-ModelDeck-Client: modeldeck-inference`, and nothing goes to a provider or the router.
   */
  gatewayUrl?: string;
  /** Fetch implementation; read from `globalThis.fetch` at call time when not given. */
  fetch?: typeof fetch;
  /** Aborts the request, any retry wait and any polling at once. */
  signal?: AbortSignal;
  /** `true` sends cookies (`"include"`); a string is passed to fetch as `credentials`. */
  includeCredentials?: string | boolean;
  /** Hub used for model and task lookups. Default `https://huggingface.co`. */
  hubUrl?: string;
  /** Router used with `hf_` tokens or no token. Default `https://router.huggingface.co`. */
  routerUrl?: string;
  /** Replaces a provider's own base URL for direct calls (self-hosted proxies, tests). */
  providerUrls?: Partial<Record<InferenceProvider, string>>;
  /** Waits between retries and polls; injectable so tests run without real time passing. */
  sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  /**
   * The organization to bill (`X-HF-Bill-To`), for requests that go through the Hugging Face
   * router; the user must be a member. Not sent to providers called with their own key.
   */
  billTo?: string;
  /** Longest a provider job (queued video, polled image) is followed, in ms. Default 15 minutes. */
  jobTimeout?: number;
}

/**
 * The request fields shared by every task.
 *
 * @example
 * ```ts
 * const base: BaseArgs = { provider: "together", model: "deepseek-ai/DeepSeek-R1", accessToken: "hf_…" };
 * ```
 */
export interface BaseArgs {
  /** An `hf_` token (routed through the router) or a provider's own key (sent straight to it). */
  accessToken?: string;
  /** The Hub model id; when missing, the task's default model is looked up on the Hub. */
  model?: ModelId;
  /** A dedicated endpoint to call instead of a provider. */
  endpointUrl?: string;
  /**
   * Which provider runs the model. Default `"hf-inference"`; `"auto"` takes the first live
   * provider of the model's Hub mapping.
   */
  provider?: InferenceProviderOrPolicy;
}

/**
 * The arguments of a custom `request`: base fields plus any payload.
 *
 * @example
 * ```ts
 * const args: RequestArgs = { model: "gpt2", inputs: "Hello", parameters: { max_new_tokens: 5 } };
 * ```
 */
export type RequestArgs = BaseArgs & {
  data?: Blob | ArrayBuffer;
  inputs?: unknown;
  parameters?: Record<string, unknown>;
  [key: string]: unknown;
};

/**
 * Extra options of `request` and `streamingRequest`.
 *
 * @example
 * ```ts
 * const options: RequestOptions = { task: "text-generation", chatCompletion: true };
 * ```
 */
export interface RequestOptions extends Options {
  /** The task, used for model resolution and provider routes. */
  task?: InferenceTask;
  /** Whether the call is an OpenAI-style chat completion. */
  chatCompletion?: boolean;
}
