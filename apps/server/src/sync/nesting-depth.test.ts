import { describe, expect, it } from "vitest";
import { nestedDeeperThan } from "./nesting-depth.js";

describe("nestedDeeperThan", () => {
  it("counts arrays and objects as levels, scalars as none", () => {
    expect(nestedDeeperThan("text", 0)).toBe(false);
    expect(nestedDeeperThan({ a: 1 }, 1)).toBe(false);
    expect(nestedDeeperThan({ a: [1] }, 1)).toBe(true);
    expect(nestedDeeperThan({ a: [{ b: null }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
  });

  it("measures a million brackets without overflowing the stack", () => {
    const deep: unknown = JSON.parse(`${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`);
    expect(nestedDeeperThan(deep, 64)).toBe(true);
  });
});
