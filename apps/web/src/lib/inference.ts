import type { ModelData } from "@modeldeck/tasks";

/** One generated code sample from `getInferenceSnippets`. */
export interface InferenceSnippet {
  language: string;
  client: string;
  content: string;
}

/** The options the inference client takes, per client and per call (see the cross-team contract). */
export interface InferenceClientOptions {
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

let loading: Promise<InferenceModule> | undefined;

/**
 * Loads `@modeldeck/inference` on first use, so it is not part of the initial download.
 *
 * @example
 * ```ts
 * const { InferenceClient } = await loadInference();
 * const client = new InferenceClient(token, { routerUrl: location.origin + "/api/inference" });
 * ```
 */
export function loadInference(): Promise<InferenceModule> {
  loading ??= import("@modeldeck/inference").then((module) => module as unknown as InferenceModule);
  return loading;
}
