import { describe, expect, it } from "vitest";
import { wordDiff } from "./word-diff";

const changed = (baseline: string, text: string) =>
  wordDiff(baseline, text)
    .filter((word) => word.changed)
    .map((word) => word.word);

describe("wordDiff", () => {
  it("marks the words a second transcript adds or replaces", () => {
    // Two speech recognisers on the same LibriSpeech clip, one mishearing two words.
    const whisper =
      "He hoped there would be stew for dinner, turnips and carrots and bruised potatoes.";
    const wav2vec =
      "HE HOPED THERE WOULD BE STEW FOR DINNER TURNIPS AND CARROTS AND BRUISED POTATOES";
    expect(changed(whisper, wav2vec)).toEqual([]);
    expect(changed(whisper, "he hoped their would be stew for dinner turnips and parrots")).toEqual(
      ["their", "parrots"],
    );
  });

  it("keeps every word of the text, in order", () => {
    const text = "a b x c";
    expect(
      wordDiff("a b c", text)
        .map((word) => word.word)
        .join(" "),
    ).toBe(text);
  });

  it("marks everything against an empty baseline", () => {
    expect(changed("", "hello world")).toEqual(["hello", "world"]);
  });
});
