import { InferenceClientInputError } from "./errors.js";
import type { BuiltRequest } from "./internal/build-request.js";
import { buildAnyRequest } from "./internal/media-request.js";
import type { BodyContext, ProviderTask } from "./providers/provider-helper.js";
import { PROVIDERS, type InferenceProvider } from "./providers/registry.js";
import type {
  AuthMethod,
  InferenceProviderMappingEntry,
  InferenceProviderOrPolicy,
  Options,
  RequestArgs,
} from "./types.js";

/**
 * One provider's request side for one task, in the shape 4.x's `getProviderHelper` returns:
 * its base URL, route, URL, payload, body and headers. Each method builds through the same
 * request builder the task functions use, so the URL and body are exactly what they send.
 * Answers are read by the task functions (`chatCompletion`, `textToImage`…), so there is no
 * `getResponse` here.
 *
 * @example
 * ```ts
 * const helper: ProviderHelper = getProviderHelper("together", "conversational");
 * helper.makeUrl({ authMethod: "hf-token", model: "meta-llama/Llama-3-8b-chat-hf" });
 * // "https://router.huggingface.co/together/v1/chat/completions"
 * ```
 */
export interface ProviderHelper {
  readonly provider: InferenceProvider | "auto";
  readonly task: ProviderTask | undefined;
  /** The provider's own base URL (where a provider key goes). */
  readonly baseUrl: string;
  readonly clientSideRoutingOnly: boolean;
  makeBaseUrl(params: { authMethod: AuthMethod }): string;
  makeRoute(params: { authMethod: AuthMethod; model: string }): string;
  makeUrl(params: { authMethod: AuthMethod; model: string }): string;
  preparePayload(params: {
    args: Record<string, unknown>;
    model: string;
    mapping?: BodyContext["mapping"];
  }): unknown;
  makeBody(params: {
    args: Record<string, unknown>;
    model: string;
    mapping?: BodyContext["mapping"];
  }): BodyInit;
  prepareHeaders(
    params: { accessToken?: string; authMethod: AuthMethod },
    isBinary: boolean,
  ): Record<string, string>;
}

/** A token of the right kind for an authentication method, for builds that only need its shape. */
const tokenFor = (authMethod: AuthMethod, accessToken?: string) =>
  accessToken ??
  (authMethod === "hf-token"
    ? "hf_placeholder"
    : authMethod === "provider-key"
      ? "key"
      : undefined);

/**
 * The request side of `provider` for `task`, as 4.x code calls it (usually followed by
 * `makeRequestOptionsFromResolvedModel`). `"auto"` is the router's own chat route for
 * `"conversational"` and hf-inference otherwise, as in 4.x. Refuses, with 4.x's messages, an
 * external provider without a task, an unknown provider and a task the provider does not serve.
 *
 * @example
 * ```ts
 * import { getProviderHelper } from "@modeldeck/inference";
 * const helper = getProviderHelper("fal-ai", "text-to-image");
 * helper.makeUrl({ authMethod: "provider-key", model: "fal-ai/flux/dev" }); // "https://fal.run/fal-ai/flux/dev"
 * ```
 */
export function getProviderHelper(
  provider: InferenceProviderOrPolicy,
  task: ProviderTask | undefined,
): ProviderHelper {
  let id: InferenceProvider | "auto" = provider;
  if (provider === "auto") id = task === "conversational" ? "auto" : "hf-inference";
  if (!task && id !== "hf-inference") {
    throw new InferenceClientInputError(
      "you need to provide a task name when using an external provider, e.g. 'text-to-image'",
    );
  }
  const definition = id === "auto" ? undefined : PROVIDERS[id];
  if (id !== "auto" && !definition) {
    throw new InferenceClientInputError(
      `Provider '${provider}' not supported. Available providers: ${Object.keys(PROVIDERS)}`,
    );
  }
  if (definition && task && definition.tasks !== "all" && !definition.tasks.includes(task)) {
    throw new InferenceClientInputError(
      `Task '${task}' not supported for provider '${provider}'. Available tasks: ${definition.tasks}`,
    );
  }
  const build = (
    authMethod: AuthMethod,
    model: string,
    args: Record<string, unknown> = {},
    mapping?: BodyContext["mapping"],
    accessToken?: string,
  ): BuiltRequest =>
    buildAnyRequest({
      provider: id,
      task,
      providerModelId: model,
      args,
      accessToken: tokenFor(authMethod, accessToken),
      mapping,
      userAgent: false,
    });
  return {
    provider: id,
    task,
    baseUrl: definition?.baseUrl ?? "https://router.huggingface.co",
    clientSideRoutingOnly: definition?.clientSideRoutingOnly ?? false,
    makeBaseUrl: ({ authMethod }) => build(authMethod, "model").baseUrl,
    makeRoute: ({ authMethod, model }) => {
      const { url, baseUrl } = build(authMethod, model);
      return url.slice(baseUrl.length + 1);
    },
    makeUrl: ({ authMethod, model }) => build(authMethod, model).url,
    preparePayload: ({ args, model, mapping }) => {
      const { body } = build("hf-token", model, args, mapping);
      return typeof body === "string" ? (JSON.parse(body) as unknown) : body;
    },
    makeBody: ({ args, model, mapping }) => build("hf-token", model, args, mapping).body,
    prepareHeaders: ({ accessToken, authMethod }, isBinary) => {
      const headers = build(authMethod, "model", {}, undefined, accessToken).headers;
      if (authMethod === "none") delete headers.Authorization;
      if (isBinary) delete headers["Content-Type"];
      return headers;
    },
  };
}

/**
 * Builds a request for a model whose provider id is already known, with a helper from
 * `getProviderHelper`, as 4.x's function of the same name: the URL and the `fetch` options
 * (method, headers with the credential, body, signal). The mapping entry carries a LoRA adapter
 * when the model is one.
 *
 * @example
 * ```ts
 * import { getProviderHelper, makeRequestOptionsFromResolvedModel } from "@modeldeck/inference";
 * const helper = getProviderHelper("together", "conversational");
 * const { url, info } = makeRequestOptionsFromResolvedModel(
 *   "meta-llama/Llama-3-8b-chat-hf", helper, { messages, accessToken: "hf_…" }, undefined, { task: "conversational" },
 * );
 * const answer = await (await fetch(url, info)).json();
 * ```
 */
export function makeRequestOptionsFromResolvedModel(
  resolvedModel: string,
  providerHelper: ProviderHelper,
  args: RequestArgs & { data?: Blob | ArrayBuffer; stream?: boolean },
  mapping: InferenceProviderMappingEntry | undefined,
  options?: Options & { task?: ProviderTask },
): { url: string; info: RequestInit } {
  const {
    url,
    baseUrl: _baseUrl,
    authMethod: _authMethod,
    ...init
  } = buildAnyRequest({
    ...options,
    provider: providerHelper.provider,
    task: options?.task ?? providerHelper.task,
    providerModelId: resolvedModel,
    args,
    accessToken: args.accessToken,
    endpointUrl: args.endpointUrl,
    mapping,
  });
  return { url, info: options?.signal ? { ...init, signal: options.signal } : init };
}
