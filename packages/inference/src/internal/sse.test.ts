import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SseDecoder } from "./sse.js";

const encoder = new TextEncoder();

function decodeInPieces(text: string, splits: number[]): string[] {
  const bytes = encoder.encode(text);
  const decoder = new SseDecoder();
  const events: string[] = [];
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
  'data: {"token":"héllo 👋"}\n\n' +
  'event: message\r\nid: 7\r\ndata: {"a":1}\r\n\r\n' +
  "data: first line\rdata: second line\r\r" +
  "data:no-space\n\n" +
  "retry: 100\n\n" +
  "data: [DONE]\n\n";

const EXPECTED = [
  '{"token":"héllo 👋"}',
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
          expect(decodeInPieces(text, splits)).toEqual(events.map((lines) => lines.join("\n")));
        },
      ),
    );
  });
});
