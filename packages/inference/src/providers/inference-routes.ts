import { PIPELINE_TYPES } from "@modeldeck/tasks";
import type { AuthMethod } from "../types.js";
import type { MediaProtocol } from "./media-protocol.js";
import { MEDIA_PROTOCOLS, PROVIDERS, type InferenceProvider } from "./registry.js";
import type { FollowUpRoute, ProviderDefinition, ProviderTask } from "./provider-helper.js";

/**
 * One request to check against the inference routes: the provider, the HTTP method, the path
 * relative to the provider's base (as sent, still percent-encoded), the query string, and how
 * the caller authenticates (the path of a few routes depends on it).
 *
 * @example
 * ```ts
 * const request: InferenceRouteRequest = { provider: "together", method: "POST", path: "v1/chat/completions", authMethod: "hf-token" };
 * ```
 */
export interface InferenceRouteRequest {
  provider: string;
  method: string;
  path: string;
  search?: string;
  /** Without it, a route the client sends with any authentication matches. */
  authMethod?: AuthMethod;
}

/**
 * A request the inference client itself would send: which provider, which route template it
 * matched (`{model}` and `{id}` placeholders), whether it is a job's follow-up request, and the
 * `_subdomain` it asked for when the provider uses one (fal.ai's `queue`).
 *
 * @example
 * ```ts
 * const match: InferenceRouteMatch = { provider: "fal-ai", route: "{model}/requests/{id}/status", followUp: true, subdomain: "queue" };
 * ```
 */
export interface InferenceRouteMatch {
  provider: InferenceProvider;
  route: string;
  followUp: boolean;
  subdomain?: string;
}

interface CompiledRoute {
  method: string;
  route: string;
  pattern: RegExp;
  followUp: boolean;
  authMethods: ReadonlySet<AuthMethod>;
}

interface CompiledProvider {
  routes: CompiledRoute[];
  /** `_subdomain` values the client sends, per authentication method. */
  subdomains: Map<AuthMethod, Set<string>>;
}

const AUTH_METHODS: readonly AuthMethod[] = [
  "none",
  "hf-token",
  "credentials-include",
  "provider-key",
];
/**
 * Stand-ins for a provider model id. A second shape with a version suffix, because a provider
 * may choose its path from the id's shape (Replicate sends `owner/name:version` elsewhere).
 */
const MODEL_PROBES = ["{model}:{version}", "{model}"];
/**
 * One clean path segment: no percent-encoding at all (so no encoded slash or dot can hide in
 * it), no backslash, nothing a URL parser would normalise away.
 */
const SEGMENT = /^[A-Za-z0-9._~:@+,=-]+$/;

/** Media protocols by provider id, where route shapes are declared beside the job protocol. */
type MediaProtocols = Readonly<Partial<Record<string, MediaProtocol>>>;

/**
 * A provider's route shape for gateways: its job follow-up requests and the shape of its model
 * ids, from the definition itself or else from its media side (where this package's providers
 * declare them, out of chat bundles).
 *
 * @example
 * ```ts
 * routeShapeOf(PROVIDERS["fal-ai"]).followUpRoutes; // [{ method: "GET", path: "{model}/requests/{id}/status" }, …]
 * ```
 */
export function routeShapeOf(
  definition: ProviderDefinition,
  protocols: MediaProtocols = MEDIA_PROTOCOLS,
): { followUpRoutes: readonly FollowUpRoute[]; modelIdPattern: RegExp | undefined } {
  const media = Object.hasOwn(protocols, definition.id) ? protocols[definition.id] : undefined;
  return {
    followUpRoutes: definition.followUpRoutes ?? media?.followUpRoutes ?? [],
    modelIdPattern: definition.modelIdPattern ?? media?.modelIdPattern,
  };
}

function tasksOf(definition: ProviderDefinition): (ProviderTask | undefined)[] {
  const tasks: ProviderTask[] =
    definition.tasks === "all"
      ? [...PIPELINE_TYPES.filter((task) => task !== "other"), "conversational"]
      : [...definition.tasks];
  // `request()` without a task still lands on a provider's default route.
  return [...tasks, undefined];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Any model id: one or more path segments. */
const ANY_MODEL_ID = "[^/]+(?:/[^/]+)*";

/**
 * The source of a definition's `modelIdPattern`, ready to sit inside a whole-path pattern. A
 * pattern with anchors or flags would silently mean something else there, so it is refused.
 */
function modelIdSource(definition: ProviderDefinition, pattern: RegExp | undefined): string {
  if (pattern === undefined) return ANY_MODEL_ID;
  if (pattern.flags !== "" || /^\^|(?<!\\)\$$/.test(pattern.source)) {
    throw new Error(`${definition.id}: modelIdPattern must have no anchors and no flags`);
  }
  return `(?:${pattern.source})`;
}

function compileTemplate(template: string, modelId: string): RegExp {
  const source = template
    .split(/(\{model\}|\{id\})/)
    .map((part) => (part === "{model}" ? modelId : part === "{id}" ? "[^/]+" : escapeRegExp(part)))
    .join("");
  return new RegExp(`^${source}$`);
}

function compileProvider(
  definition: ProviderDefinition,
  protocols: MediaProtocols,
): CompiledProvider {
  const initial = new Map<string, Set<AuthMethod>>();
  const subdomains = new Map<AuthMethod, Set<string>>();
  const shape = routeShapeOf(definition, protocols);
  const modelId = modelIdSource(definition, shape.modelIdPattern);
  for (const authMethod of AUTH_METHODS) {
    subdomains.set(authMethod, new Set());
    // A client with a gateway sends a provider key on the router's path (`?_subdomain=queue`
    // included), which the gateway then takes to the provider's own host.
    const routes: AuthMethod[] =
      authMethod === "provider-key" ? [authMethod, "hf-token"] : [authMethod];
    for (const task of tasksOf(definition)) {
      for (const probe of MODEL_PROBES) {
        for (const route of routes) {
          const built = definition.path({ task, model: probe, authMethod: route });
          const [path = "", query = ""] = built.split("?");
          const template = path.split(probe).join("{model}");
          if (!initial.has(template)) initial.set(template, new Set());
          initial.get(template)?.add(authMethod);
          for (const value of new URLSearchParams(query).getAll("_subdomain")) {
            subdomains.get(authMethod)?.add(value);
          }
        }
      }
    }
  }
  const routes: CompiledRoute[] = [...initial].map(([route, authMethods]) => ({
    method: "POST",
    route,
    pattern: compileTemplate(route, modelId),
    followUp: false,
    authMethods,
  }));
  for (const followUp of shape.followUpRoutes) {
    routes.push({
      method: followUp.method,
      route: followUp.path,
      pattern: compileTemplate(followUp.path, modelId),
      followUp: true,
      authMethods: new Set(AUTH_METHODS),
    });
  }
  return { routes, subdomains };
}

/**
 * Builds a matcher over a set of provider definitions. Each definition's `path()` is asked once
 * per task it supports and per authentication method, with a placeholder model id; its
 * `followUpRoutes` add the job polls, and its `modelIdPattern` (when it has one) says what may
 * stand where a model id goes (both from the definition, or else from its entry in `protocols`,
 * by default this package's media protocols). A new provider therefore needs no change here.
 *
 * @example
 * ```ts
 * const match = createInferenceRouteMatcher(PROVIDERS);
 * match({ provider: "replicate", method: "GET", path: "v1/predictions/abc123" })?.followUp; // true
 * ```
 */
export function createInferenceRouteMatcher(
  definitions: Readonly<Record<string, ProviderDefinition>>,
  protocols: MediaProtocols = MEDIA_PROTOCOLS,
): (request: InferenceRouteRequest) => InferenceRouteMatch | undefined {
  const compiled = new Map<string, CompiledProvider>();
  return (request) => {
    if (!Object.hasOwn(definitions, request.provider)) return undefined;
    const definition = definitions[request.provider] as ProviderDefinition;
    let provider = compiled.get(request.provider);
    if (provider === undefined) {
      provider = compileProvider(definition, protocols);
      compiled.set(request.provider, provider);
    }
    const path = request.path.startsWith("/") ? request.path.slice(1) : request.path;
    const segments = path.split("/");
    if (path.length > 2000 || !segments.every((s) => SEGMENT.test(s) && !/^\.{1,2}$/.test(s))) {
      return undefined;
    }
    const requested = new URLSearchParams(request.search ?? "").getAll("_subdomain");
    if (requested.length > 1) return undefined;
    const subdomain = requested[0];
    const methods = request.authMethod ? [request.authMethod] : AUTH_METHODS;
    if (
      subdomain !== undefined &&
      !methods.some((method) => provider.subdomains.get(method)?.has(subdomain))
    ) {
      return undefined;
    }
    const route = provider.routes.find(
      (candidate) =>
        candidate.method === request.method &&
        methods.some((method) => candidate.authMethods.has(method)) &&
        candidate.pattern.test(path),
    );
    if (route === undefined) return undefined;
    return {
      provider: definition.id,
      route: route.route,
      followUp: route.followUp,
      ...(subdomain === undefined ? {} : { subdomain }),
    };
  };
}

let defaultMatcher: ReturnType<typeof createInferenceRouteMatcher> | undefined;

/**
 * Whether a request is one the inference client itself sends to `provider`: a task's route
 * (`POST`, from the provider definition's `path()`) or one of its job's follow-up requests.
 * Anything else (`/v1/files`, `/v1/models`, other methods, `..`, percent-encoded characters, a
 * `_subdomain` the provider does not use) gives `undefined`. Gateways use it as their allow-list.
 *
 * @example
 * ```ts
 * import { matchInferenceRoute } from "@modeldeck/inference";
 * matchInferenceRoute({ provider: "together", method: "POST", path: "v1/chat/completions" }); // { provider: "together", route: "v1/chat/completions", followUp: false }
 * matchInferenceRoute({ provider: "together", method: "GET", path: "v1/files" }); // undefined
 * ```
 */
export function matchInferenceRoute(
  request: InferenceRouteRequest,
): InferenceRouteMatch | undefined {
  defaultMatcher ??= createInferenceRouteMatcher(PROVIDERS);
  return defaultMatcher(request);
}
