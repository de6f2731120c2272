import { InferenceClientInputError } from "../errors.js";
import type { MediaProtocol } from "../providers/media-protocol.js";
import type { ProviderDefinition, ProviderTask } from "../providers/provider-helper.js";
import { DEFINITIONS } from "../providers/registry.js";
import type { AuthMethod, InferenceProvider, RequestArgs, RequestOptions } from "../types.js";
import { authMethodFor, buildRequest } from "./build-request.js";
import { secretsOf } from "./redact.js";
import { loadDefaultModel, resolveProvider, resolveProviderModelId } from "./resolve-model.js";

/** A prepared request plus what error messages and post-processing need to know about it. */
export interface PreparedRequest {
  url: string;
  /** `{router}/{provider}` or the provider's base URL: job status URLs are resolved against it. */
  baseUrl: string;
  authMethod: AuthMethod;
  info: RequestInit & { headers: Record<string, string> };
  provider: InferenceProvider;
  task: ProviderTask | undefined;
  /** The Hub model id (or the endpoint's model), for messages. */
  model: string | undefined;
  /**
   * What every error about this request (answer, job polls, result fetches, downloads) is
   * redacted with: the token and the credential headers it became (see `secretsOf`).
   */
  secrets: readonly string[];
}

const isUrl = (value: string) =>
  value.startsWith("https:") || value.startsWith("http:") || value.startsWith("/");

/**
 * Whether `"auto"` may pick `provider` for these credentials: a provider this client knows,
 * routed by the Hub, and reachable without a provider key unless one is given.
 */
function callableWith(provider: string, accessToken: string | undefined): boolean {
  const definition = DEFINITIONS[provider as InferenceProvider] as ProviderDefinition | undefined;
  if (!definition || definition.clientSideRoutingOnly) return false;
  const providerKey = !!accessToken && !accessToken.startsWith("hf_");
  return providerKey || !definition.directOnly;
}

/**
 * The provider a call goes to, with `"auto"` resolved from the model's Hub mapping (see
 * `resolveProvider`); tasks that shape their payload per provider ask this first.
 *
 * @example
 * ```ts
 * const provider = await providerOfCall({ provider: "auto", model, accessToken }, options);
 * ```
 */
export function providerOfCall(
  args: RequestArgs,
  options: RequestOptions = {},
): Promise<InferenceProvider> {
  return resolveProvider(
    { ...args, callable: (candidate) => callableWith(candidate, args.accessToken) },
    options,
  );
}

/** The route task of a call: chat completion is `"conversational"`. */
export function providerTaskOf(options: RequestOptions | undefined): ProviderTask | undefined {
  return options?.chatCompletion ? "conversational" : options?.task;
}

/**
 * Checks a call's arguments, resolves its model (default model, provider model id) and builds
 * the request. The validation messages are the reference client's. Media tasks pass the media
 * protocols (`MEDIA_PROTOCOLS`) as `protocols`, so the chosen provider's media bodies apply;
 * chat and text tasks leave it out and never load them.
 *
 * @example
 * ```ts
 * const { url, info } = await makeRequestOptions(
 *   { model: "meta-llama/Llama-3.1-8B-Instruct", provider: "together", messages, accessToken: "hf_…" },
 *   { task: "text-generation", chatCompletion: true },
 * );
 * const response = await fetch(url, info);
 * ```
 */
export async function makeRequestOptions(
  args: RequestArgs & { stream?: boolean },
  options: RequestOptions = {},
  protocols?: Partial<Record<InferenceProvider, MediaProtocol>>,
): Promise<PreparedRequest> {
  const { task } = options;
  if (args.endpointUrl && args.provider && args.provider !== "hf-inference") {
    throw new InferenceClientInputError("Cannot use endpointUrl with a third-party provider.");
  }
  if (args.model && isUrl(args.model)) {
    throw new InferenceClientInputError(
      "Model URLs are no longer supported. Use endpointUrl instead.",
    );
  }
  if (!args.model && !task && !args.endpointUrl) {
    throw new InferenceClientInputError("No model provided, and no task has been specified.");
  }
  const provider = await providerOfCall(args, options);
  const definition = DEFINITIONS[provider];
  if (!definition) {
    throw new InferenceClientInputError(`No provider config found for provider ${provider}`);
  }
  // Refuses credentials a provider the router no longer serves cannot take (an hf_ token, or
  // none) before any Hub lookup or request: the router would only answer 404.
  if (
    definition.directOnly &&
    authMethodFor(provider, args.accessToken, options.includeCredentials) !== "provider-key"
  ) {
    throw new InferenceClientInputError(
      `Provider ${provider} is no longer served by the Hugging Face router: pass your own ${provider} API key as accessToken.`,
    );
  }
  if (definition.clientSideRoutingOnly && !args.model) {
    throw new InferenceClientInputError(
      `Provider ${provider} requires a model ID to be passed directly.`,
    );
  }
  const providerTask = providerTaskOf(options);
  let providerModelId = args.model ?? "";
  if (!args.endpointUrl) {
    const model = args.model ?? (await loadDefaultModel(task as string, options));
    providerModelId = await resolveProviderModelId(
      {
        model,
        provider,
        task: providerTask,
        accessToken: args.accessToken,
        clientSideRoutingOnly: definition.clientSideRoutingOnly,
        routerOnly: definition.routerOnly,
      },
      options,
    );
  }
  // The options carry the builder's routing fields under the same names (routerUrl,
  // providerUrls, includeCredentials, billTo).
  const { url, baseUrl, authMethod, ...init } = buildRequest({
    ...options,
    provider,
    task: providerTask,
    providerModelId,
    args,
    accessToken: args.accessToken,
    endpointUrl: args.endpointUrl,
    media: protocols?.[provider],
  });
  return {
    url,
    baseUrl,
    authMethod,
    info: options.signal ? { ...init, signal: options.signal } : init,
    provider,
    task: providerTask,
    model: args.model,
    secrets: secretsOf(args.accessToken, init.headers),
  };
}
