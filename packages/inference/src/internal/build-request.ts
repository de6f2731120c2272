import { HF_ROUTER_URL } from "../config.js";
import { InferenceClientInputError } from "../errors.js";
import type { MediaProtocol } from "../providers/media-protocol.js";
import { payloadOf, type ProviderTask } from "../providers/provider-helper.js";
import { PROVIDERS } from "../providers/registry.js";
import type { AuthMethod, InferenceProvider, Options } from "../types.js";
import { PACKAGE_NAME, VERSION } from "../version.js";

/** Everything needed to build one provider request, with the provider's model id known. */
export interface BuildRequestInput {
  provider: InferenceProvider;
  /** The route's task; `"conversational"` for chat completion. */
  task?: ProviderTask;
  /** The provider's own model id (see `resolveModel`). */
  providerModelId: string;
  /** Call arguments: payload fields plus routing fields (`accessToken`, `model`… are dropped). */
  args: Record<string, unknown>;
  accessToken?: string;
  endpointUrl?: string;
  routerUrl?: string;
  providerUrls?: Options["providerUrls"];
  includeCredentials?: string | boolean;
  /** Organization billed for router requests (`X-HF-Bill-To`); never sent to a provider's own host. */
  billTo?: string;
  /** Send a User-Agent header. Default: only outside browsers, where it would trigger CORS. */
  userAgent?: boolean;
  /**
   * The provider's media side (`MEDIA_PROTOCOLS[provider]`), whose `bodies` shape media tasks.
   * Media tasks pass it; chat and text tasks do not, so their bundles never load it.
   */
  media?: MediaProtocol;
}

/** A request ready for `fetch`: URL, headers with credentials, and body. */
export interface BuiltRequest {
  url: string;
  /** Where the path was appended: `{router}/{provider}` or the provider's own base URL. */
  baseUrl: string;
  method: "POST";
  headers: Record<string, string>;
  body: BodyInit;
  authMethod: AuthMethod;
  credentials?: RequestCredentials;
}

/** Chooses how to authenticate from the token's shape. */
export function authMethodFor(
  provider: InferenceProvider,
  accessToken: string | undefined,
  includeCredentials?: string | boolean,
): AuthMethod {
  if (PROVIDERS[provider].clientSideRoutingOnly) {
    if (accessToken?.startsWith("hf_")) {
      throw new InferenceClientInputError(
        `Provider ${provider} is closed-source and does not support HF tokens.`,
      );
    }
    return "provider-key";
  }
  if (accessToken) return accessToken.startsWith("hf_") ? "hf-token" : "provider-key";
  if (includeCredentials === "include" || includeCredentials === true) {
    return "credentials-include";
  }
  return "none";
}

/**
 * Refuses credentials a provider the router no longer serves cannot take (an `hf_` token, or
 * none), before any Hub lookup or request: the router would only answer 404.
 */
export function checkRoutable(provider: InferenceProvider, authMethod: AuthMethod): void {
  if (PROVIDERS[provider].directOnly && authMethod !== "provider-key") {
    throw new InferenceClientInputError(
      `Provider ${provider} is no longer served by the Hugging Face router: pass your own ${provider} API key as accessToken.`,
    );
  }
}

/** The base URL a request goes to: the router's provider prefix, or the provider itself. */
export function baseUrlFor(
  provider: InferenceProvider,
  task: ProviderTask | undefined,
  authMethod: AuthMethod,
  routerUrl: string = HF_ROUTER_URL,
  providerUrls?: Options["providerUrls"],
): string {
  const override = providerUrls?.[provider];
  const definition = PROVIDERS[provider];
  // A router-only provider (hf-inference) follows a custom router too.
  if (authMethod !== "provider-key" || definition.routerOnly) {
    return override && authMethod === "provider-key" ? override : `${routerUrl}/${provider}`;
  }
  return override ?? definition.baseUrlFor?.(task) ?? definition.baseUrl;
}

/** Pages and web workers: there a User-Agent header would make every request need a preflight. */
const isBrowser = () =>
  typeof document !== "undefined" ||
  typeof (globalThis as { importScripts?: unknown }).importScripts === "function";

/**
 * Builds the URL, headers and body of a provider request. Pure and synchronous: the provider's
 * model id must already be resolved, so snippet generators can call it too.
 *
 * @example
 * ```ts
 * const { url, headers, body } = buildRequest({
 *   provider: "together", task: "conversational", providerModelId: "meta-llama/Llama-3-8b-chat-hf",
 *   accessToken: "hf_xxx", args: { messages: [{ role: "user", content: "Hi" }] },
 * });
 * // url === "https://router.huggingface.co/together/v1/chat/completions"
 * ```
 */
export function buildRequest(input: BuildRequestInput): BuiltRequest {
  const { provider, task, providerModelId, args, accessToken, includeCredentials } = input;
  const definition = PROVIDERS[provider];
  if (!definition) {
    throw new InferenceClientInputError(`No provider config found for provider ${provider}`);
  }
  if (
    task &&
    definition.tasks !== "all" &&
    !definition.tasks.includes(task) &&
    !input.endpointUrl
  ) {
    throw new InferenceClientInputError(
      `Provider ${provider} does not support task ${task} in this client (supported: ${definition.tasks.join(", ")}).`,
    );
  }
  const authMethod = authMethodFor(provider, accessToken, includeCredentials);
  const chat = task === "conversational";
  let url: string;
  let baseUrl: string;
  if (input.endpointUrl) {
    baseUrl = input.endpointUrl.replace(/\/+$/, "");
    url =
      chat && !baseUrl.endsWith("/chat/completions") ? `${baseUrl}/v1/chat/completions` : baseUrl;
  } else {
    baseUrl = baseUrlFor(provider, task, authMethod, input.routerUrl, input.providerUrls);
    url = `${baseUrl}/${definition.path({ task, model: providerModelId, authMethod })}`;
  }

  const headers: Record<string, string> = { ...definition.extraHeaders };
  if (accessToken && authMethod === "provider-key" && definition.keyHeaders) {
    Object.assign(headers, definition.keyHeaders(accessToken));
  } else if (accessToken) {
    headers.Authorization = `Bearer ${accessToken}`;
  }

  const data = args.data as Blob | ArrayBuffer | undefined;
  let body: BodyInit;
  if (data) {
    body = data;
  } else {
    const payload = payloadOf(args);
    const model = input.endpointUrl ? (args.model as string | undefined) : providerModelId;
    const bodyOf = (task && input.media?.bodies?.[task]) || definition.body;
    const shaped = input.endpointUrl
      ? chat && model
        ? { ...payload, model }
        : payload
      : bodyOf({ task, model: providerModelId, args: payload });
    // A multipart task (Together's transcriptions): fetch writes the boundary's Content-Type.
    const form = input.media?.forms?.[task as ProviderTask];
    if (!form) headers["Content-Type"] = "application/json";
    body = form ? form(shaped) : JSON.stringify(shaped);
  }
  if (input.billTo && (authMethod !== "provider-key" || definition.routerOnly)) {
    headers["X-HF-Bill-To"] = input.billTo;
  }
  if (input.userAgent ?? !isBrowser()) headers["User-Agent"] = `${PACKAGE_NAME}/${VERSION}`;

  const credentials =
    typeof includeCredentials === "string"
      ? (includeCredentials as RequestCredentials)
      : includeCredentials === true
        ? "include"
        : undefined;
  return {
    url,
    baseUrl,
    method: "POST",
    headers,
    body,
    authMethod,
    ...(credentials ? { credentials } : {}),
  };
}
