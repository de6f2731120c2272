import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SseDecoder, SseErrorEvent, completeLength } from "./sse.js";

const encoder = new TextEncoder();

function decodeInPieces(text: string, splits: number[]): (string | SseErrorEvent)[] {
  const bytes = encoder.encode(text);
  const decoder = new SseDecoder();
  const events: (string | SseErrorEvent)[] = [];
  let start = 0;
  for (const split of [...splits, bytes.length]) {
    events.push(...decoder.push(bytes.subarray(start, split)));
    start = split;
  }
  const tail = decoder.end();
  if (tail !== undefined) events.push(tail);
  return events;
}

const STREAM =
  ": keep-alive comment\n" +
  'data: {"token":"héllo 👋 日本 €"}\n\n' +
  'event: message\r\nid: 7\r\ndata: {"a":1}\r\n\r\n' +
  "data: first line\rdata: second line\r\r" +
  "data:no-space\n\n" +
  "retry: 100\n\n" +
  "data: [DONE]\n\n";

const EXPECTED = [
  '{"token":"héllo 👋 日本 €"}',
  '{"a":1}',
  "first line\nsecond line",
  "no-space",
  "[DONE]",
];

describe("SseDecoder", () => {
  it("decodes events separated by LF, CRLF and CR, skipping comments and other fields", () => {
    expect(decodeInPieces(STREAM, [])).toEqual(EXPECTED);
  });

  it("gives the same events whatever byte the stream is split at", () => {
    const length = encoder.encode(STREAM).length;
    for (let split = 1; split < length; split++) {
      expect(decodeInPieces(STREAM, [split])).toEqual(EXPECTED);
    }
  });

  it("gives the same events when every byte arrives alone", () => {
    const length = encoder.encode(STREAM).length;
    const splits = Array.from({ length: length - 1 }, (_, index) => index + 1);
    expect(decodeInPieces(STREAM, splits)).toEqual(EXPECTED);
  });

  it("returns an unterminated last event from end(), for the caller to judge", () => {
    const decoder = new SseDecoder();
    expect(decoder.push(encoder.encode('data: {"a":1}\n\ndata: {"b":'))).toEqual(['{"a":1}']);
    expect(decoder.end()).toBe('{"b":');
    expect(decoder.end()).toBeUndefined();
  });
});

describe("SseDecoder text decoding", () => {
  it("drops a byte order mark that opens the stream, even when it arrives a byte at a time", () => {
    const text = "\uFEFFdata: a\n\n";
    expect(decodeInPieces(text, [])).toEqual(["a"]);
    expect(decodeInPieces(text, [1, 2, 3])).toEqual(["a"]);
  });

  it("keeps a byte order mark inside the data", () => {
    expect(decodeInPieces("data: a\n\ndata: \uFEFFb\n\n", [])).toEqual(["a", "\uFEFFb"]);
  });

  it("decodes malformed UTF-8 as a streaming decoder does, wherever it is split", () => {
    const bytes = Uint8Array.from([
      ...encoder.encode("data: "),
      0xe2,
      0x82,
      0x41,
      0xf0,
      0x9f,
      0x98,
      0xff,
      0x80,
      0x80,
      0x80,
      0x80,
      0xc3,
      0xa9,
      0xe2,
      0x82,
      10,
      10,
    ]);
    const expected = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes.subarray(6, -2));
    for (let split = 1; split < bytes.length; split++) {
      const decoder = new SseDecoder();
      const events = [
        ...decoder.push(bytes.subarray(0, split)),
        ...decoder.push(bytes.subarray(split)),
      ];
      expect(events).toEqual([expected]);
    }
  });

  it("turns a character cut by the end of the stream into a replacement character", () => {
    const decoder = new SseDecoder();
    expect(decoder.push(Uint8Array.from([...encoder.encode("data: a"), 0xf0, 0x9f]))).toEqual([]);
    expect(decoder.end()).toBe("a\uFFFD");
  });

  it("counts as complete every byte up to the start of a cut character", () => {
    const euro = [0xe2, 0x82, 0xac];
    expect(completeLength(Uint8Array.from([]))).toBe(0);
    expect(completeLength(Uint8Array.from([0x61, ...euro]))).toBe(4);
    expect(completeLength(Uint8Array.from([0x61, 0xe2, 0x82]))).toBe(1);
    expect(completeLength(Uint8Array.from([0x61, 0xf0, 0x9f, 0x98]))).toBe(1);
    expect(completeLength(Uint8Array.from([0x61, 0xf0, 0x9f, 0x98, 0x80]))).toBe(5);
    expect(completeLength(Uint8Array.from([0x61, 0xc3]))).toBe(1);
    expect(completeLength(Uint8Array.from([0x80, 0x80, 0x80, 0x80]))).toBe(4);
  });
});

describe("SseDecoder on generated streams", () => {
  it("recovers every event's data whatever the line endings and chunk boundaries", () => {
    const line = fc
      .string({ unit: "grapheme", maxLength: 30 })
      .filter((text) => !/[\r\n]/.test(text));
    const event = fc.array(line, { minLength: 1, maxLength: 3 });
    const ending = fc.constantFrom("\n", "\r\n", "\r");
    fc.assert(
      fc.property(
        fc.array(event, { maxLength: 8 }),
        ending,
        fc.array(fc.nat(), { maxLength: 6 }),
        (events, newline, cuts) => {
          const text = events
            .map((lines) => lines.map((data) => `data: ${data}${newline}`).join("") + newline)
            .join("");
          const length = encoder.encode(text).length;
          const splits = [...new Set(cuts.map((cut) => (length === 0 ? 0 : cut % length)))].sort(
            (a, b) => a - b,
          );
          // Events whose data is empty are keep-alives: skipped.
          const expected = events.map((lines) => lines.join("\n")).filter((data) => data !== "");
          expect(decodeInPieces(text, splits)).toEqual(expected);
        },
      ),
    );
  });

  it("decodes any bytes in a data line as one whole-buffer decode does, however they are split", () => {
    const payload = fc
      .uint8Array({ maxLength: 40 })
      .map((bytes) => bytes.map((byte) => (byte === 10 || byte === 13 ? 0x80 : byte)));
    fc.assert(
      fc.property(
        fc.array(payload, { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (payloads, cuts) => {
          const prefix = encoder.encode("data: ");
          const bytes = Uint8Array.from(payloads.flatMap((data) => [...prefix, ...data, 10, 10]));
          const splits = [...new Set(cuts.map((cut) => cut % bytes.length))].sort((a, b) => a - b);
          const decoder = new SseDecoder();
          const events: (string | SseErrorEvent)[] = [];
          let start = 0;
          for (const split of [...splits, bytes.length]) {
            events.push(...decoder.push(bytes.subarray(start, split)));
            start = split;
          }
          expect(decoder.end()).toBeUndefined();
          const whole = new TextDecoder("utf-8", { ignoreBOM: true });
          const expected = payloads.map((data) => whole.decode(data)).filter((data) => data !== "");
          expect(events).toEqual(expected);
        },
      ),
    );
  });
});

describe("SseDecoder on what providers and proxies really send", () => {
  it("skips empty data events (keep-alives) wherever the stream is cut", () => {
    const text = 'data:\n\ndata: {"n":1}\n\ndata: \n\n: ping\n\ndata:\r\n\r\ndata: {"n":2}\n\n';
    const length = encoder.encode(text).length;
    for (let split = 0; split <= length; split++) {
      expect(decodeInPieces(text, [split])).toEqual(['{"n":1}', '{"n":2}']);
    }
  });

  it("dispatches a last event that has no terminating newline", () => {
    const text = 'data: {"n":1}\n\ndata: {"n":2}';
    const length = encoder.encode(text).length;
    for (let split = 0; split <= length; split++) {
      expect(decodeInPieces(text, [split])).toEqual(['{"n":1}', '{"n":2}']);
    }
  });

  it("marks events typed `event: error`, with or without data, wherever the stream is cut", () => {
    const text =
      'data: {"n":1}\n\nevent: error\ndata: {"message":"overloaded"}\n\nevent: error\n\nevent: error\ndata: oops';
    const length = encoder.encode(text).length;
    for (let split = 0; split <= length; split++) {
      expect(decodeInPieces(text, [split])).toEqual([
        '{"n":1}',
        new SseErrorEvent('{"message":"overloaded"}'),
        new SseErrorEvent(""),
        new SseErrorEvent("oops"),
      ]);
    }
  });
});

describe("SseDecoder on one large event", () => {
  it("decodes an 8 MB event arriving in 1 KiB chunks in one pass over it", () => {
    // A quadratic decoder re-reads everything buffered with each chunk: about 8,000 chunks each
    // scanning megabytes, which does not finish within the test's time. This one reads each
    // character a bounded number of times.
    const size = 8 * 1024 * 1024;
    const payload = JSON.stringify({ blob: "x".repeat(size) });
    const bytes = encoder.encode(`data: ${payload}\n\n`);
    const decoder = new SseDecoder();
    const events: (string | SseErrorEvent)[] = [];
    for (let start = 0; start < bytes.length; start += 1024) {
      events.push(...decoder.push(bytes.subarray(start, start + 1024)));
    }
    expect(events).toHaveLength(1);
    expect((events[0] as string).length).toBe(payload.length);
    expect(decoder.end()).toBeUndefined();
  });
});
