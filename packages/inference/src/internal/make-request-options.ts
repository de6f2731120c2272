import { InferenceClientInputError, InferenceClientRoutingError } from "../errors.js";
import type { MediaProtocol } from "../providers/media-protocol.js";
import type { ProviderDefinition, ProviderTask } from "../providers/provider-helper.js";
import { DEFINITIONS } from "../providers/registry.js";
import type { AuthMethod, InferenceProvider, RequestArgs, RequestOptions } from "../types.js";
import { authMethodFor, buildRequest } from "./build-request.js";
import { credentialOf, type Credential } from "./credential.js";
import { secretsOf } from "./secrets-of.js";
import {
  loadDefaultModel,
  resolveProvider,
  resolveProviderMapping,
  type ResolvedMapping,
} from "./resolve-model.js";

/** A prepared request plus what error messages and post-processing need to know about it. */
export interface PreparedRequest {
  url: string;
  /**
   * `{router}/{provider}`, `{gatewayUrl}/{provider}` or the provider's base URL: job status URLs
   * are resolved against it.
   */
  baseUrl: string;
  authMethod: AuthMethod;
  info: RequestInit & { headers: Record<string, string> };
  /** The provider, or `"auto"` for chat the router routes itself. */
  provider: InferenceProvider | "auto";
  task: ProviderTask | undefined;
  /** The Hub model id (or the endpoint's model), for messages. */
  model: string | undefined;
  /**
   * What every error about this request (answer, job polls, result fetches, downloads) is
   * redacted with: the token and the credential headers it became (see `secretsOf`).
   */
  secrets: readonly string[];
}

const isUrl = (value: string) => /^(https?:|\/)/.test(value);

/**
 * Whether `"auto"` may pick `provider`: a provider this client knows, routed by the Hub and
 * served by the router (`"auto"` never runs with a provider key, see `providerOfCall`).
 */
function callable(provider: string): boolean {
  const definition = DEFINITIONS[provider as InferenceProvider] as ProviderDefinition | undefined;
  return !!definition && !definition.clientSideRoutingOnly && !definition.directOnly;
}

/**
 * The provider a call goes to, with `"auto"` resolved from the model's Hub mapping (see
 * `resolveProvider`); tasks that shape their payload per provider ask this first. A provider
 * key with `"auto"` is refused before anything is sent: the key belongs to one provider, and
 * the mapping could name another.
 *
 * @example
 * ```ts
 * const provider = await providerOfCall({ provider: "auto", model, accessToken }, options);
 * ```
 */
export function providerOfCall(
  args: RequestArgs,
  options: RequestOptions = {},
  credential: Credential = credentialOf(args),
): Promise<InferenceProvider> {
  if (args.provider === "auto" && credential.kind === "provider-key" && !args.endpointUrl) {
    return Promise.reject(
      new InferenceClientRoutingError(
        `A provider key cannot go to provider "auto", which may pick another provider: name the key's provider.`,
      ),
    );
  }
  return resolveProvider({ ...args, credential, callable }, options);
}

/** The route task of a call: chat completion is `"conversational"`. */
export function providerTaskOf(options: RequestOptions | undefined): ProviderTask | undefined {
  return options?.chatCompletion ? "conversational" : options?.task;
}

/**
 * Checks a call's arguments, resolves its model (default model, provider model id) and builds
 * the request. The validation messages are the reference client's. The credential is
 * classified here, once, and every later step reads that classification. Chat with
 * `provider: "auto"` goes to the router's own chat route with the model as given (the router
 * picks the provider), unless a gateway is set. Media tasks pass the media protocols
 * (`MEDIA_PROTOCOLS`) as `protocols`, so the chosen provider's media bodies apply; chat and
 * text tasks leave it out and never load them.
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
  const credential = credentialOf(args);
  const providerTask = providerTaskOf(options);
  // The router serves `"auto"` chat itself (a gateway only serves named providers); a provider
  // key goes through `providerOfCall`, which refuses it.
  const serverSide =
    args.provider === "auto" &&
    credential.kind !== "provider-key" &&
    providerTask === "conversational" &&
    !args.endpointUrl &&
    !options.gatewayUrl &&
    !!args.model;
  const provider = serverSide ? "auto" : await providerOfCall(args, options, credential);
  let mapping: ResolvedMapping | undefined;
  if (provider !== "auto") {
    const definition = DEFINITIONS[provider];
    if (!definition) {
      throw new InferenceClientInputError(`No provider config found for provider ${provider}`);
    }
    // Refuses credentials a provider the router no longer serves cannot take (an hf_ token, or
    // none) before any Hub lookup or request: the router would only answer 404.
    if (
      definition.directOnly &&
      authMethodFor(provider, credential, options.includeCredentials) !== "provider-key"
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
    if (!args.endpointUrl) {
      const model = args.model ?? (await loadDefaultModel(task as string, options));
      mapping = await resolveProviderMapping(
        {
          model,
          provider,
          task: providerTask,
          credential,
          clientSideRoutingOnly: definition.clientSideRoutingOnly,
          routerOnly: definition.routerOnly,
        },
        options,
      );
    }
  }
  // The options carry the builder's routing fields under the same names (routerUrl,
  // providerUrls, gatewayUrl, includeCredentials, billTo, headers).
  const { url, baseUrl, authMethod, ...init } = buildRequest({
    ...options,
    provider,
    task: providerTask,
    providerModelId: mapping?.providerId ?? args.model ?? "",
    mapping,
    args,
    credential,
    endpointUrl: args.endpointUrl,
    media: provider === "auto" ? undefined : protocols?.[provider],
  });
  return {
    url,
    baseUrl,
    authMethod,
    info: options.signal ? { ...init, signal: options.signal } : init,
    provider,
    task: providerTask,
    model: args.model,
    secrets: secretsOf(credential.token, init.headers),
  };
}
