import { InferenceClientInputError } from "../errors.js";
import type { ProviderTask } from "../providers/provider-helper.js";
import { PROVIDERS } from "../providers/registry.js";
import type { AuthMethod, InferenceProvider, RequestArgs, RequestOptions } from "../types.js";
import { buildRequest } from "./build-request.js";
import { secretsOf } from "./redact.js";
import { loadDefaultModel, resolveProviderModelId } from "./resolve-model.js";

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

/** The route task of a call: chat completion is `"conversational"`. */
export function providerTaskOf(options: RequestOptions | undefined): ProviderTask | undefined {
  return options?.chatCompletion ? "conversational" : options?.task;
}

/**
 * Checks a call's arguments, resolves its model (default model, provider model id) and builds
 * the request. The validation messages are the reference client's.
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
): Promise<PreparedRequest> {
  const provider = args.provider ?? "hf-inference";
  const definition = PROVIDERS[provider];
  const { task } = options;
  if (args.endpointUrl && provider !== "hf-inference") {
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
  if (!definition) {
    throw new InferenceClientInputError(`No provider config found for provider ${provider}`);
  }
  if (definition.clientSideRoutingOnly && !args.model) {
    throw new InferenceClientInputError(
      `Provider ${provider} requires a model ID to be passed directly.`,
    );
  }
  const providerTask = providerTaskOf(options);
  let providerModelId = args.model ?? "";
  if (!args.endpointUrl) {
    const lookup = { fetch: options.fetch, signal: options.signal, hubUrl: options.hubUrl };
    const model = args.model ?? (await loadDefaultModel(task as string, lookup));
    providerModelId = await resolveProviderModelId(
      {
        model,
        provider,
        task: providerTask,
        accessToken: args.accessToken,
        clientSideRoutingOnly: definition.clientSideRoutingOnly,
      },
      lookup,
    );
  }
  const built = buildRequest({
    provider,
    task: providerTask,
    providerModelId,
    args,
    accessToken: args.accessToken,
    endpointUrl: args.endpointUrl,
    routerUrl: options.routerUrl,
    providerUrls: options.providerUrls,
    includeCredentials: options.includeCredentials,
  });
  const info: PreparedRequest["info"] = {
    method: built.method,
    headers: built.headers,
    body: built.body,
    ...(built.credentials ? { credentials: built.credentials } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
  return {
    url: built.url,
    baseUrl: built.baseUrl,
    authMethod: built.authMethod,
    info,
    provider,
    task: providerTask,
    model: args.model,
    secrets: secretsOf(args.accessToken, built.headers),
  };
}
