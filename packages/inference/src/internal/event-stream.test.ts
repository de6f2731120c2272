import { describe, expect, it } from "vitest";
import { EventStream } from "./event-stream.js";

const encoder = new TextEncoder();

/** An event stream answer from memory, recording whether the reader cancelled it. */
function answer(text: string) {
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text));
    },
    cancel() {
      state.cancelled = true;
    },
  });
  const response = new Response(body, { headers: { "content-type": "text/event-stream" } });
  const context = { request: { url: "http://fake.invalid", method: "POST" }, secrets: [] };
  return { state, stream: new EventStream<{ n: number }>(async () => ({ response, context })) };
}

describe("EventStream", () => {
  it("sends nothing before the first read", async () => {
    let sent = 0;
    const stream = new EventStream(async () => {
      sent++;
      throw new Error("offline");
    });
    expect(sent).toBe(0);
    await expect(stream.next()).rejects.toThrow("offline");
    expect(sent).toBe(1);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  it("answers overlapping next() calls in order", async () => {
    const { stream } = answer('data: {"n":1}\n\ndata: {"n":2}\n\ndata: [DONE]\n\n');
    const results = await Promise.all([stream.next(), stream.next(), stream.next()]);
    expect(results).toEqual([
      { done: false, value: { n: 1 } },
      { done: false, value: { n: 2 } },
      { done: true, value: undefined },
    ]);
  });

  it("closes the connection when the consumer stops early", async () => {
    const { stream, state } = answer('data: {"n":1}\n\ndata: {"n":2}\n\n');
    for await (const event of stream) {
      expect(event.n).toBe(1);
      break;
    }
    expect(state.cancelled).toBe(true);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  it("rethrows what throw() is given and ends", async () => {
    const { stream, state } = answer('data: {"n":1}\n\n');
    await expect(stream.throw(new Error("consumer failed"))).rejects.toThrow("consumer failed");
    expect(state.cancelled).toBe(false);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  it("throws a forwarded error met among already-decoded events, then ends", async () => {
    const { stream, state } = answer(
      'data: {"n":1}\n\ndata: {"error":"boom"}\n\ndata: {"n":3}\n\n',
    );
    expect(await stream.next()).toEqual({ done: false, value: { n: 1 } });
    await expect(stream.next()).rejects.toThrow("Error forwarded from backend: boom");
    expect(state.cancelled).toBe(true);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  it("reports events that are not JSON", async () => {
    const { stream } = answer("data: not json\n\n");
    await expect(stream.next()).rejects.toThrow(
      "Failed to parse an event of the stream as JSON: not json",
    );
  });
});
