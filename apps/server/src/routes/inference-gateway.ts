import type { Socket } from "node:net";
import { matchInferenceRoute, PROVIDERS } from "@modeldeck/inference";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { scoredGatewayCall } from "../batches/scored-gateway-call.js";
import type { ScoreboardWindow } from "../batches/scoreboard-window.js";
import type { Clock } from "../clock.js";
import type { Database } from "../db/database.js";
import { crossSiteGuard } from "../cross-site-guard.js";
import { accessPolicyFrom, callerAccess, type AccessPolicy } from "../gateway/gateway-access.js";
import { GatewayError } from "../gateway/gateway-error.js";
import {
  callerAuthMethod,
  configuredProviders,
  knownProvider,
  resolveGatewayTarget,
  type GatewayEnvironment,
} from "../gateway/gateway-target.js";
import {
  enforceRateLimit,
  rateLimitFrom,
  rateLimitStoreFor,
  type RateLimit,
  type RateLimitStore,
} from "../gateway/rate-limiter.js";
import { downloadFromStorage } from "../gateway/storage-download.js";
import { gatewayTimeoutFrom, UpstreamCall } from "../gateway/upstream-call.js";
import type { SiteOrigins } from "../site-origins.js";

/**
 * What the inference gateway needs from the server: the database (rate-limit counters on
 * PostgreSQL), the environment (keys, tokens, URL overrides), the `fetch` that calls providers,
 * a clock, and the server's own origins (only its pages may call). `buildServer` fills them in;
 * tests inject a loopback `fetch` and a fixed clock.
 *
 * @example
 * ```ts
 * const options: GatewayOptions = { database, environment: { HF_TOKEN: "hf_…" }, fetch: globalThis.fetch, clock: SYSTEM_CLOCK, siteOrigins: siteOriginsFrom({}) };
 * await app.register(inferenceGatewayRoutes, options);
 * ```
 */
export interface GatewayOptions {
  database: Database;
  environment: GatewayEnvironment;
  fetch: typeof fetch;
  clock: Clock;
  siteOrigins: SiteOrigins;
  /** The provider scoreboard's window, when the operator opted in. */
  scoreboard?: ScoreboardWindow | undefined;
}

/**
 * Request headers passed on to providers; everything else (cookies, host, the gateway token…)
 * stays here. Keys are not among them: `resolveGatewayTarget` adds `authorization`, or a
 * provider's own key header such as Black Forest Labs' `x-key`, for the one destination they
 * belong to.
 */
const FORWARDED_REQUEST_HEADERS = ["content-type", "accept", "x-wait-for-model", "x-use-cache"];
/** Response headers passed back; encodings and lengths are the server's own business. */
const FORWARDED_RESPONSE_HEADERS = ["content-type", "retry-after", "x-request-id", "cache-control"];
/** Request bodies up to 25 MB: images and audio travel base64-encoded. */
const BODY_LIMIT = 25 * 1024 * 1024;
const TOKEN_HEADER = "x-modeldeck-token";
/**
 * Bodies the inference client sends: JSON, a file in its own media type (or untyped bytes), and
 * the multipart uploads of the providers that take a form. `text/plain` and URL-encoded forms,
 * which any page can post anywhere, are never among them.
 */
const GATEWAY_BODY_TYPE =
  /^(?:application\/(?:json|[\w.-]+\+json|octet-stream)|(?:image|audio|video)\/[\w.+-]+|multipart\/form-data)$/;

interface GatewayState {
  options: GatewayOptions;
  policy: AccessPolicy;
  store: RateLimitStore;
  rateLimit: RateLimit;
  timeoutMilliseconds: number;
}

function accessOf(request: FastifyRequest, policy: AccessPolicy) {
  const token = request.headers[TOKEN_HEADER];
  return callerAccess(policy, {
    token: typeof token === "string" ? token : undefined,
    ip: request.ip,
    forwarded: request.headers["x-forwarded-for"] !== undefined || "forwarded" in request.headers,
  });
}

async function relay(request: FastifyRequest, reply: FastifyReply, state: GatewayState) {
  const { provider } = request.params as { provider: string };
  const prefix = `/api/inference/${provider}/`;
  const queryStart = request.url.indexOf("?");
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const search = queryStart === -1 ? "" : request.url.slice(queryStart);
  const definition = knownProvider(provider);
  // The caller's credential is classified once, for the route match and the destination.
  const callerKind = definition && callerAuthMethod(definition, request.headers);
  // The path is forwarded as it arrived (still percent-encoded), so it must spell the provider
  // plainly, and it must be a request the inference client itself would send.
  const match =
    definition !== undefined && path.startsWith(prefix)
      ? matchInferenceRoute({
          provider,
          method: request.method,
          path: path.slice(prefix.length),
          search,
          authMethod: callerKind,
        })
      : undefined;
  if (match === undefined)
    throw new GatewayError(404, "not_inference_route", "not an inference route");
  const access = accessOf(request, state.policy);
  const remaining = await enforceRateLimit(
    state.store,
    state.options.clock,
    state.rateLimit,
    access.rateLimitKey,
  );
  reply.header("x-ratelimit-remaining", String(remaining));
  const target = resolveGatewayTarget({
    provider,
    rawPath: path.slice(prefix.length),
    search,
    authorization: request.headers.authorization,
    headers: request.headers,
    environment: state.options.environment,
    access,
    subdomain: match.subdomain,
    callerKind,
  });
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  Object.assign(headers, target.headers);
  const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
  request.log.info({ provider, route: target.route }, "inference gateway request");
  const call = new UpstreamCall({
    provider,
    timeoutMilliseconds: state.timeoutMilliseconds,
    log: request.log,
  });
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) call.callerLeft();
  });
  // The provider scoreboard (operator's opt-in) times the call; the request never waits on it.
  const scored =
    state.options.scoreboard &&
    scoredGatewayCall(state.options.scoreboard, state.options.clock, {
      provider,
      path: path.slice(prefix.length),
      body,
    });
  const response = await call
    .fetch(state.options.fetch, target.url, {
      method: request.method,
      headers,
      body,
      redirect: "manual",
    })
    .catch((error: unknown) => {
      scored?.failed();
      throw error;
    });
  reply.status(response.status >= 300 && response.status < 400 ? 502 : response.status);
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
  if (response.headers.get("content-type")?.includes("text/event-stream")) {
    // Proxies in front of us must not hold events back either.
    reply.header("cache-control", "no-cache").header("x-accel-buffering", "no");
  }
  if (response.status >= 400 && target.operatorSecrets.length > 0) {
    scored?.answered(response, undefined);
    return reply.send(await call.redactedText(response, target.operatorSecrets));
  }
  const answer = call.body(response, () => reply.raw.destroy());
  const stream = scored && answer ? scored.answered(response, answer) : answer;
  if (scored && answer === undefined) scored.answered(response, undefined);
  return stream === undefined ? reply.send() : reply.send(stream);
}

/**
 * A stored file is data, never a page of this site: whatever type its host gives it, it cannot
 * run a script here, be sniffed into another type, or be shown in place when opened.
 */
const DOWNLOAD_HEADERS = {
  "content-security-policy": "sandbox; default-src 'none'",
  "x-content-type-options": "nosniff",
  "content-disposition": "attachment",
};

/**
 * `GET /api/inference/{provider}/_download?url=…`: a file a provider's answer points to, fetched
 * from that provider's declared storage only (`downloadFromStorage`), without any credential,
 * under the same access checks and rate limit as every gateway call, and streamed back.
 */
async function download(request: FastifyRequest, reply: FastifyReply, state: GatewayState) {
  const { provider } = request.params as { provider: string };
  const { url } = request.query as { url?: unknown };
  if (knownProvider(provider) === undefined || typeof url !== "string") {
    throw new GatewayError(404, "not_inference_route", "not an inference route");
  }
  const access = accessOf(request, state.policy);
  const remaining = await enforceRateLimit(
    state.store,
    state.options.clock,
    state.rateLimit,
    access.rateLimitKey,
  );
  reply.header("x-ratelimit-remaining", String(remaining));
  // The file's URL is not logged: a storage link may be signed.
  request.log.info({ provider, route: "storage" }, "inference gateway download");
  const call = new UpstreamCall({
    provider,
    timeoutMilliseconds: state.timeoutMilliseconds,
    log: request.log,
  });
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) call.callerLeft();
  });
  const response = await downloadFromStorage(call, state.options.fetch, provider, url);
  reply.status(response.status);
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
  reply.headers(DOWNLOAD_HEADERS);
  const stream = call.body(response, () => reply.raw.destroy());
  return stream === undefined ? reply.send() : reply.send(stream);
}

/**
 * Closes a connection whose request body stalls longer than the gateway timeout between two
 * chunks, so a half-sent body cannot hold a connection open. Cleared once the body is read.
 */
function guardRequestBody(app: FastifyInstance, timeoutMilliseconds: number): void {
  const guards = new WeakMap<Socket, () => void>();
  const clear = (request: FastifyRequest) => {
    const socket = request.raw.socket;
    const guard = guards.get(socket);
    if (guard === undefined) return;
    socket.setTimeout(0);
    socket.removeListener("timeout", guard);
    guards.delete(socket);
  };
  app.addHook("onRequest", async (request) => {
    const socket = request.raw.socket;
    // Injected requests (tests, `app.inject`) have a socket stand-in without timers.
    if (typeof socket?.setTimeout !== "function") return;
    const guard = () => socket.destroy();
    guards.set(socket, guard);
    socket.setTimeout(timeoutMilliseconds);
    socket.once("timeout", guard);
  });
  app.addHook("preHandler", async (request) => clear(request));
  app.addHook("onResponse", async (request) => clear(request));
}

/**
 * The inference gateway: `POST|GET /api/inference/{provider}/{…path}` takes requests from this
 * server's own pages and clients only (`X-ModelDeck-Client`, own `Origin`, a JSON or media body:
 * {@link crossSiteGuard}), forwards only the
 * requests the inference client itself sends (`matchInferenceRoute`) to the router or to the
 * provider's own host, adds the operator's key only for callers allowed to spend it (gateway
 * token, loopback, or an open gateway), streams answers through unbuffered with a stall timeout,
 * and enforces a per-token or per-client rate limit. `GET /api/inference/{provider}/_download?url=`
 * fetches a file the provider's answer points to, from that provider's declared storage hosts
 * only, without credentials. `GET /api/inference/status` tells the
 * calling client whether operator keys would be used for it; `GET /api/inference-gateway` lists
 * the providers whose operator keys the calling client may use (none for a client that may use
 * none, never the keys themselves).
 *
 * @example
 * ```ts
 * app.register(inferenceGatewayRoutes, { database, environment: process.env, fetch, clock });
 * ```
 */
export async function inferenceGatewayRoutes(
  app: FastifyInstance,
  options: GatewayOptions,
): Promise<void> {
  const state: GatewayState = {
    options,
    policy: accessPolicyFrom(options.environment),
    store: rateLimitStoreFor(options.database),
    rateLimit: rateLimitFrom(options.environment),
    timeoutMilliseconds: gatewayTimeoutFrom(options.environment),
  };
  // Gateway errors carry a `code`; the server's one error handler answers them with it.
  app.get("/api/inference-gateway", async (request, reply) => {
    const access = accessOf(request, state.policy);
    reply.header("cache-control", "no-store").header("vary", TOKEN_HEADER);
    // Only what this caller may spend: to anyone else the operator's keys are nobody's business.
    return {
      configuredProviders: access.operatorKeys ? configuredProviders(options.environment) : [],
    };
  });
  app.get("/api/inference/status", async (request, reply) => {
    const access = accessOf(request, state.policy);
    const configured = new Set(configuredProviders(options.environment));
    // The answer depends on the caller's token and address: no shared cache may keep it.
    reply.header("cache-control", "no-store").header("vary", TOKEN_HEADER);
    return {
      providers: Object.fromEntries(
        Object.keys(PROVIDERS).map((id) => [
          id,
          { operatorKey: access.operatorKeys && configured.has(id) },
        ]),
      ),
      tokenRequired: access.tokenRequired,
      tokenAccepted: access.tokenAccepted,
    };
  });

  // Bodies pass through untouched, whatever their type, so this scope parses nothing.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  guardRequestBody(app, state.timeoutMilliseconds);
  const handler = (request: FastifyRequest, reply: FastifyReply) => relay(request, reply, state);
  // Operator keys are spent here: only this server's own pages and clients may call, never a
  // form, beacon or no-cors fetch from another site (refused before the body is read).
  const onRequest = crossSiteGuard(options.siteOrigins, {
    clientHeader: true,
    acceptsBody: (type) => type === undefined || GATEWAY_BODY_TYPE.test(type),
  });
  app.get("/api/inference/:provider/_download", { onRequest }, (request, reply) =>
    download(request, reply, state),
  );
  app.post("/api/inference/:provider/*", { bodyLimit: BODY_LIMIT, onRequest }, handler);
  app.get("/api/inference/:provider/*", { onRequest }, handler);
}
