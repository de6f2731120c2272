import type * as Inference from "@modeldeck/inference";
import type { Settings } from "./settings";

/** `@modeldeck/inference` as the app loads it: the client, its task table and the snippets. */
type InferenceModule = typeof Inference;

let loading: Promise<InferenceModule> | undefined;

/**
 * Loads `@modeldeck/inference` on first use, so neither the client nor the snippet generator is
 * part of the initial download. The generator reads only the catalogue's small table of example
 * inputs, so one lazy chunk serves "Try it", Settings and the API tab alike.
 *
 * @example
 * ```ts
 * import { loadInference } from "./inference";
 * const { InferenceClient, getInferenceSnippets } = await loadInference();
 * const client = new InferenceClient("", { routerUrl: `${location.origin}/api/inference` });
 * const snippets = getInferenceSnippets({ id: "openai-community/gpt2", pipeline_tag: "text-generation" }, "", "hf-inference");
 * ```
 */
export function loadInference(): Promise<InferenceModule> {
  loading ??= import("@modeldeck/inference");
  return loading;
}

/** The header that carries the gateway token; the server never forwards it to a provider. */
export const GATEWAY_TOKEN_HEADER = "X-ModelDeck-Token";

/** The server's answer about the calling browser: would operator keys be used for it? */
export interface GatewayStatus {
  providers: Record<string, { operatorKey: boolean }>;
  /** The operator requires a gateway token and this browser has not sent a valid one. */
  tokenRequired: boolean;
  tokenAccepted?: boolean;
}

/** Where the gateway status lives on the ModelDeck server. */
const GATEWAY_STATUS_PATH = "/api/inference/status";

/**
 * Asks the server what its gateway would add for this browser (`GET /api/inference/status`),
 * sending the gateway token when there is one, since the answer depends on it. Resolves to
 * `undefined` when the server does not answer with a status (an older server, or offline): then
 * nothing is known and nothing should be held back on its account.
 *
 * @example
 * ```ts
 * const status = await fetchGatewayStatus(api.fetch, api.baseUrl, settings.gatewayToken);
 * status?.providers.together?.operatorKey; // true when the operator's key serves this browser
 * ```
 */
export async function fetchGatewayStatus(
  fetchFunction: typeof fetch,
  baseUrl: string,
  token: string,
): Promise<GatewayStatus | undefined> {
  try {
    const response = await fetchFunction(`${baseUrl}${GATEWAY_STATUS_PATH}`, {
      headers: token ? { [GATEWAY_TOKEN_HEADER]: token } : {},
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as Partial<GatewayStatus> | null;
    if (typeof body?.providers !== "object" || typeof body.tokenRequired !== "boolean") {
      return undefined;
    }
    return body as GatewayStatus;
  } catch {
    return undefined;
  }
}

/**
 * Wraps `fetch` so requests to the ModelDeck gateway (URLs under `gatewayUrl`) carry the
 * gateway token; requests anywhere else, such as a provider called directly, never do.
 *
 * @example
 * ```ts
 * const gatewayFetch = withGatewayToken(fetch, `${location.origin}/api/inference`, settings.gatewayToken);
 * ```
 */
export function withGatewayToken(
  base: typeof fetch,
  gatewayUrl: string,
  token: string,
): typeof fetch {
  if (!token) return base;
  const prefix = gatewayUrl.replace(/\/+$/, "");
  return (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url !== prefix && !url.startsWith(`${prefix}/`)) return base(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : {}));
    headers.set(GATEWAY_TOKEN_HEADER, token);
    return base(input, { ...init, headers });
  };
}

/**
 * Providers whose APIs answer a web page's cross-origin calls (CORS preflights included) made
 * with a key: a personal key for one of them can go straight from the browser. Every other
 * provider refuses calls from pages, so a key for it goes through this server's gateway.
 *
 * @example
 * ```ts
 * BROWSER_CALLABLE_PROVIDERS.has("groq"); // true: a Groq key may go straight to api.groq.com
 * BROWSER_CALLABLE_PROVIDERS.has("replicate"); // false: Replicate refuses calls from pages
 * ```
 */
export const BROWSER_CALLABLE_PROVIDERS: ReadonlySet<string> = new Set(["groq", "openai"]);

/**
 * Where a call to a provider goes from this browser, and with which credential: the user's own
 * key for that provider first, else their Hugging Face token, else none (the operator's key may
 * serve it on the server). With the gateway on, everything goes through this server, except a
 * personal key for a provider that takes calls from pages, which goes straight to that provider
 * unless the user chose to send their keys through the server too. With the gateway off,
 * everything goes straight out.
 *
 * @example
 * ```ts
 * const { token, throughServer } = requestRoute(readSettings(), "groq");
 * new InferenceClient(token, throughServer ? { gatewayUrl } : {});
 * ```
 */
export function requestRoute(
  settings: Pick<Settings, "hfToken" | "providerKeys" | "useGateway" | "keysThroughServer">,
  provider: string,
): { token: string | undefined; throughServer: boolean; ownKey: boolean } {
  const ownKey = Boolean(settings.providerKeys[provider]);
  const token = settings.providerKeys[provider] || settings.hfToken || undefined;
  const direct =
    !settings.useGateway ||
    (ownKey && BROWSER_CALLABLE_PROVIDERS.has(provider) && !settings.keysThroughServer);
  return { token, throughServer: !direct, ownKey };
}
