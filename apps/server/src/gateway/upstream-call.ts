import { Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyBaseLogger } from "fastify";
import { GatewayError } from "./gateway-error.js";
import type { GatewayEnvironment } from "./gateway-target.js";

/**
 * Reads `MODELDECK_GATEWAY_TIMEOUT_SECONDS` (default 300) in milliseconds: the longest the
 * gateway waits for a provider's answer to start, between two chunks of its answer, and between
 * two chunks of a caller's request body. Fractions are allowed.
 *
 * @example
 * ```ts
 * gatewayTimeoutFrom({ MODELDECK_GATEWAY_TIMEOUT_SECONDS: "30" }); // 30000
 * ```
 */
export function gatewayTimeoutFrom(environment: GatewayEnvironment): number {
  const seconds = Number(environment.MODELDECK_GATEWAY_TIMEOUT_SECONDS);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 300_000;
}

/** Plain words for the network errors Node's fetch reports in `cause.code`. */
const REASONS: Record<string, string> = {
  ECONNREFUSED: "the connection was refused",
  ENOTFOUND: "its address could not be looked up",
  EAI_AGAIN: "its address could not be looked up",
  ECONNRESET: "the connection was reset",
  EHOSTUNREACH: "the network path to it is down",
  ENETUNREACH: "the network is unreachable",
  ETIMEDOUT: "the connection timed out",
  UND_ERR_CONNECT_TIMEOUT: "the connection timed out",
  UND_ERR_SOCKET: "the connection was closed",
  CERT_HAS_EXPIRED: "its certificate is not valid",
  DEPTH_ZERO_SELF_SIGNED_CERT: "its certificate is not valid",
};

function networkCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === "object"; depth++) {
    const { code, errors, cause } = current as {
      code?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (typeof code === "string") return code;
    current = Array.isArray(errors) && errors.length > 0 ? errors[0] : cause;
  }
  return undefined;
}

/**
 * A provider call with the gateway's timeout: `fetch` is aborted when the answer has not started
 * within `timeoutMilliseconds`, and the answer's body when it stalls that long between chunks.
 * The caller going away aborts it too, so nobody pays for an unread stream.
 *
 * @example
 * ```ts
 * const call = new UpstreamCall({ provider: "together", timeoutMilliseconds: 300_000, log: request.log });
 * reply.raw.on("close", () => call.callerLeft());
 * const response = await call.fetch(fetch, url, init);
 * reply.send(call.body(response, () => reply.raw.destroy()));
 * ```
 */
export class UpstreamCall {
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private timedOut = false;

  constructor(
    private readonly setup: {
      provider: string;
      timeoutMilliseconds: number;
      log: FastifyBaseLogger;
    },
  ) {
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, setup.timeoutMilliseconds);
  }

  /** The caller closed its connection: stop the provider call and the clock. */
  callerLeft(): void {
    clearTimeout(this.timer);
    this.controller.abort();
  }

  private timeoutError(): GatewayError {
    const seconds = Math.round(this.setup.timeoutMilliseconds / 100) / 10;
    return new GatewayError(
      504,
      "upstream_timeout",
      `${this.setup.provider} did not answer within ${seconds} seconds`,
    );
  }

  /**
   * Sends the request. Network failures become a 502 `upstream_unreachable` (logged as a
   * one-line warning: the provider is down or this server is offline, nothing to fix here) and a
   * stall a 504 `upstream_timeout`.
   */
  async fetch(fetchFunction: typeof fetch, url: string, init: RequestInit): Promise<Response> {
    try {
      const response = await fetchFunction(url, { ...init, signal: this.controller.signal });
      this.timer.refresh();
      return response;
    } catch (error) {
      if (this.timedOut) {
        this.setup.log.warn({ provider: this.setup.provider }, "inference provider timed out");
        throw this.timeoutError();
      }
      clearTimeout(this.timer);
      if (this.controller.signal.aborted) throw error;
      const code = networkCode(error);
      this.setup.log.warn(
        { provider: this.setup.provider, reason: code ?? "network error" },
        "inference provider unreachable",
      );
      const reason = code !== undefined && REASONS[code] ? `: ${REASONS[code]}` : "";
      throw new GatewayError(
        502,
        "upstream_unreachable",
        `ModelDeck's server could not reach ${this.setup.provider}${reason}`,
      );
    }
  }

  /**
   * A provider's error answer as text with the operator's credentials replaced by
   * `[redacted]`: some providers quote the key they were sent when they refuse it. Error bodies
   * are small; anything past 1 MB is dropped.
   */
  async redactedText(response: Response, secrets: readonly string[]): Promise<string> {
    try {
      let text = (await response.text()).slice(0, 1024 * 1024);
      for (const secret of secrets) if (secret) text = text.split(secret).join("[redacted]");
      return text;
    } finally {
      clearTimeout(this.timer);
    }
  }

  /**
   * The answer's body as a Node stream that restarts the timeout with every chunk. A stall (or a
   * provider dropping the connection) calls `cut`, which closes the caller's connection: the
   * status is already sent, and a cut tells the caller the answer is partial. It is logged here
   * as one warning, not passed on as a stream error with a stack.
   */
  body(response: Response, cut: () => void): Readable | undefined {
    if (response.body === null) {
      clearTimeout(this.timer);
      return undefined;
    }
    const timer = this.timer;
    const watch = new Transform({
      transform(chunk, _encoding, done) {
        timer.refresh();
        done(null, chunk);
      },
      flush(done) {
        clearTimeout(timer);
        done();
      },
    });
    const source = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    source.on("error", () => {
      clearTimeout(timer);
      if (this.timedOut) {
        this.setup.log.warn({ provider: this.setup.provider }, "inference provider stalled");
      } else if (!this.controller.signal.aborted) {
        this.setup.log.warn({ provider: this.setup.provider }, "inference provider cut its answer");
      }
      cut();
    });
    watch.on("close", () => clearTimeout(timer));
    source.pipe(watch);
    return watch;
  }
}
