import { createContext, useContext, type ReactNode } from "react";

/**
 * How the app reaches the ModelDeck server: a `fetch` function and a base URL. Both are
 * injectable so tests can point the app at a loopback server without touching globals.
 *
 * @example
 * ```tsx
 * <ApiProvider client={createApiClient({ baseUrl: "http://127.0.0.1:4000" })}><App /></ApiProvider>
 * const models = await useApiClient().json<ModelSummary[]>(apiPaths.models());
 * ```
 */
export interface ApiClient {
  baseUrl: string;
  fetch: typeof fetch;
  /** GETs `path` and parses JSON; throws `ApiError` on a non-2xx status. */
  json<T>(path: string, init?: RequestInit): Promise<T>;
  /** GETs `path` and returns the body as text. */
  text(path: string, init?: RequestInit): Promise<string>;
  /** GETs `path` and returns the parsed body together with the response (for headers). */
  jsonWithResponse<T>(path: string, init?: RequestInit): Promise<{ body: T; response: Response }>;
}

/**
 * A failed server call, with the HTTP status and the server's `{ error }` message when present.
 *
 * @example
 * ```ts
 * if (error instanceof ApiError && error.status === 404) showNotFound();
 * ```
 */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function errorFrom(response: Response): Promise<ApiError> {
  let message = `The server answered ${response.status} ${response.statusText}`.trim();
  try {
    const body = (await response.json()) as { error?: unknown };
    if (typeof body.error === "string") message = body.error;
  } catch {
    // A body that is not JSON keeps the status line as the message.
  }
  return new ApiError(message, response.status);
}

/**
 * Builds a client; the default `fetch` is read at call time so late polyfills still apply.
 *
 * @example
 * ```ts
 * const api = createApiClient({ baseUrl: "http://127.0.0.1:8080" });
 * ```
 */
export function createApiClient(
  options: { baseUrl?: string; fetch?: typeof fetch } = {},
): ApiClient {
  const baseUrl = (options.baseUrl ?? "").replace(/\/$/, "");
  const fetchFunction: typeof fetch = (input, init) =>
    (options.fetch ?? globalThis.fetch)(input, init);
  const get = async (path: string, init?: RequestInit) => {
    const url = /^https?:/.test(path) ? path : baseUrl + path;
    const response = await fetchFunction(url, init);
    if (!response.ok) throw await errorFrom(response);
    return response;
  };
  return {
    baseUrl,
    fetch: fetchFunction,
    json: async <T,>(path: string, init?: RequestInit) =>
      (await (await get(path, init)).json()) as T,
    text: async (path: string, init?: RequestInit) => (await get(path, init)).text(),
    jsonWithResponse: async <T,>(path: string, init?: RequestInit) => {
      const response = await get(path, init);
      return { body: (await response.json()) as T, response };
    },
  };
}

const ApiContext = createContext<ApiClient | undefined>(undefined);
let defaultClient: ApiClient | undefined;

/**
 * Provides the API client to the tree below.
 *
 * @example
 * ```tsx
 * <ApiProvider client={api}><App /></ApiProvider>
 * ```
 */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/**
 * The API client in scope: the provided one, or a same-origin default.
 *
 * @example
 * ```ts
 * const api = useApiClient(); await api.json(apiPaths.stats());
 * ```
 */
export function useApiClient(): ApiClient {
  const client = useContext(ApiContext);
  if (client) return client;
  defaultClient ??= createApiClient();
  return defaultClient;
}
