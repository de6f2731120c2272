export { InferenceClient, InferenceClientEndpoint, HfInference } from "./inference-client.js";
export type { ClientDefaults } from "./inference-client.js";
export * from "./tasks/index.js";
export type { TextToImageOptions } from "./tasks/cv/text-to-image.js";
export { VERSION } from "./version.js";
export { HF_HUB_URL, HF_ROUTER_URL } from "./config.js";
export { INFERENCE_PROVIDERS, PROVIDERS, PROVIDER_BASE_URLS } from "./providers/registry.js";
export { PROVIDERS_HUB_ORGS, PROVIDERS_OR_POLICIES } from "./providers-hub-orgs.js";
export {
  getProviderHelper,
  makeRequestOptionsFromResolvedModel,
  type ProviderHelper,
} from "./get-provider-helper.js";
export { setLogger, type Logger } from "./logger.js";
export { redactSecrets } from "./redact-secrets.js";
export { classifyCredential, type Credential } from "./internal/credential.js";
export {
  matchInferenceRoute,
  createInferenceRouteMatcher,
  type InferenceRouteMatch,
  type InferenceRouteRequest,
} from "./providers/inference-routes.js";
export { storageUrlOf } from "./providers/storage-url.js";
export type {
  ProviderDefinition,
  ProviderTask,
  BodyContext,
  PathContext,
  FollowUpRoute,
} from "./providers/provider-helper.js";
// The public builders include media bodies; the task functions import only what they need.
export {
  buildAnyRequest as buildRequest,
  makeAnyRequestOptions as makeRequestOptions,
} from "./internal/media-request.js";
export type { BuildRequestInput, BuiltRequest } from "./internal/build-request.js";
export { clearResolutionCaches } from "./internal/resolve-model.js";
export {
  InferenceClientError,
  InferenceClientInputError,
  InferenceClientRoutingError,
  InferenceClientConnectionError,
  InferenceClientTimeoutError,
  InferenceClientProviderOutputError,
  InferenceClientJobTimeoutError,
  InferenceOutputError,
} from "./errors.js";
export {
  InferenceClientHttpRequestError,
  InferenceClientProviderApiError,
  InferenceClientHubApiError,
} from "./http-request-errors.js";
export type { RequestSummary, ResponseSummary } from "./http-request-errors.js";
export type { BodyParams, HeaderParams, UrlParams, ProviderConfig } from "./provider-config.js";
export type {
  Options,
  BaseArgs,
  RequestArgs,
  RequestOptions,
  InferenceProvider,
  InferenceProviderOrPolicy,
  InferenceTask,
  InferenceProviderMappingEntry,
  OutputType,
  AuthMethod,
  ModelId,
} from "./types.js";
export { getInferenceSnippets } from "./snippets/index.js";
export type {
  InferenceSnippet,
  InferenceSnippetClient,
  InferenceSnippetLanguage,
  InferenceSnippetMessage,
  InferenceSnippetOptions,
  SnippetModel,
} from "./snippets/index.js";
/**
 * The snippet generator as a namespace, as the reference client exposes it, so code that calls
 * `snippets.getInferenceSnippets` keeps working after swapping the import.
 *
 * @example
 * ```ts
 * import { snippets } from "@modeldeck/inference";
 * const list = snippets.getInferenceSnippets({ id: "openai-community/gpt2", pipeline_tag: "text-generation" }, "hf_…", "hf-inference");
 * ```
 */
export * as snippets from "./snippets/index.js";
export {
  TASK_TABLE,
  isTableTask,
  runTableTask,
  exampleFromWidget,
  type TaskExample,
  type TaskTableEntry,
  type TaskMethod,
  type TaskMethodArgs,
  type TableTask,
  type TableTaskResult,
} from "./task-table.js";
