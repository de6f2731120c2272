import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../clock.js";
import type { Database } from "../db/database.js";
import {
  configuredProviders,
  resolveGatewayTarget,
  type GatewayEnvironment,
} from "../gateway/gateway-target.js";
import { enforceRateLimit, rateLimitFrom } from "../gateway/rate-limiter.js";
import { HttpError } from "../http-error.js";

/**
 * What the inference gateway needs from the server: the database (for shared rate-limit counters),
 * the environment (keys, URL overrides), the `fetch` that calls providers, and a clock.
 * `buildServer` fills them in; tests inject a loopback `fetch` and a fixed clock.
 *
 * @example
 * ```ts
 * const options: GatewayOptions = { database, environment: { HF_TOKEN: "hf_…" }, fetch: globalThis.fetch, clock: SYSTEM_CLOCK };
 * await app.register(inferenceGatewayRoutes, options);
 * ```
 */
export interface GatewayOptions {
  database: Database;
  environment: GatewayEnvironment;
  fetch: typeof fetch;
  clock: Clock;
}

/**
 * Request headers passed on to providers; everything else (cookies, host, …) stays here. Keys
 * are not among them: `resolveGatewayTarget` adds `authorization`, or a provider's own key header
 * such as Black Forest Labs' `x-key`, for the one destination they belong to.
 */
const FORWARDED_REQUEST_HEADERS = ["content-type", "accept", "x-wait-for-model", "x-use-cache"];
/** Response headers passed back; encodings and lengths are the server's own business. */
const FORWARDED_RESPONSE_HEADERS = ["content-type", "retry-after", "x-request-id", "cache-control"];
/** Request bodies up to 25 MB: images and audio travel base64-encoded. */
const BODY_LIMIT = 25 * 1024 * 1024;

function forward(request: FastifyRequest, options: GatewayOptions, signal: AbortSignal) {
  const { provider } = request.params as { provider: string };
  const prefix = `/api/inference/${provider}/`;
  const queryStart = request.url.indexOf("?");
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  // The path is forwarded as it arrived (still percent-encoded), so it must spell the provider plainly.
  if (!path.startsWith(prefix)) throw new HttpError(400, "inference path is not valid");
  const target = resolveGatewayTarget({
    provider,
    rawPath: path.slice(prefix.length),
    search: queryStart === -1 ? "" : request.url.slice(queryStart),
    authorization: request.headers.authorization,
    headers: request.headers,
    environment: options.environment,
  });
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  Object.assign(headers, target.headers);
  const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
  request.log.info({ provider, route: target.route }, "inference gateway request");
  return options
    .fetch(target.url, { method: request.method, headers, body, signal, redirect: "manual" })
    .catch((error: unknown) => {
      if (signal.aborted) throw error;
      throw new HttpError(502, `the ${provider} provider could not be reached`);
    });
}

async function relay(request: FastifyRequest, reply: FastifyReply, options: GatewayOptions) {
  const remaining = await enforceRateLimit(
    options.database,
    options.clock,
    rateLimitFrom(options.environment),
    `ip:${request.ip}`,
  );
  reply.header("x-ratelimit-remaining", String(remaining));
  // The caller going away cancels the provider call, so nobody pays for an unread stream.
  const controller = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const response = await forward(request, options, controller.signal);
  reply.status(response.status >= 300 && response.status < 400 ? 502 : response.status);
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) reply.header(name, value);
  }
  if (response.headers.get("content-type")?.includes("text/event-stream")) {
    // Proxies in front of us must not hold events back either.
    reply.header("cache-control", "no-cache").header("x-accel-buffering", "no");
  }
  if (response.body === null) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}

/**
 * The inference gateway: `POST|GET /api/inference/{provider}/{…path}` forwards to the router or
 * to the provider's own host (never anywhere else), adds the operator's key from the
 * environment when the caller sends none, streams responses through unbuffered and enforces a
 * per-client rate limit kept in the database. `GET /api/inference-gateway` lists the providers
 * the operator has keys for (never the keys).
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
  app.get("/api/inference-gateway", async () => ({
    configuredProviders: configuredProviders(options.environment),
  }));

  // Bodies pass through untouched, whatever their type, so this scope parses nothing.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "*",
    { parseAs: "buffer", bodyLimit: BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  const handler = (request: FastifyRequest, reply: FastifyReply) => relay(request, reply, options);
  app.post("/api/inference/:provider/*", { bodyLimit: BODY_LIMIT }, handler);
  app.get("/api/inference/:provider/*", handler);
}
