import type { ModelData } from "@modeldeck/tasks";

/** One generated code sample from `getInferenceSnippets`. */
export interface InferenceSnippet {
  language: string;
  client: string;
  content: string;
}

/** The options the inference client takes, per client and per call (see the cross-team contract). */
interface InferenceClientOptions {
  hubUrl?: string;
  routerUrl?: string;
  fetch?: typeof fetch;
  retry_on_error?: boolean;
  signal?: AbortSignal;
  includeCredentials?: string | boolean;
}

type TaskMethod = (
  args: Record<string, unknown>,
  options?: InferenceClientOptions,
) => Promise<unknown>;
type StreamMethod = (
  args: Record<string, unknown>,
  options?: InferenceClientOptions,
) => AsyncGenerator<unknown>;

/** The part of `InferenceClient` this app calls: one method per task plus the chat stream. */
export interface InferenceClientLike {
  chatCompletionStream: StreamMethod;
  [task: string]: TaskMethod | StreamMethod;
}

/** The part of `@modeldeck/inference` this app uses, typed here so the app states its needs. */
export interface InferenceModule {
  InferenceClient: new (
    accessToken?: string,
    options?: InferenceClientOptions,
  ) => InferenceClientLike;
  getInferenceSnippets: (
    model: ModelData,
    accessToken: string,
    provider: string,
    providerModelId?: string,
    options?: Record<string, unknown>,
  ) => InferenceSnippet[];
  INFERENCE_PROVIDERS?: readonly string[];
  PROVIDER_BASE_URLS?: Record<string, string>;
}

/** The client half of `InferenceModule`: what "Try it" and Settings need. */
export type InferenceClientModule = Omit<InferenceModule, "getInferenceSnippets">;

let clientLoading: Promise<InferenceClientModule> | undefined;
let loading: Promise<InferenceModule> | undefined;

/**
 * Loads the inference client on first use, without the snippet generator (and so without the
 * catalogue of every task that the generator reads), keeping "Try it" light.
 *
 * @example
 * ```ts
 * const { InferenceClient } = await loadInferenceClient();
 * const client = new InferenceClient(token, { routerUrl: location.origin + "/api/inference" });
 * ```
 */
export function loadInferenceClient(): Promise<InferenceClientModule> {
  clientLoading ??= import("./inference-client-entry").then(
    (module) => module as unknown as InferenceClientModule,
  );
  return clientLoading;
}

/**
 * Loads the client and the snippet generator on first use, so neither is part of the initial
 * download. Only the API tab needs the generator.
 *
 * @example
 * ```ts
 * const { getInferenceSnippets } = await loadInference();
 * const snippets = getInferenceSnippets(model, "", "hf-inference");
 * ```
 */
export function loadInference(): Promise<InferenceModule> {
  loading ??= Promise.all([loadInferenceClient(), import("./inference-snippets-entry")]).then(
    ([client, snippets]) => ({ ...client, ...snippets }) as unknown as InferenceModule,
  );
  return loading;
}
