import { describe, expect, it } from "vitest";
import type { SyncSummary } from "./sync-models.js";
import { progressLine, progressReporter } from "./sync-progress.js";

const START: SyncSummary = {
  pages: 1,
  listed: 1000,
  done: 0,
  total: 100_000,
  stored: 0,
  unchanged: 0,
  skipped: 0,
  failed: 0,
  gone: 0,
  markedGone: 0,
  resumed: false,
};

describe("sync progress", () => {
  it("prints done of total, the rate and the time left", () => {
    expect(progressLine({ ...START, done: 12_000, stored: 11_500, unchanged: 500 }, 800, 110)).toBe(
      "12,000/100,000 models, 800/s, ETA 1m 50s: 11,500 stored, 500 unchanged, 0 skipped, 0 failed, 0 gone",
    );
    expect(progressLine({ ...START, total: undefined, done: 10 }, 5)).toBe(
      "10/1,000 listed models, 5/s: 0 stored, 0 unchanged, 0 skipped, 0 failed, 0 gone",
    );
  });

  it("writes one line per interval without a terminal, and rewrites one line on a terminal", () => {
    let now = 0;
    const lines: string[] = [];
    const plain = progressReporter({
      line: (text) => lines.push(text),
      everyMs: 10_000,
      now: () => now,
    });
    plain.update(START);
    for (let second = 1; second <= 25; second += 1) {
      now = second * 1000;
      plain.update({ ...START, done: second * 100 });
    }
    plain.finish();
    expect(lines).toEqual([
      expect.stringMatching(/^1,000\/100,000 models, 100\/s, ETA 16m 30s/),
      expect.stringMatching(/^2,000\/100,000 models, 100\/s, ETA 16m 20s/),
      expect.stringMatching(/^2,500\/100,000 models, 100\/s/),
    ]);
    const statuses: string[] = [];
    const finished: string[] = [];
    now = 0;
    const terminal = progressReporter({
      line: (text) => finished.push(text),
      status: (text) => statuses.push(text),
      now: () => now,
    });
    terminal.update(START);
    now = 300;
    terminal.update({ ...START, done: 30 });
    terminal.finish();
    expect(statuses).toEqual([expect.stringMatching(/^30\/100,000 models, 100\/s/), ""]);
    expect(finished).toHaveLength(1);
  });
});
