import { describe, expect, it } from "vitest";
import { answerWords, normalizeAnswer } from "./normalize-answer.js";

describe("normalizeAnswer", () => {
  it.each([
    ["  The Cat's  HAT!! ", "the cats hat"],
    ["ＰＯＳＩＴＩＶＥ", "positive"], // full-width letters (NFKC)
    ["ﬁne", "fine"], // a ligature (NFKC)
    ["«Bonjour», dit-elle…", "bonjour ditelle"], // every Unicode punctuation, not only ASCII
    ["LABEL_1", "label1"], // "_" is connector punctuation
    ["5% + $3 °C", "5 + $3 °c"], // symbols (S) stay; "%" is punctuation (Po)
    ["line\nbreak\t\ttab", "line break tab"],
    ["...", ""],
  ])("turns %j into %j", (text, normalized) => {
    expect(normalizeAnswer(text)).toBe(normalized);
  });
});

describe("answerWords", () => {
  it("splits the normalized text at spaces and gives no word for an empty answer", () => {
    expect(answerWords("Hello, world!  Hello.")).toEqual(["hello", "world", "hello"]);
    expect(answerWords(" ... ")).toEqual([]);
  });
});
