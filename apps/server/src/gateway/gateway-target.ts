import { classifyCredential, PROVIDERS } from "@modeldeck/inference";
import type { ProviderDefinition } from "@modeldeck/inference";
import type { CallerAccess } from "./gateway-access.js";
import { GatewayError } from "./gateway-error.js";

/**
 * Where a gateway request goes and with which credential headers, as decided by
 * `resolveGatewayTarget`. `route` says whether it goes through the router or straight to the
 * provider, for the access log; the key itself is never logged.
 *
 * @example
 * ```ts
 * const target: GatewayTarget = resolveGatewayTarget({ provider: "together", rawPath: "v1/chat/completions", search: "", authorization: "Bearer hf_xxx", environment: process.env, access: { operatorKeys: true, tokenRequired: false, tokenRejected: false } });
 * const response = await fetch(target.url, { method: "POST", headers: { ...target.headers, "content-type": "application/json" }, body });
 * ```
 */
export interface GatewayTarget {
  url: string;
  headers: Record<string, string>;
  /** How the request is authenticated, for the access log (never the key itself). */
  route: "router" | "provider";
  /**
   * The operator's credentials this request carries (empty when the caller brought its own), so
   * they can be removed from whatever the provider answers.
   */
  operatorSecrets: string[];
}

/**
 * The environment variables the gateway reads: `HF_TOKEN`, `<PROVIDER>_API_KEY`,
 * `MODELDECK_ROUTER_URL`, `MODELDECK_PROVIDER_URL_<PROVIDER>` and the rate-limit settings. Passed
 * in rather than read from `process.env` so tests can set them per case.
 *
 * @example
 * ```ts
 * const environment: GatewayEnvironment = { TOGETHER_API_KEY: "tgp_v1_…", MODELDECK_GATEWAY_RATE_LIMIT: "120" };
 * configuredProviders(environment); // ["together"]
 * ```
 */
export type GatewayEnvironment = Readonly<Record<string, string | undefined>>;

const DEFAULT_ROUTER_URL = "https://router.huggingface.co";
/** Raw path characters allowed through: RFC 3986 path characters, nothing that could change the host. */
const PATH = /^[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;

/**
 * The stem of a provider's environment variables: upper case, `-` → `_`.
 *
 * @example
 * ```ts
 * environmentStem("fal-ai"); // "FAL_AI", as in FAL_AI_API_KEY
 * ```
 */
export function environmentStem(provider: string): string {
  return provider.toUpperCase().replace(/-/g, "_");
}

/**
 * The provider definition for a known id, or `undefined`; the gateway only ever forwards to these.
 *
 * @example
 * ```ts
 * knownProvider("together")?.baseUrl; // "https://api.together.xyz"
 * ```
 */
export function knownProvider(provider: string): ProviderDefinition | undefined {
  return Object.hasOwn(PROVIDERS, provider)
    ? PROVIDERS[provider as keyof typeof PROVIDERS]
    : undefined;
}

/**
 * Providers the operator has configured keys for: with `HF_TOKEN`, every provider the router
 * serves (closed-source ones are never routed); plus those with `<PROVIDER>_API_KEY`.
 *
 * @example
 * ```ts
 * configuredProviders({ TOGETHER_API_KEY: "…" }); // ["together"]
 * ```
 */
export function configuredProviders(environment: GatewayEnvironment): string[] {
  return Object.values(PROVIDERS)
    .filter(
      (definition) =>
        (Boolean(environment.HF_TOKEN) && routerServes(definition)) ||
        Boolean(environment[`${environmentStem(definition.id)}_API_KEY`]),
    )
    .map((definition) => definition.id);
}

/**
 * Whether the Hugging Face router serves a provider, so the operator's `HF_TOKEN` can pay for
 * it: not for closed-source providers, nor for those the client calls with direct keys only.
 */
function routerServes(definition: ProviderDefinition): boolean {
  return !definition.clientSideRoutingOnly && !definition.directOnly;
}

/**
 * A configured base URL. A bad one is the operator's mistake: the cause names the setting for
 * the log, the answer only says the gateway is misconfigured.
 */
function baseUrl(text: string, name: string): URL {
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new GatewayError(
      500,
      "gateway_misconfigured",
      "the inference gateway is misconfigured",
      {},
      {
        cause: new Error(`${name} must be an http(s) URL`),
      },
    );
  }
  return url;
}

/** Appends a raw path to a base URL and checks the result stays under that base. */
function join(base: URL, rawPath: string, search: string): string {
  const prefix = base.href.replace(/\/+$/, "");
  const url = new URL(`${prefix}/${rawPath}${search}`);
  if (url.origin !== base.origin || !url.href.startsWith(`${prefix}/`)) {
    throw new GatewayError(404, "not_inference_route", "not an inference route");
  }
  return url.href;
}

/**
 * A direct call with `?_subdomain=queue` (fal.ai's job queue, as the router spells it) goes to
 * `queue.` + the provider's own host, which keeps it on a host the provider owns.
 */
function directBase(
  definition: ProviderDefinition,
  environment: GatewayEnvironment,
  subdomain: string | undefined,
): URL {
  const overrideName = `MODELDECK_PROVIDER_URL_${environmentStem(definition.id)}`;
  const override = environment[overrideName];
  if (override) return baseUrl(override, overrideName);
  const base = new URL(definition.baseUrl);
  if (subdomain !== undefined && /^[a-z]{1,20}$/.test(subdomain)) {
    base.hostname = `${subdomain}.${base.hostname}`;
  }
  return base;
}

/**
 * The names of the headers a provider takes its direct key in, other than `authorization`
 * (Black Forest Labs' `x-key`), lower-cased. Learnt from the provider's own `keyHeaders`, so a
 * provider added to the registry with such a header is covered without a change here.
 *
 * @example
 * ```ts
 * providerKeyHeaderNames(knownProvider("black-forest-labs")!); // ["x-key"]
 * ```
 */
export function providerKeyHeaderNames(definition: ProviderDefinition): string[] {
  // Called with a blank key only to read the header names; the value is thrown away.
  const names = Object.keys(definition.keyHeaders?.("") ?? {}).map((name) => name.toLowerCase());
  return names.filter((name) => name !== "authorization");
}

/** The caller's own key headers for this provider, from the request headers. */
function callerKeyHeaders(
  definition: ProviderDefinition,
  headers: GatewayRequestHeaders,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const name of providerKeyHeaderNames(definition)) {
    const value = headers[name];
    if (typeof value === "string" && value.trim() !== "") found[name] = value.trim();
  }
  return found;
}

/**
 * Request headers as Node gives them (lower-case names). The gateway reads only a provider's own
 * key header from them (see {@link providerKeyHeaderNames}).
 *
 * @example
 * ```ts
 * const headers: GatewayRequestHeaders = { "x-key": "bfl-key", "content-type": "application/json" };
 * ```
 */
export type GatewayRequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

/**
 * The caller's own credentials, as the inference client would have sent them: an `hf_` token
 * (`"hf-token"`, routed), a provider key in `Authorization` or the provider's own key header
 * (`"provider-key"`, direct), or nothing (`"none"`). The route allow-list depends on it.
 *
 * @example
 * ```ts
 * callerAuthMethod(knownProvider("together")!, { authorization: "Bearer hf_xxx" }); // "hf-token"
 * ```
 */
export function callerAuthMethod(
  definition: ProviderDefinition,
  headers: GatewayRequestHeaders,
): "hf-token" | "provider-key" | "none" {
  const authorization = headers.authorization;
  if (typeof authorization === "string" && authorization.trim() !== "") {
    // The client's own decision on the token inside (`classifyCredential`), not a second rule.
    const [scheme = "", token] = authorization.trim().split(/\s+/, 2);
    const bearer = scheme.toLowerCase() === "bearer";
    return bearer && classifyCredential(token).kind === "hf-token" ? "hf-token" : "provider-key";
  }
  return Object.keys(callerKeyHeaders(definition, headers)).length > 0 ? "provider-key" : "none";
}

/** The 401 for a caller with no key of its own who may not, or cannot, use the operator's. */
function noCredentials(
  provider: string,
  access: Pick<CallerAccess, "operatorKeys" | "tokenRequired" | "tokenRejected">,
): GatewayError {
  if (access.tokenRejected) {
    return new GatewayError(
      401,
      "gateway_token_invalid",
      `This ModelDeck server did not accept your gateway token. Check it in Settings, or add your own key for ${provider}.`,
    );
  }
  const reason = access.operatorKeys
    ? `This ModelDeck server has no key for ${provider}.`
    : access.tokenRequired
      ? "This ModelDeck server shares its provider keys only with callers who send its gateway token."
      : "This ModelDeck server shares its provider keys only with callers on its own machine.";
  return new GatewayError(
    401,
    "credentials_required",
    `${reason} Add ${access.tokenRequired ? "the gateway token or " : ""}your own key for ${provider} in Settings.`,
  );
}

/**
 * Decides where `/api/inference/{provider}/{rawPath}` goes. An `hf_` token goes through the
 * router and a provider key straight to the provider's own host, whoever the caller is. Without
 * either, the operator's keys are used only when `access.operatorKeys` allows it:
 * `<PROVIDER>_API_KEY` straight to the provider, else `HF_TOKEN` through the router. The path
 * must already be on the allow-list (`matchInferenceRoute`); `subdomain` is the match's.
 *
 * @example
 * ```ts
 * resolveGatewayTarget({ provider: "together", rawPath: "v1/chat/completions", search: "",
 *   authorization: "Bearer hf_xxx", environment: process.env, access: { operatorKeys: false, tokenRequired: false, tokenRejected: false } }).url;
 * // "https://router.huggingface.co/together/v1/chat/completions"
 * ```
 */
export function resolveGatewayTarget(input: {
  provider: string;
  rawPath: string;
  search: string;
  authorization: string | undefined;
  /** The caller's request headers, for a provider's own key header such as `x-key`. */
  headers?: GatewayRequestHeaders;
  environment: GatewayEnvironment;
  /** What this caller may do with the operator's keys (see `callerAccess`). */
  access: Pick<CallerAccess, "operatorKeys" | "tokenRequired" | "tokenRejected">;
  /** The `_subdomain` the route match accepted (fal.ai's `queue`). */
  subdomain?: string;
  /** The caller's credential kind, when the route match already decided it (`callerAuthMethod`). */
  callerKind?: ReturnType<typeof callerAuthMethod>;
}): GatewayTarget {
  const { provider, rawPath, environment, access } = input;
  const definition = knownProvider(provider);
  if (definition === undefined)
    throw new GatewayError(404, "not_inference_route", "not an inference route");
  if (
    !PATH.test(rawPath) ||
    rawPath.length > 2000 ||
    rawPath.split("/").some((segment) => /^(\.|%2e){1,2}$/i.test(segment)) ||
    /%2f|%5c/i.test(rawPath)
  ) {
    throw new GatewayError(404, "not_inference_route", "not an inference route");
  }
  const search = new URLSearchParams(input.search);
  // The router reads `_subdomain` itself; a provider's own host never sees it.
  const routedQuery = search.toString() ? `?${search.toString()}` : "";
  search.delete("_subdomain");
  const query = search.toString() ? `?${search.toString()}` : "";
  const authorization = input.authorization?.trim();
  const callerKind =
    input.callerKind ?? callerAuthMethod(definition, { ...input.headers, authorization });
  const callerHasHfToken = callerKind === "hf-token";
  // Only ever sent on this provider's direct route: the router and other providers never see it.
  const callerKey = callerKeyHeaders(definition, input.headers ?? {});
  const callerHasCredentials = Boolean(authorization) || Object.keys(callerKey).length > 0;
  const operatorKey = access.operatorKeys
    ? environment[`${environmentStem(provider)}_API_KEY`]
    : undefined;
  const operatorToken =
    access.operatorKeys && routerServes(definition) ? environment.HF_TOKEN : undefined;
  const extra = definition.extraHeaders ?? {};

  if (callerHasHfToken || (!callerHasCredentials && !operatorKey && operatorToken)) {
    const router = baseUrl(
      environment.MODELDECK_ROUTER_URL || DEFAULT_ROUTER_URL,
      "MODELDECK_ROUTER_URL",
    );
    const routed = new URL(`${router.href.replace(/\/+$/, "")}/${provider}`);
    return {
      url: join(routed, rawPath, routedQuery),
      headers: { ...extra, authorization: authorization || `Bearer ${operatorToken}` },
      route: "router",
      operatorSecrets: authorization || operatorToken === undefined ? [] : [operatorToken],
    };
  }
  if (!callerHasCredentials && !operatorKey) throw noCredentials(provider, access);
  const base = directBase(definition, environment, input.subdomain);
  const keyHeaders = callerHasCredentials
    ? { ...(authorization ? { authorization } : {}), ...callerKey }
    : (definition.keyHeaders?.(operatorKey as string) ?? {
        authorization: `Bearer ${operatorKey}`,
      });
  return {
    url: join(base, rawPath, query),
    headers: { ...extra, ...lowerCaseKeys(keyHeaders) },
    route: "provider",
    operatorSecrets: callerHasCredentials ? [] : [operatorKey as string],
  };
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}
