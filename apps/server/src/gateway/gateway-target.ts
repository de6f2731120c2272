import { PROVIDERS } from "@modeldeck/inference";
import type { ProviderDefinition } from "@modeldeck/inference";
import { HttpError } from "../http-error.js";

/**
 * Where a gateway request goes and with which credential headers, as decided by
 * `resolveGatewayTarget`. `route` says whether it goes through the router or straight to the
 * provider, for the access log; the key itself is never logged.
 *
 * @example
 * ```ts
 * const target: GatewayTarget = resolveGatewayTarget({ provider: "together", rawPath: "v1/chat/completions", search: "", authorization: "Bearer hf_xxx", environment: process.env });
 * const response = await fetch(target.url, { method: "POST", headers: { ...target.headers, "content-type": "application/json" }, body });
 * ```
 */
export interface GatewayTarget {
  url: string;
  headers: Record<string, string>;
  /** How the request is authenticated, for the access log (never the key itself). */
  route: "router" | "provider";
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
        (Boolean(environment.HF_TOKEN) && !definition.clientSideRoutingOnly) ||
        Boolean(environment[`${environmentStem(definition.id)}_API_KEY`]),
    )
    .map((definition) => definition.id);
}

function baseUrl(text: string, name: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new HttpError(500, `${name} is not a valid URL`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new HttpError(500, `${name} must be an http(s) URL`);
  }
  return url;
}

/** Appends a raw path to a base URL and checks the result stays under that base. */
function join(base: URL, rawPath: string, search: string): string {
  const prefix = base.href.replace(/\/+$/, "");
  const url = new URL(`${prefix}/${rawPath}${search}`);
  if (url.origin !== base.origin || !url.href.startsWith(`${prefix}/`)) {
    throw new HttpError(400, "inference path is not valid");
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
  search: URLSearchParams,
): URL {
  // Read and removed first: it is the gateway's own routing hint, never the provider's business,
  // whether or not an override replaces the host it would pick.
  const subdomain = search.get("_subdomain");
  search.delete("_subdomain");
  const overrideName = `MODELDECK_PROVIDER_URL_${environmentStem(definition.id)}`;
  const override = environment[overrideName];
  if (override) return baseUrl(override, overrideName);
  const base = new URL(definition.baseUrl);
  if (subdomain !== null && /^[a-z]{1,20}$/.test(subdomain)) {
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
 * Decides where `POST /api/inference/{provider}/{rawPath}` goes. An `hf_` token (or none, with
 * `HF_TOKEN` on the server) goes through the router; a provider key (or none, with
 * `<PROVIDER>_API_KEY`) straight to the provider's own host. Unknown providers are a 404 and
 * paths that would leave the provider's base URL a 400.
 *
 * @example
 * ```ts
 * resolveGatewayTarget({ provider: "together", rawPath: "v1/chat/completions", search: "",
 *   authorization: "Bearer hf_xxx", environment: process.env }).url;
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
}): GatewayTarget {
  const { provider, rawPath, environment } = input;
  const definition = knownProvider(provider);
  if (definition === undefined)
    throw new HttpError(404, `unknown inference provider "${provider.slice(0, 40)}"`);
  if (
    !PATH.test(rawPath) ||
    rawPath.length > 2000 ||
    rawPath.split("/").some((segment) => /^(\.|%2e){1,2}$/i.test(segment)) ||
    /%2f|%5c/i.test(rawPath)
  ) {
    throw new HttpError(400, "inference path is not valid");
  }
  const search = new URLSearchParams(input.search);
  const authorization = input.authorization?.trim();
  const callerHasHfToken = authorization !== undefined && /^Bearer\s+hf_/i.test(authorization);
  // Only ever sent on this provider's direct route: the router and other providers never see it.
  const callerKey = callerKeyHeaders(definition, input.headers ?? {});
  const callerHasCredentials = Boolean(authorization) || Object.keys(callerKey).length > 0;
  const operatorKey = environment[`${environmentStem(provider)}_API_KEY`];
  const router = baseUrl(
    environment.MODELDECK_ROUTER_URL || DEFAULT_ROUTER_URL,
    "MODELDECK_ROUTER_URL",
  );
  const extra = definition.extraHeaders ?? {};

  if (callerHasHfToken || (!callerHasCredentials && !operatorKey && environment.HF_TOKEN)) {
    const routed = new URL(`${router.href.replace(/\/+$/, "")}/${provider}`);
    const query = search.toString();
    return {
      url: join(routed, rawPath, query ? `?${query}` : ""),
      headers: { ...extra, authorization: authorization || `Bearer ${environment.HF_TOKEN}` },
      route: "router",
    };
  }
  if (!callerHasCredentials && !operatorKey) {
    throw new HttpError(
      401,
      `no credentials for ${provider}: send an Authorization header, or set HF_TOKEN or ${environmentStem(provider)}_API_KEY on the server`,
    );
  }
  const base = directBase(definition, environment, search);
  const query = search.toString();
  const keyHeaders = callerHasCredentials
    ? { ...(authorization ? { authorization } : {}), ...callerKey }
    : (definition.keyHeaders?.(operatorKey as string) ?? {
        authorization: `Bearer ${operatorKey}`,
      });
  return {
    url: join(base, rawPath, query ? `?${query}` : ""),
    headers: { ...extra, ...lowerCaseKeys(keyHeaders) },
    route: "provider",
  };
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}
