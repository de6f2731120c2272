import { HF_ROUTER_URL } from "../config.js";
import { InferenceClientInputError } from "../errors.js";
import type { MediaProtocol } from "../providers/media-protocol.js";
import { mediaRouteFor, routedPath } from "../providers/media-route.js";
import {
  CHAT_PATH,
  openAiCompatible,
  payloadOf,
  type BodyContext,
  type ProviderTask,
} from "../providers/provider-helper.js";
import { DEFINITIONS } from "../providers/registry.js";
import type { AuthMethod, InferenceProvider, Options } from "../types.js";
import { PACKAGE_NAME, VERSION } from "../version.js";
import { classifyCredential, type Credential } from "./credential.js";
import { CLIENT_HEADER } from "./client-header.js";

/** Everything needed to build one provider request, with the provider's model id known. */
export interface BuildRequestInput {
  /** A provider, or `"auto"` for the router's own chat route, which picks one server-side. */
  provider: InferenceProvider | "auto";
  /** The route's task; `"conversational"` for chat completion. */
  task?: ProviderTask;
  /** The provider's own model id (see `resolveModel`). */
  providerModelId: string;
  /** Call arguments: payload fields plus routing fields (`accessToken`, `model`… are dropped). */
  args: Record<string, unknown>;
  accessToken?: string;
  /** The token already classified (`classifyCredential`); classified from `accessToken` if not. */
  credential?: Credential;
  endpointUrl?: string;
  routerUrl?: string;
  providerUrls?: Options["providerUrls"];
  /** A ModelDeck gateway: the request goes to `{gatewayUrl}/{provider}/{router path}` instead. */
  gatewayUrl?: string;
  includeCredentials?: string | boolean;
  /** Organization billed for router requests (`X-HF-Bill-To`); never sent to a provider's own host. */
  billTo?: string;
  /** The call's own headers (`Options.headers`); the credential headers win over them. */
  headers?: Record<string, string>;
  /** Send a User-Agent header. Default: only outside browsers, where it would trigger CORS. */
  userAgent?: boolean;
  /**
   * The provider's media side (`MEDIA_PROTOCOLS[provider]`), which routes and shapes its media
   * tasks. Media tasks pass it; chat and text tasks do not, so their bundles never load it.
   */
  media?: MediaProtocol;
  /** The model's mapping entry, for the LoRA adapter some providers are sent (see `BodyContext`). */
  mapping?: BodyContext["mapping"];
}

/** A request ready for `fetch`: URL, headers with credentials, and body. */
export interface BuiltRequest {
  url: string;
  /** Where the path was appended: `{router}/{provider}`, the gateway's or the provider's own base URL. */
  baseUrl: string;
  method: "POST";
  headers: Record<string, string>;
  body: BodyInit;
  authMethod: AuthMethod;
  credentials?: RequestCredentials;
}

/**
 * The router's provider-less chat route, where `provider: "auto"` chat goes with the model as
 * given, so that the router picks the provider (and reads policy suffixes such as `:fastest`).
 */
const AUTO_ROUTER = openAiCompatible(
  "auto" as InferenceProvider,
  HF_ROUTER_URL,
  { conversational: CHAT_PATH },
  { routerOnly: true },
);

/** Chooses how to authenticate from the credential's kind. */
export function authMethodFor(
  provider: InferenceProvider | "auto",
  credential: Credential,
  includeCredentials?: string | boolean,
): AuthMethod {
  if (provider !== "auto" && DEFINITIONS[provider].clientSideRoutingOnly) {
    if (credential.kind === "hf-token") {
      throw new InferenceClientInputError(
        `Provider ${provider} is closed-source and does not support HF tokens.`,
      );
    }
    return "provider-key";
  }
  if (credential.kind !== "none") return credential.kind;
  if (includeCredentials === "include" || includeCredentials === true) {
    return "credentials-include";
  }
  return "none";
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
  const { provider, task, providerModelId, args, includeCredentials } = input;
  const definition = provider === "auto" ? AUTO_ROUTER : DEFINITIONS[provider];
  if (!definition) {
    throw new InferenceClientInputError(`No provider config found for provider ${provider}`);
  }
  // A media task is routed by the provider's media side, which media calls pass.
  const media = mediaRouteFor(input.media, task);
  if (
    task &&
    !media &&
    definition.tasks !== "all" &&
    !definition.tasks.includes(task) &&
    !input.endpointUrl
  ) {
    const supported = [...definition.tasks, ...(input.media?.tasks ?? [])];
    throw new InferenceClientInputError(
      `Provider ${provider} does not support task ${task} in this client (supported: ${supported.join(", ")}).`,
    );
  }
  const credential = input.credential ?? classifyCredential(input.accessToken);
  const accessToken = credential.token;
  const authMethod = authMethodFor(provider, credential, includeCredentials);
  const routed = authMethod !== "provider-key" || definition.routerOnly;
  const chat = task === "conversational";
  // A dedicated endpoint is called where it is: the gateway (and its header) is for providers.
  const gateway = input.endpointUrl ? undefined : input.gatewayUrl?.replace(/\/+$/, "");
  const payload = payloadOf(args);
  let url: string;
  let baseUrl: string;
  if (input.endpointUrl) {
    baseUrl = input.endpointUrl.replace(/\/+$/, "");
    url =
      chat && !baseUrl.endsWith("/chat/completions") ? `${baseUrl}/v1/chat/completions` : baseUrl;
  } else {
    const override = input.providerUrls?.[provider as InferenceProvider];
    const router = input.routerUrl ?? HF_ROUTER_URL;
    // The gateway's, the router's provider prefix, or the provider itself; a router-only
    // provider (hf-inference) follows a custom router too.
    baseUrl = gateway
      ? `${gateway}/${provider}`
      : provider === "auto"
        ? router
        : routed
          ? override && authMethod === "provider-key"
            ? override
            : `${router}/${provider}`
          : (override ?? (task && media?.baseUrlFor?.(task)) ?? definition.baseUrl);
    // A gateway takes the path the router would get, whatever the credential.
    const context = {
      task,
      model: providerModelId,
      authMethod: gateway && authMethod === "provider-key" ? "hf-token" : authMethod,
      args: payload,
    } as const;
    url = `${baseUrl}/${routedPath(definition, media, context)}`;
  }

  const headers: Record<string, string> = { ...definition.extraHeaders, ...input.headers };
  if (accessToken && authMethod === "provider-key" && definition.keyHeaders) {
    Object.assign(headers, definition.keyHeaders(accessToken));
  } else if (accessToken) {
    headers.Authorization = `Bearer ${accessToken}`;
  }
  if (gateway) headers[CLIENT_HEADER] = "modeldeck-inference";

  const data = args.data as Blob | ArrayBuffer | undefined;
  let body: BodyInit;
  if (data) {
    body = data;
  } else {
    const model = input.endpointUrl ? (args.model as string | undefined) : providerModelId;
    const bodyOf = (task && input.media?.bodies?.[task]) || definition.body;
    const shaped = input.endpointUrl
      ? chat && model
        ? { ...payload, model }
        : payload
      : bodyOf({ task, model: providerModelId, args: payload, mapping: input.mapping });
    // A multipart task (Together's transcriptions): fetch writes the boundary's Content-Type.
    const form = input.media?.forms?.[task as ProviderTask];
    if (!form) headers["Content-Type"] = "application/json";
    body = form ? form(shaped) : JSON.stringify(shaped);
  }
  if (input.billTo && routed) headers["X-HF-Bill-To"] = input.billTo;
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
