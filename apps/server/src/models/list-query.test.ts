import { describe, expect, it } from "vitest";
import { HttpError } from "../http-error.js";
import { decodeCursor, encodeCursor } from "./cursor.js";
import { parseExpand, parseListQuery } from "./list-query.js";

describe("parseListQuery", () => {
  it("applies the Hub's defaults", () => {
    expect(parseListQuery({})).toEqual({
      search: undefined,
      author: undefined,
      pipelineTag: undefined,
      library: undefined,
      tags: [],
      sort: "trendingScore",
      direction: -1,
      limit: 100,
      cursor: undefined,
      full: false,
      expand: undefined,
      withData: false,
    });
  });

  it("reads repeated and comma-separated filters, both expand spellings and sort aliases", () => {
    const query = parseListQuery({
      filter: ["en", "license:mit,onnx"],
      "expand[]": "tags",
      expand: ["likes", "tags"],
      sort: "trending",
      direction: "1",
      full: "true",
      limit: "1000",
    });
    expect(query).toMatchObject({
      tags: ["en", "license:mit", "onnx"],
      expand: ["likes", "tags"],
      sort: "trendingScore",
      direction: 1,
      full: true,
      limit: 1000,
      withData: true,
    });
  });

  // Lengths, patterns, enums and repeated single values are the route schema's
  // (routes/api-schemas.test.ts); these are what only the parser can tell.
  it.each([
    [{ sort: "__proto__" }],
    [{ sort: "toString" }],
    [{ "expand[]": "secret" }],
    [{ cursor: "%%%" }],
    [{ inference_provider: "together,Not A Provider" }],
    [{ filter: Array.from({ length: 21 }, (_, index) => `tag${index}`) }],
  ])("rejects %j with a 400", (raw) => {
    expect(() => parseListQuery(raw)).toThrow(HttpError);
  });

  it.each([
    ["search", "a\u0000b"],
    ["search", "bert\u001b[31m"],
    ["search", "tab\there"],
    ["search", "line\nbreak"],
    ["search", "del\u007f"],
    ["search", "c1\u0085"],
    ["filter", "a\u0000b"],
    ["filter", "en,x\u0001"],
    ["sort", "likes\u0000"],
    ["cursor", "\u0000"],
    ["inference_provider", "together\u0000"],
    ["other", "\u0000"],
    ["expand[]", "tags\u0000"],
  ])("refuses a control character in %s with a 400 naming it", (name, text) => {
    expect(() => parseListQuery({ [name]: text })).toThrow(
      new HttpError(400, `${name} must not contain control characters`),
    );
    expect(() => parseListQuery({ [name]: ["fine", text] })).toThrow(HttpError);
  });

  it("keeps non-ASCII text that is not a control character", () => {
    expect(parseListQuery({ search: "café 日本語 👩‍💻", filter: "ja,zh-ä" })).toMatchObject({
      search: "café 日本語 👩‍💻",
      tags: ["ja", "zh-ä"],
    });
  });

  it("round-trips cursors and refuses ones made for another sort", () => {
    const text = encodeCursor("likes", -1, { value: 12, id: "acme/x" });
    expect(decodeCursor(text, "likes", -1)).toEqual({ value: 12, id: "acme/x" });
    expect(() => decodeCursor(text, "likes", 1)).toThrow(/different sort/);
    expect(() =>
      decodeCursor(encodeCursor("createdAt", -1, { value: 5, id: "a/b" }), "createdAt", -1),
    ).toThrow(/not valid/);
  });

  it("reads the Hub's num_parameters range and refuses values it cannot read with a clear 400", () => {
    expect(parseListQuery({ num_parameters: "min:1B,max:6B" }).parameters).toEqual({
      min: 1e9,
      max: 6e9,
    });
    expect(parseListQuery({ num_parameters: "min:0,max:24B" }).parameters).toEqual({
      min: 0,
      max: 24e9,
    });
    expect(parseListQuery({ num_parameters: "max:500M" }).parameters).toEqual({ max: 5e8 });
    expect(parseListQuery({ num_parameters: "" }).parameters).toBeUndefined();
    for (const [text, message] of [
      ["6B", /min:<size> or max:<size>/],
      ["min:6X", /K, M, B or T suffix/],
      ["min:9B,max:6B", /min must be smaller than max/],
    ] as const) {
      const error = (() => {
        try {
          parseListQuery({ num_parameters: text });
        } catch (thrown) {
          return thrown;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(400);
      expect((error as HttpError).message).toMatch(message);
    }
  });

  it("parses expand alone for model info", () => {
    expect(parseExpand({ expand: "inferenceProviderMapping" })).toEqual([
      "inferenceProviderMapping",
    ]);
    expect(parseExpand({})).toBeUndefined();
  });
});
