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

/** The header that carries the gateway token; the server never forwards it to a provider. */
const GATEWAY_TOKEN_HEADER = "X-ModelDeck-Token";

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
