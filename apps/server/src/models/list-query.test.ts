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

  it.each([
    [{ limit: "1001" }],
    [{ limit: "1e3" }],
    [{ sort: "__proto__" }],
    [{ sort: "toString" }],
    [{ direction: "up" }],
    [{ author: "../x" }],
    [{ pipeline_tag: "Text Generation" }],
    [{ search: ["a", "b"] }],
    [{ "expand[]": "secret" }],
    [{ cursor: "%%%" }],
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

  it("parses expand alone for model info", () => {
    expect(parseExpand({ expand: "inferenceProviderMapping" })).toEqual([
      "inferenceProviderMapping",
    ]);
    expect(parseExpand({})).toBeUndefined();
  });
});
