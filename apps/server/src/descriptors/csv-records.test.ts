import { describe, expect, it } from "vitest";
import { csvRecords, CsvSyntaxError, type CsvRecord } from "./csv-records.js";

async function collect(text: string): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  async function* lines() {
    yield* text.split("\n");
  }
  for await (const record of csvRecords(lines())) records.push(record);
  return records;
}

describe("csvRecords", () => {
  it("splits quoted fields with commas, doubled quotes and line breaks", async () => {
    expect(await collect('a,"b,c","say ""hi"""\r\n\n"multi\nline",x,\n')).toEqual([
      { line: 1, fields: ["a", "b,c", 'say "hi"'] },
      { line: 3, fields: ["multi\nline", "x", ""] },
    ]);
  });

  it("reports an unclosed quote at the line it opened on", async () => {
    const failure = await collect('id\n"open,\nstill open').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CsvSyntaxError);
    expect(failure).toMatchObject({ line: 2 });
  });
});
