import { describe, expect, it } from "vitest";
import { nextPageUrl } from "./link-header.js";

describe("nextPageUrl", () => {
  it("reads the next page as huggingface.co sends it", () => {
    expect(
      nextPageUrl(
        '<https://huggingface.co/api/models?full=true&limit=1000&cursor=eyJfaWQiOnsiJGd0IjoiNjU0In19>; rel="next"',
      ),
    ).toBe(
      "https://huggingface.co/api/models?full=true&limit=1000&cursor=eyJfaWQiOnsiJGd0IjoiNjU0In19",
    );
  });

  it("finds next among several links and relation types", () => {
    const header = [
      '<https://huggingface.co/api/models?cursor=a>; rel="prev"',
      '<https://huggingface.co/api/models?cursor=b,c;d>; title="x"; rel="last next"',
    ].join(", ");
    expect(nextPageUrl(header)).toBe("https://huggingface.co/api/models?cursor=b,c;d");
    expect(nextPageUrl("<https://huggingface.co/api/models?cursor=b>; rel=next")).toBe(
      "https://huggingface.co/api/models?cursor=b",
    );
  });

  it("resolves a relative link against the base", () => {
    expect(nextPageUrl('</api/models?cursor=2>; rel="next"', "http://localhost:8080/")).toBe(
      "http://localhost:8080/api/models?cursor=2",
    );
  });

  it("gives undefined without a next link", () => {
    expect(nextPageUrl(null)).toBeUndefined();
    expect(nextPageUrl("")).toBeUndefined();
    expect(nextPageUrl('<https://huggingface.co/api/models?cursor=a>; rel="prev"')).toBeUndefined();
    expect(nextPageUrl('</api/models?cursor=2>; rel="next"')).toBeUndefined();
  });
});
