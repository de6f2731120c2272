import { InferenceClientProviderApiError, InferenceClientProviderOutputError } from "../errors.js";
import type { ErrorContext } from "./http-error.js";
import { describeErrorValue, requestIdOf } from "./http-error.js";
import { SseDecoder } from "./sse.js";

function parseEvent(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch (cause) {
    throw new InferenceClientProviderOutputError(
      `Failed to parse an event of the stream as JSON: ${data.slice(0, 200)}`,
      { cause },
    );
  }
}

/**
 * Reads an event stream and yields each event's JSON. `[DONE]` ends it (the only place that
 * knows this marker); an event carrying `error` throws "Error forwarded from backend: …";
 * a stream cut in the middle of an event throws instead of losing it silently.
 */
export async function* readEventStream<T>(
  send: () => Promise<{ response: Response; context: ErrorContext }>,
): AsyncGenerator<T> {
  // Sending from inside keeps the whole call in one generator (every layer of `yield*` adds
  // promise hops to each of thousands of events) and keeps it lazy: nothing is sent until
  // the first read, where HTTP errors then surface.
  const { response, context } = await send();
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new SseDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      let payloads: string[];
      if (done) {
        const tail = decoder.end();
        if (tail !== undefined && tail !== "[DONE]") {
          try {
            JSON.parse(tail);
          } catch {
            throw new InferenceClientProviderOutputError(
              `The event stream ended in the middle of an event: ${tail.slice(0, 200)}`,
            );
          }
        }
        payloads = tail === undefined ? [] : [tail];
      } else {
        payloads = decoder.push(value);
      }
      for (const data of payloads) {
        if (data === "[DONE]") return;
        const event = parseEvent(data);
        if (event && typeof event === "object" && "error" in event) {
          const message = `Error forwarded from backend: ${describeErrorValue(event.error)}`;
          const { request, secrets } = context;
          throw new InferenceClientProviderApiError(
            message,
            request,
            { status: response.status, requestId: requestIdOf(response), body: data },
            secrets.filter((secret): secret is string => !!secret),
          );
        }
        yield event as T;
      }
      if (done) return;
    }
  } finally {
    // Closes the connection when the consumer stops early or the stream ends on [DONE].
    await reader.cancel().catch(() => undefined);
  }
}
