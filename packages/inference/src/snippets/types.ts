import type { WidgetInput } from "@modeldeck/tasks";
import type { InferenceProvider } from "../types.js";

/**
 * The language of a snippet: `python`, `js` (JavaScript) or `sh` (shell).
 *
 * @example
 * ```ts
 * import { getInferenceSnippets } from "@modeldeck/inference";
 * const list = getInferenceSnippets({ id: "openai-community/gpt2", pipeline_tag: "text-generation" }, "", "hf-inference");
 * const shell = list.filter((snippet) => snippet.language === "sh");
 * ```
 */
export type InferenceSnippetLanguage = "python" | "js" | "sh";

/**
 * The library or tool a snippet uses. `@modeldeck/inference` is this project's client; the
 * others are the usual third-party ones.
 *
 * @example
 * ```ts
 * import { getInferenceSnippets } from "@modeldeck/inference";
 * const list = getInferenceSnippets({ id: "openai-community/gpt2", pipeline_tag: "text-generation" }, "", "hf-inference");
 * const curl = list.find((snippet) => snippet.client === "curl")?.content;
 * ```
 */
export type InferenceSnippetClient =
  | "huggingface_hub"
  | "requests"
  | "openai"
  | "fal_client"
  | "fetch"
  | "@modeldeck/inference"
  | "curl";

/**
 * One code snippet: paste `content` into a file (or a terminal, for `sh`) and run it.
 *
 * @example
 * ```ts
 * const snippet: InferenceSnippet = { language: "sh", client: "curl", content: "curl …" };
 * ```
 */
export interface InferenceSnippet {
  language: InferenceSnippetLanguage;
  client: InferenceSnippetClient;
  content: string;
}

/**
 * A chat message as chat snippets send it (text, or text and image parts).
 *
 * @example
 * ```ts
 * const message: InferenceSnippetMessage = { role: "user", content: "What is the capital of France?" };
 * ```
 */
export interface InferenceSnippetMessage {
  role: string;
  content: string | { type: string; text?: string; image_url?: { url: string } }[];
}

/**
 * What `getInferenceSnippets` can be asked to vary. Every field is optional.
 *
 * @example
 * ```ts
 * const options: InferenceSnippetOptions = { streaming: true, temperature: 0.5, billTo: "my-org" };
 * ```
 */
export interface InferenceSnippetOptions {
  /** Chat models: stream the answer token by token. Default false. */
  streaming?: boolean;
  /** Chat models: the conversation to send, instead of the catalogue's example. */
  messages?: InferenceSnippetMessage[];
  /** Chat models: sampling temperature. Left out unless given. */
  temperature?: number;
  /** Chat models: the answer's length limit. Default 500. */
  max_tokens?: number;
  /** Chat models: nucleus sampling. Left out unless given. */
  top_p?: number;
  /** Other tasks: the example input, instead of the catalogue's default widget input. */
  input?: WidgetInput;
  /** Call this dedicated endpoint instead of a provider (hf-inference request shapes). */
  endpointUrl?: string;
  /** Organisation billed for the request (`X-HF-Bill-To`); only on routes through the router. */
  billTo?: string;
  /**
   * The token to write into the snippets, given explicitly. Left out by default: snippets read
   * the token from an environment variable (`HF_TOKEN`, or e.g. `TOGETHER_API_KEY` for a provider
   * key), so that copying one from the screen never leaks it. Even when given, it only appears
   * where it belongs (an `hf_` token on the router, a provider key at its provider).
   */
  accessToken?: string;
  /**
   * Older spelling of `accessToken`: write the call's own `accessToken` argument into the
   * snippets. `options.accessToken` wins when both are given.
   */
  showAccessToken?: boolean;
  /** Router the snippets call with an `hf_` token. Default `https://router.huggingface.co`. */
  routerUrl?: string;
  /** Hub the `@modeldeck/inference` client resolves models on. Default `https://huggingface.co`. */
  hubUrl?: string;
  /** A replacement base URL per provider, for direct calls with a provider key. */
  providerUrls?: Partial<Record<InferenceProvider, string>>;
  /**
   * Where users install `@modeldeck/inference` from: a ModelDeck server's
   * `/api/packages/modeldeck-inference.tgz` (no registry publishes the package). The
   * `@modeldeck/inference` snippet then starts with `// npm install <packageUrl>`.
   */
  packageUrl?: string;
  /**
   * `@huggingface/inference` 4.x spelling: call the provider directly with its own key (read
   * from `<PROVIDER>_API_KEY`, or `accessToken` when given) instead of through the router.
   */
  directRequest?: boolean;
  /**
   * `@huggingface/inference` 4.x spelling of the example input: a text (a prompt, a sentence)
   * for the model's task. `input` wins when both are given; other shapes are not read.
   */
  inputs?: unknown;
}

/**
 * One entry of the Hub's provider mapping, as `@huggingface/inference` 4.x hands it to
 * `getInferenceSnippets`: the provider's own id for the model is `providerId`.
 *
 * @example
 * ```ts
 * const mapping: InferenceSnippetProviderMapping = {
 *   provider: "together",
 *   providerId: "meta-llama/Meta-Llama-3.1-8B-Instruct-Turbo",
 *   hfModelId: "meta-llama/Llama-3.1-8B-Instruct",
 *   status: "live",
 *   task: "conversational",
 * };
 * ```
 */
export interface InferenceSnippetProviderMapping {
  providerId: string;
  provider?: string;
  hfModelId?: string;
  status?: "live" | "staging";
  task?: string;
  adapter?: string;
  adapterWeightsPath?: string;
}
