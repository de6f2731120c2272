import { InferenceClientProviderOutputError } from "../errors.js";
import { InferenceClientProviderApiError } from "../http-request-errors.js";
import type { ErrorContext } from "./http-error.js";
import { describeErrorValue, requestIdOf } from "./http-error.js";
import { redactText } from "./redact.js";
import type { SseErrorEvent } from "./sse.js";
import { SseDecoder } from "./sse.js";

/** Sends the request; resolves once the answer is known to be an event stream. */
export type SendStreamRequest = () => Promise<{ response: Response; context: ErrorContext }>;

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };

/** Raw event text for a message: cut short, and without any secret of the request. */
const excerpt = (data: string, context: ErrorContext | undefined) =>
  redactText(data.slice(0, 200), context?.secrets ?? []);

function parseEvent(data: string, context: ErrorContext | undefined): unknown {
  try {
    return JSON.parse(data);
  } catch (cause) {
    throw new InferenceClientProviderOutputError(
      `Failed to parse an event of the stream as JSON: ${excerpt(data, context)}`,
      { cause },
    );
  }
}

/**
 * Reads an event stream and yields each event's JSON. `[DONE]` ends it (the only place that
 * knows this marker); an event carrying a non-null `error` throws "Error forwarded from
 * backend: …"; a stream whose last event is cut off ends with everything before it, as 3.6.2's.
 *
 * A hand-written async iterator rather than an async generator: with thousands of events per
 * answer, a generator's extra promise hops per `yield` cost more than all the parsing. It is
 * lazy like a generator: nothing is sent before the first `next()`, where HTTP errors surface.
 */
export class EventStream<T> implements AsyncGenerator<T, undefined> {
  private reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  private response: Response | undefined;
  private context: ErrorContext | undefined;
  private readonly decoder = new SseDecoder();
  private queue: (string | SseErrorEvent)[] = [];
  private position = 0;
  private finished = false;
  private ended = false;
  /** Overlapping `next()` calls run one after the other, as with a generator. */
  private pending = 0;
  private current: Promise<unknown> = Promise.resolve();

  constructor(private readonly send: SendStreamRequest) {}

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<T, undefined>> {
    // Fast path: an event already decoded and nothing in flight is answered without entering
    // an async function, so each event costs one resolved promise.
    if (this.pending === 0 && this.position < this.queue.length) {
      const data = this.queue[this.position] as string | SseErrorEvent;
      if (data !== "[DONE]") {
        this.position++;
        try {
          return Promise.resolve(this.eventOf(data));
        } catch (error) {
          return this.close().then(() => Promise.reject(error));
        }
      }
    }
    const result = this.pending++ > 0 ? this.current.then(this.step, this.step) : this.step();
    this.current = result;
    return result;
  }

  async return(): Promise<IteratorResult<T, undefined>> {
    await this.close();
    return DONE;
  }

  async throw(error: unknown): Promise<IteratorResult<T, undefined>> {
    await this.close();
    throw error;
  }

  /** Ends the stream and closes the connection (the consumer stopped early, or an error). */
  private async close(): Promise<void> {
    this.finished = true;
    this.queue = [];
    await this.reader?.cancel().catch(() => undefined);
  }

  /**
   * Ends the stream at `[DONE]`. Servers end the body right after it, and reading that end
   * (rather than cancelling) lets the connection be reused for the next request: a cancelled
   * body closes it, and a new connection costs a TCP and TLS handshake. Anything the server
   * sends after `[DONE]` is not waited for: that read cancels the body.
   */
  private finishAtDone(): void {
    this.finished = true;
    this.queue = [];
    const reader = this.reader;
    if (reader === undefined || this.ended) return;
    reader.read().then(
      ({ done }) => (done ? undefined : reader.cancel().catch(() => undefined)),
      () => undefined,
    );
  }

  /**
   * Answers a `next()` that could not take the fast path. Promise callbacks rather than an async
   * function: with one event per chunk (a server writing each token as it comes), this runs for
   * every event, and an async function's extra promise and resumption would cost more than the
   * decoding.
   */
  private readonly step = (): Promise<IteratorResult<T, undefined>> => {
    const result = this.answer();
    return result instanceof Promise ? result : Promise.resolve(result);
  };

  /** The next event from the decoded queue, reading (or sending the request) when it is empty. */
  private answer(): IteratorResult<T, undefined> | Promise<IteratorResult<T, undefined>> {
    try {
      if (this.finished) return this.settle(DONE);
      if (this.position < this.queue.length) {
        const data = this.queue[this.position++] as string | SseErrorEvent;
        if (data !== "[DONE]") return this.settle(this.eventOf(data));
        this.finishAtDone();
        return this.settle(DONE);
      }
      if (this.ended) {
        this.finished = true;
        return this.settle(DONE);
      }
      if (this.reader === undefined) return this.open().then(this.answerAfterOpen, this.failed);
      return this.reader.read().then(this.onRead, this.readFailed);
    } catch (error) {
      return this.failed(error);
    }
  }

  private readonly answerAfterOpen = () => this.answer();

  private readonly onRead = ({
    done,
    value,
  }: ReadableStreamReadResult<Uint8Array>):
    IteratorResult<T, undefined> | Promise<IteratorResult<T, undefined>> => {
    if (this.finished) return this.settle(DONE);
    try {
      this.position = 0;
      if (done) {
        this.ended = true;
        this.queue = this.tailEvents(this.decoder.end());
      } else {
        this.queue = this.decoder.push(value);
      }
    } catch (error) {
      return this.failed(error);
    }
    return this.answer();
  };

  /** Sends the request; a stream without a body ends at once. */
  private async open(): Promise<void> {
    const { response, context } = await this.send();
    this.response = response;
    this.context = context;
    if (response.body) this.reader = response.body.getReader();
    else this.finished = true;
  }

  /** The `next()` under way is answered: the next one may take the fast path. */
  private settle<R>(result: R): R {
    this.pending--;
    return result;
  }

  /**
   * A read that failed: the connection was reset or closed mid-answer (undici says
   * "terminated"). That becomes a typed error; an abort stays the caller's abort.
   */
  private readonly readFailed = (error: unknown): Promise<never> => {
    if (this.context?.signal?.aborted || (error as Error | undefined)?.name === "AbortError") {
      return this.failed(error);
    }
    return this.failed(
      new InferenceClientProviderOutputError(
        `The connection to ${this.context?.request.url ?? "the provider"} was lost in the middle of the event stream`,
        { cause: error },
      ),
    );
  };

  private readonly failed = async (error: unknown): Promise<never> => {
    await this.close();
    this.pending--;
    throw error;
  };

  /** One event's JSON, or the backend error it forwards. */
  private eventOf(data: string | SseErrorEvent): IteratorYieldResult<T> {
    if (typeof data !== "string") throw this.errorEvent(data.data);
    const event = parseEvent(data, this.context);
    // `"error": null` is how some servers say "no error" in every chunk.
    if (event && typeof event === "object" && (event as { error?: unknown }).error != null) {
      throw this.forwarded((event as { error: unknown }).error, data);
    }
    return { done: false, value: event as T };
  }

  /**
   * The last event, which the server ended without a blank line: kept when it is complete
   * (Cerebras ends its streams so); one cut in the middle is dropped, as 3.6.2 drops it, so the
   * stream ends cleanly with all the text that came before.
   */
  private tailEvents(tail: string | SseErrorEvent | undefined): (string | SseErrorEvent)[] {
    if (tail === undefined) return [];
    if (typeof tail === "string" && tail !== "[DONE]") {
      try {
        JSON.parse(tail);
      } catch {
        return [];
      }
    }
    return [tail];
  }

  /** An `event: error`: its JSON `error`/`message` when it has one, otherwise its text. */
  private errorEvent(data: string): Error {
    let value: unknown = data || "the provider sent an error event without details";
    try {
      const parsed = JSON.parse(data) as unknown;
      value =
        parsed && typeof parsed === "object"
          ? ((parsed as Record<string, unknown>).error ?? parsed)
          : parsed;
    } catch {
      // Not JSON: the text itself is the message.
    }
    return this.forwarded(value, data);
  }

  private forwarded(error: unknown, data: string): Error {
    const { request, secrets } = this.context as ErrorContext;
    const response = this.response as Response;
    return new InferenceClientProviderApiError(
      `Error forwarded from backend: ${describeErrorValue(error)}`,
      request,
      { status: response.status, requestId: requestIdOf(response), body: data },
      secrets.filter((secret): secret is string => !!secret),
    );
  }
}
