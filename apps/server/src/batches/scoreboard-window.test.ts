import { describe, expect, it } from "vitest";
import { ScoreboardWindow, scoreboardWindowFrom } from "./scoreboard-window.js";

const sample = (at: number, model = "acme/chat") => ({
  at,
  provider: "together",
  model,
  totalMs: 100,
  failed: false,
});

describe("ScoreboardWindow", () => {
  it("keeps the samples of the window, at most the last 2,000 of a pair", () => {
    const window = new ScoreboardWindow(1000);
    for (let at = 0; at < 2500; at += 1) window.record(sample(at));
    window.record(sample(10, "acme/old"));
    // From 1499 (the window's start) to 2499, both ends in.
    expect(window.samples(2499)).toHaveLength(1001);
    expect(window.samples(2499).every((kept) => kept.model === "acme/chat")).toBe(true);
    expect(window.samples(5000)).toEqual([]);
    const long = new ScoreboardWindow(60_000);
    for (let at = 0; at < 2500; at += 1) long.record(sample(at));
    expect(long.samples(2500).map((kept) => kept.at)[0]).toBe(500);
  });

  it("stops taking new pairs past 5,000 (a flood of invented model names stays bounded)", () => {
    const window = new ScoreboardWindow(60_000);
    for (let index = 0; index < 6000; index += 1) window.record(sample(1, `acme/m${index}`));
    expect(window.samples(1)).toHaveLength(5000);
  });

  it("exists only when the operator opted in", () => {
    expect(scoreboardWindowFrom({})).toBeUndefined();
    expect(scoreboardWindowFrom({ MODELDECK_SCOREBOARD: "1" })?.windowMs).toBe(86_400_000);
    expect(
      scoreboardWindowFrom({ MODELDECK_SCOREBOARD: "1", MODELDECK_SCOREBOARD_WINDOW_HOURS: "2" })
        ?.windowMs,
    ).toBe(7_200_000);
  });
});
