import { describe, expect, it } from "vitest";
import task from "./token-classification.js";

describe("token classification demo", () => {
  const output = task.demo.outputs[0];
  if (output?.type !== "text-with-tokens") throw new Error("text-with-tokens output expected");
  const { text, tokens } = output.content;

  it("marks the entities a reader expects, with the right types", () => {
    const marked = tokens.map(({ start, end, type }) => [text.slice(start, end), type]);
    expect(marked).toEqual([
      ["Ada Lovelace", "PER"],
      ["Charles Babbage", "PER"],
      ["London", "LOC"],
      ["Analytical Engine", "MISC"],
    ]);
  });

  // Offsets that cut a word in half would highlight garbage in the web app.
  it("starts and ends every span on a word boundary, without overlaps", () => {
    let previousEnd = 0;
    for (const { start, end } of tokens) {
      expect(start).toBeGreaterThanOrEqual(previousEnd);
      expect(text.slice(start - 1, start)).toMatch(/^(\s|)$/);
      expect(text.slice(end, end + 1)).toMatch(/^[\s.,]?$/);
      previousEnd = end;
    }
  });

  it("shows the same sentence as input and output", () => {
    const input = task.demo.inputs[0];
    expect(input?.type === "text" ? input.content : undefined).toBe(text);
  });
});
