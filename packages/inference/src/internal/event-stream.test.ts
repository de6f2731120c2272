import { describe, expect, it } from "vitest";
import { InferenceClientProviderOutputError } from "../errors.js";
import { EventStream } from "./event-stream.js";

const encoder = new TextEncoder();

/**
 * An event stream answer from memory, recording whether the reader cancelled it. Each text is
 * one chunk, handed over when read; the body then ends only when `ends` is set (else it stays
 * open).
 */
function answer(text: string | string[], ends = false) {
  const state = { cancelled: false };
  const pieces = typeof text === "string" ? [text] : [...text];
  // A high-water mark of 0: nothing is pulled before it is read, so the end is not known early.
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const piece = pieces.shift();
        if (piece !== undefined) controller.enqueue(encoder.encode(piece));
        else if (ends) controller.close();
        else return new Promise(() => undefined);
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
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

  it("reads the end of the body after [DONE] rather than cancelling it, so the connection is reused", async () => {
    const { stream, state } = answer(['data: {"n":1}\n\n', "data: [DONE]\n\n"], true);
    const events = [];
    for await (const event of stream) events.push(event.n);
    expect(events).toEqual([1]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.cancelled).toBe(false);
  });

  it("cancels the body when the server sends more after [DONE]", async () => {
    const { stream, state } = answer(["data: [DONE]\n\n", 'data: {"n":2}\n\n']);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.cancelled).toBe(true);
    expect(await stream.next()).toEqual({ done: true, value: undefined });
  });

  it("ends a next() waiting for bytes when the consumer calls return()", async () => {
    const { stream, state } = answer([]);
    const waiting = stream.next();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await stream.return()).toEqual({ done: true, value: undefined });
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(state.cancelled).toBe(true);
  });

  it("answers one event per chunk, and events split across chunks", async () => {
    const { stream } = answer(
      ['data: {"n":1}\n\n', 'data: {"n"', ':2}\n\ndata: {"n":3}\n', "\n"],
      true,
    );
    const events = [];
    for await (const event of stream) events.push(event.n);
    expect(events).toEqual([1, 2, 3]);
  });

  it("turns a connection reset while reading into a typed error, then ends", async () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulls++ === 0) controller.enqueue(encoder.encode('data: {"n":1}\n\n'));
        else controller.error(new Error("connection reset"));
      },
    });
    const response = new Response(body, { headers: { "content-type": "text/event-stream" } });
    const context = { request: { url: "http://fake.invalid", method: "POST" }, secrets: [] };
    const stream = new EventStream<{ n: number }>(async () => ({ response, context }));
    expect(await stream.next()).toEqual({ done: false, value: { n: 1 } });
    const error = await stream.next().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InferenceClientProviderOutputError);
    expect((error as Error).message).toBe(
      "The connection to http://fake.invalid was lost in the middle of the event stream",
    );
    expect((error as Error).cause).toMatchObject({ message: "connection reset" });
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
