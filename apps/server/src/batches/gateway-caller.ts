import { Readable } from "node:stream";
import { matchInferenceRoute } from "@modeldeck/inference";
import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock.js";
import { GatewayError } from "../gateway/gateway-error.js";
import {
  callerAuthMethod,
  knownProvider,
  resolveGatewayTarget,
  type GatewayEnvironment,
} from "../gateway/gateway-target.js";
import { enforceRateLimit, type RateLimit, type RateLimitStore } from "../gateway/rate-limiter.js";
import { UpstreamCall } from "../gateway/upstream-call.js";

/**
 * The address the batch runner gives the inference client as its `gatewayUrl`. Nothing listens
 * there: {@link gatewayFetch} answers it in process, through the gateway's own functions.
 */
export const IN_PROCESS_GATEWAY = "http://gateway.modeldeck.internal/api/inference";

/** Headers a batch call passes on, as the gateway route does (keys are added by the target). */
const FORWARDED_REQUEST_HEADERS = ["content-type", "accept", "x-wait-for-model", "x-use-cache"];

/**
 * What a batch's calls share with the gateway route: the operator's environment, the `fetch`
 * that reaches providers, the rate-limit store and setting, the gateway timeout, and who the
 * batch runs for: `operatorKeys` when it runs on the operator's keys (its owner could spend them
 * when starting it), and the rate-limit key of that caller, so a batch counts against the same
 * limit as the caller's own calls.
 *
 * @example
 * ```ts
 * const context: GatewayCallContext = { environment, fetch, clock, store, rateLimit, timeoutMilliseconds: 60_000, operatorKeys: true, rateLimitKey: "ip:127.0.0.1", log };
 * ```
 */
export interface GatewayCallContext {
  environment: GatewayEnvironment;
  fetch: typeof fetch;
  clock: Clock;
  store: RateLimitStore;
  rateLimit: RateLimit;
  timeoutMilliseconds: number;
  operatorKeys: boolean;
  rateLimitKey: string;
  log: FastifyBaseLogger;
}

function errorResponse(error: GatewayError): Response {
  return new Response(JSON.stringify({ error: error.message }), {
    status: error.statusCode,
    headers: { "content-type": "application/json", ...error.headers },
  });
}

function plainHeaders(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

function waitFor(milliseconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(done, milliseconds);
    function done() {
      signal?.removeEventListener("abort", stop);
      resolve();
    }
    function stop() {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    }
    signal?.addEventListener("abort", stop, { once: true });
  });
}

/**
 * Counts the call against the caller's rate limit; over it, a batch waits for the next window
 * instead of failing its rows (a person clicking would get the 429; a batch can wait).
 */
async function withinRateLimit(context: GatewayCallContext, signal: AbortSignal | undefined) {
  for (;;) {
    try {
      await enforceRateLimit(context.store, context.clock, context.rateLimit, context.rateLimitKey);
      return;
    } catch (error) {
      if (!(error instanceof GatewayError) || error.statusCode !== 429) throw error;
      await waitFor(Number(error.headers["retry-after"] ?? "1") * 1000, signal);
    }
  }
}

async function relayed(
  context: GatewayCallContext,
  url: URL,
  init: RequestInit | undefined,
): Promise<Response> {
  const prefix = new URL(IN_PROCESS_GATEWAY).pathname + "/";
  const rest = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : "";
  const provider = rest.slice(0, Math.max(0, rest.indexOf("/")));
  const rawPath = rest.slice(provider.length + 1);
  const definition = knownProvider(provider);
  const requestHeaders = plainHeaders(init);
  const method = init?.method ?? "GET";
  const match =
    definition === undefined
      ? undefined
      : matchInferenceRoute({
          provider,
          method,
          path: rawPath,
          search: url.search,
          authMethod: callerAuthMethod(definition, requestHeaders),
        });
  if (match === undefined)
    throw new GatewayError(404, "not_inference_route", "not an inference route");
  await withinRateLimit(context, init?.signal ?? undefined);
  const target = resolveGatewayTarget({
    provider,
    rawPath,
    search: url.search,
    authorization: requestHeaders.authorization,
    headers: requestHeaders,
    environment: context.environment,
    access: { operatorKeys: context.operatorKeys, tokenRequired: false, tokenRejected: false },
    subdomain: match.subdomain,
  });
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = requestHeaders[name];
    if (value !== undefined) headers[name] = value;
  }
  Object.assign(headers, target.headers);
  const call = new UpstreamCall({
    provider,
    timeoutMilliseconds: context.timeoutMilliseconds,
    log: context.log,
  });
  const signal = init?.signal ?? undefined;
  const leave = () => call.callerLeft();
  signal?.addEventListener("abort", leave, { once: true });
  const done = () => {
    signal?.removeEventListener("abort", leave);
    call.callerLeft();
  };
  let streaming = false;
  try {
    const response = await call.fetch(context.fetch, target.url, {
      method,
      headers,
      body: init?.body ?? null,
      redirect: "manual",
    });
    const status = response.status >= 300 && response.status < 400 ? 502 : response.status;
    const streamed = response.headers.get("content-type")?.includes("text/event-stream");
    if (status === 204 || status >= 300 || !streamed) {
      const body =
        response.status >= 400 && target.operatorSecrets.length > 0
          ? await call.redactedText(response, target.operatorSecrets)
          : await response.arrayBuffer();
      return new Response(status === 204 ? null : body, { status, headers: response.headers });
    }
    // Event streams pass through as they arrive (with the stall timeout), so a streamed chat's
    // first token reaches the runner when the provider sends it: the batch times it. Whole
    // answers are read at once (cheaper per row than a stream adapter).
    const stream = call.body(response, () =>
      stream?.destroy(new Error("the provider cut its answer")),
    );
    if (stream === undefined) return new Response(null, { status, headers: response.headers });
    streaming = true;
    stream.once("close", done);
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
      status,
      headers: response.headers,
    });
  } finally {
    if (!streaming) done();
  }
}

/**
 * A `fetch` for the inference client that sends each call through the gateway's code path in
 * process: the same route allow-list (`matchInferenceRoute`), the same rule for whose key goes
 * where (`resolveGatewayTarget`: operator keys only when the batch may spend them, a user's key
 * only to its own provider), the same rate limit, timeout and redaction of the operator's keys
 * in error answers. Gateway refusals come back as the HTTP answers the route would give, so the
 * client classifies them as it would over the network. Anything not addressed to
 * {@link IN_PROCESS_GATEWAY} (a Hub lookup) goes out through the plain `fetch`, without a key.
 *
 * @example
 * ```ts
 * await textClassification({ model, provider: "hf-inference", inputs: "great" }, { gatewayUrl: IN_PROCESS_GATEWAY, fetch: gatewayFetch(context) });
 * ```
 */
export function gatewayFetch(context: GatewayCallContext): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.href.startsWith(IN_PROCESS_GATEWAY + "/")) {
      const headers = plainHeaders(init);
      delete headers.authorization;
      return context.fetch(url, { ...init, headers });
    }
    try {
      return await relayed(context, url, init);
    } catch (error) {
      if (error instanceof GatewayError) return errorResponse(error);
      throw error;
    }
  };
}
