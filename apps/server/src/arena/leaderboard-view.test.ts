import { describe, expect, it } from "vitest";
import { arenaLeaderboard } from "./arena-leaderboard.js";
import { csvCell, leaderboardCsv, LeaderboardCache } from "./leaderboard-view.js";
import { tallyVotes } from "./pair-tally.js";

describe("leaderboard exports and cache", () => {
  it("quotes CSV cells and defuses what a spreadsheet would run", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("-2+3")).toBe('"\'-2+3"');
    expect(csvCell("org/model, with comma")).toBe('"org/model, with comma"');
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("writes one line per ranked model under a header", () => {
    const votes = [
      {
        models: ["=evil/model", "good/model"],
        outcome: { kind: "best" as const, column: 1 },
        at: 0,
      },
      { models: ["=evil/model", "good/model"], outcome: { kind: "tie" as const }, at: 1 },
    ];
    const lines = leaderboardCsv(arenaLeaderboard(votes, { resamples: 20 }))
      .trim()
      .split("\n");
    expect(lines[0]).toBe(
      "rank,model,rating,rating_lower,rating_upper,rank_lower,rank_upper,votes,comparisons,wins,losses,ties,both_bad,win_rate",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^1,"good\/model",/);
    expect(lines[2]).toContain(`"'=evil/model"`);
  });

  it("fits a tally once and again only when it changed", () => {
    const boards = new LeaderboardCache();
    const tally = tallyVotes([{ models: ["a", "b"], outcome: { kind: "best", column: 0 }, at: 0 }]);
    const first = boards.board(tally, { minimumVotes: 0, resamples: 10 });
    expect(boards.board(structuredClone(tally), { minimumVotes: 0, resamples: 10 })).toBe(first);
    expect(boards.board(tally, { minimumVotes: 5, resamples: 10 })).not.toBe(first);
  });
});
