import { describe, expect, it } from "vitest";
import { errorKind, errorsByKind } from "./errors-by-kind.js";

describe("errorKind", () => {
  it.each([
    [{ status: 429, name: "InferenceClientProviderApiError" }, "rate-limited"],
    [{ status: 503, name: "InferenceClientProviderApiError" }, "server-error"],
    [{ status: 504 }, "timeout"],
    [{ status: 408 }, "timeout"],
    [{ status: 401 }, "unauthorized"],
    [{ status: 403 }, "unauthorized"],
    [{ status: 422 }, "invalid-request"],
    [{ name: "TimeoutError" }, "timeout"],
    [{ name: "InferenceClientJobTimeoutError" }, "timeout"],
    [{ name: "AbortError" }, "cancelled"],
    [{ name: "TypeError" }, "network"],
    [{ name: "InferenceOutputError" }, "bad-output"],
    [{ name: "InferenceClientProviderOutputError" }, "bad-output"],
    [{ name: "InferenceClientInputError" }, "invalid-request"],
    [{ name: "constructor" }, "other"],
    [{ name: "__proto__" }, "other"],
    [{ status: 302 }, "other"],
    [{}, "other"],
  ])("classifies %j as %s", (facts, kind) => {
    expect(errorKind(facts)).toBe(kind);
  });
});

describe("errorsByKind", () => {
  it("counts kinds, most frequent first, then by name", () => {
    expect(
      errorsByKind([
        { status: 429 },
        { status: 503 },
        { status: 429 },
        { name: "TimeoutError" },
        { status: 500 },
      ]),
    ).toEqual([
      { kind: "rate-limited", count: 2 },
      { kind: "server-error", count: 2 },
      { kind: "timeout", count: 1 },
    ]);
    expect(errorsByKind([])).toEqual([]);
  });
});
