import type { AuthMethod, InferenceTask } from "./types.js";

/**
 * What a 3.6.2-style provider configuration receives to build a request body: the call's
 * payload, the provider's model id, the task, and whether the call is a chat completion. Kept
 * under the reference client's name so code that typed its own configurations compiles
 * unchanged; this client's own providers are `ProviderDefinition`s.
 *
 * @example
 * ```ts
 * const makeBody = ({ args, model }: BodyParams) => ({ ...args, model });
 * ```
 */
export interface BodyParams {
  args: Record<string, unknown>;
  chatCompletion?: boolean;
  model: string;
  task?: InferenceTask;
}

/**
 * What a 3.6.2-style provider configuration receives to build request headers: the token and
 * how it authenticates (router token, provider key, cookies or nothing).
 *
 * @example
 * ```ts
 * const makeHeaders = ({ accessToken, authMethod }: HeaderParams) =>
 *   authMethod === "none" ? {} : { Authorization: `Bearer ${accessToken}` };
 * ```
 */
export interface HeaderParams {
  accessToken?: string;
  authMethod: AuthMethod;
}

/**
 * What a 3.6.2-style provider configuration receives to build a request URL: the base URL
 * already chosen (router prefix or the provider's own host), the model, the task and whether
 * the call is a chat completion.
 *
 * @example
 * ```ts
 * const makeUrl = ({ baseUrl, chatCompletion }: UrlParams) =>
 *   chatCompletion ? `${baseUrl}/v1/chat/completions` : `${baseUrl}/v1/completions`;
 * ```
 */
export interface UrlParams {
  authMethod: AuthMethod;
  baseUrl: string;
  model: string;
  task?: InferenceTask;
  chatCompletion?: boolean;
}

/**
 * A provider described the 3.6.2 way, as four functions (base URL, body, headers, URL) and a
 * flag for providers reached only with their own key. Exported so code that declared such
 * configurations against the reference client keeps compiling after swapping the import.
 *
 * @example
 * ```ts
 * const config: ProviderConfig = {
 *   makeBaseUrl: () => "https://api.example.com",
 *   makeBody: ({ args, model }) => ({ ...args, model }),
 *   makeHeaders: ({ accessToken }) => ({ Authorization: `Bearer ${accessToken}` }),
 *   makeUrl: ({ baseUrl }) => `${baseUrl}/v1/chat/completions`,
 * };
 * ```
 */
export interface ProviderConfig {
  makeBaseUrl: ((task?: InferenceTask) => string) | (() => string);
  makeBody: (params: BodyParams) => Record<string, unknown>;
  makeHeaders: (params: HeaderParams) => Record<string, string>;
  makeUrl: (params: UrlParams) => string;
  clientSideRoutingOnly?: boolean;
}
