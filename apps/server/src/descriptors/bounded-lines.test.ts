import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { boundedLines, type LineProblem } from "./bounded-lines.js";
import { readDescriptors } from "./read-descriptors.js";

const collect = async (chunks: Iterable<Buffer> | AsyncIterable<Buffer>, limit = 1024) => {
  const lines: (string | LineProblem)[] = [];
  for await (const line of boundedLines(chunks, limit)) lines.push(line);
  return lines;
};

/** The text as bytes, cut into two chunks at `at`. */
const cut = (bytes: Buffer, at: number) => [bytes.subarray(0, at), bytes.subarray(at)];

describe("boundedLines", () => {
  it("reads the same lines wherever the chunks are cut, multi-byte characters and CRLF included", async () => {
    const text = Buffer.from('{"id":"caf\u00e9/\u6a21\u578b"}\r\n\n{"id":"a/b"}\nlast', "utf8");
    const whole = await collect([text]);
    expect(whole).toEqual(['{"id":"caf\u00e9/\u6a21\u578b"}', "", '{"id":"a/b"}', "last"]);
    for (let at = 0; at <= text.length; at += 1)
      expect(await collect(cut(text, at))).toEqual(whole);
  });

  it("skips a byte-order mark that opens the stream, and only there", async () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const text = Buffer.concat([bom, Buffer.from('{"id":"a/b"}\n'), bom, Buffer.from("x\n")]);
    for (let at = 0; at <= text.length; at += 1) {
      expect(await collect(cut(text, at))).toEqual(['{"id":"a/b"}', "\ufeffx"]);
    }
  });

  it("refuses bytes that are not UTF-8 by line number instead of replacing them", async () => {
    const text = Buffer.concat([
      Buffer.from('{"id":"a/b"}\n{"id":"caf'),
      Buffer.from([0xe9]), // Latin-1 "é"
      Buffer.from('"}\n{"id":"c/d"}\n'),
    ]);
    expect(await collect([text])).toEqual([
      '{"id":"a/b"}',
      { line: 2, error: "the line is not valid UTF-8; save the file as UTF-8" },
      '{"id":"c/d"}',
    ]);
    // A character cut between chunks is not invalid.
    const split = Buffer.from("\u00e9\n", "utf8");
    expect(await collect([split.subarray(0, 1), split.subarray(1)])).toEqual(["\u00e9"]);
  });

  it("refuses a line over the limit by number and reads on", async () => {
    const lines = await collect(
      [Buffer.from(`ok\n${"x".repeat(600)}`), Buffer.from(`${"y".repeat(600)}\nnext\n`)],
      1000,
    );
    expect(lines).toEqual([
      "ok",
      {
        line: 2,
        error:
          "the line is longer than 1000 bytes (MODELDECK_IMPORT_MAX_LINE_BYTES); it was not read",
      },
      "next",
    ]);
  });

  it("keeps memory bounded while a 400 MB line streams past", async () => {
    const MIB = 1024 * 1024;
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    // Produced lazily, a fresh mebibyte at a time, so nothing but the reader could hold it.
    async function* hugeLine(): AsyncGenerator<Buffer> {
      for (let index = 0; index < 400; index += 1) {
        peak = Math.max(peak, process.memoryUsage().rss);
        yield Buffer.alloc(MIB, 0x61);
      }
      yield Buffer.from('\n{"id":"after/huge"}\n');
    }
    const entries = [];
    for await (const entry of readDescriptors(Readable.from(hugeLine()), "jsonl", false)) {
      entries.push(entry);
    }
    expect(entries).toEqual([
      {
        line: 1,
        error: `the line is longer than ${16 * MIB} bytes (MODELDECK_IMPORT_MAX_LINE_BYTES); it was not read`,
      },
      { line: 2, value: { id: "after/huge" } },
    ]);
    // Today's limit is 16 MiB; holding the line would have taken 400 MB (1.4 GB as a string).
    expect(peak - baseline).toBeLessThan(120 * MIB);
  }, 120_000);
});

describe("readDescriptors", () => {
  it("reports refused lines of a CSV file by their numbers, the other lines keeping theirs", async () => {
    const csv = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from("id,downloads\nacme/one,1\nacme/t"),
      Buffer.from([0xff]),
      Buffer.from("o,2\nacme/three,3\n"),
    ]);
    const entries = [];
    for await (const entry of readDescriptors(Readable.from([csv]), "csv", false)) {
      entries.push(entry);
    }
    expect(entries.map((entry) => ("error" in entry ? entry : entry.line))).toEqual([
      2,
      { line: 3, error: "the line is not valid UTF-8; save the file as UTF-8" },
      4,
    ]);
  });
});
