import { describe, expect, it } from "vitest";
import { csvField } from "./batch-export.js";
import { BatchFileError, parseBatchFile } from "./batch-upload.js";

describe("parseBatchFile", () => {
  it("reads quoted CSV fields with commas, doubled quotes, line breaks and CRLF", () => {
    const text = '\uFEFFlabel,Text\r\nPOSITIVE,"a ""fine"", long\nfilm"\r\n,plain\r\n';
    expect(parseBatchFile(text, "csv", 10)).toEqual([
      { input: 'a "fine", long\nfilm', expected: "POSITIVE" },
      { input: "plain" },
    ]);
  });

  it("reads JSON Lines, skipping blank lines, by own keys only", () => {
    const text = '{"text":"one","label":"A"}\n\n{"input":"two"}\n';
    expect(parseBatchFile(text, "jsonl", 10)).toEqual([
      { input: "one", expected: "A" },
      { input: "two" },
    ]);
    expect(() => parseBatchFile('{"__proto__":{"input":"x"}}\n', "jsonl", 10)).toThrow(/no input/);
  });

  it("refuses too many rows, long fields and a missing input column", () => {
    expect(() => parseBatchFile("input\na\nb\nc\n", "csv", 2)).toThrow(/3 rows; at most 2/);
    expect(() => parseBatchFile('{"input":"a"}\n{"input":"b"}\n', "jsonl", 1)).toThrow(/at most 1/);
    expect(() => parseBatchFile(`input\n${"x".repeat(20_001)}\n`, "csv", 2)).toThrow(
      /longer than 20000/,
    );
    expect(() => parseBatchFile("words\nhi\n", "csv", 2)).toThrow(BatchFileError);
  });
});

describe("csvField", () => {
  it("quotes separators and defuses spreadsheet formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField("@SUM(A1)\n")).toBe('"\'@SUM(A1)\n"');
    expect(csvField(undefined)).toBe("");
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
  });
});
