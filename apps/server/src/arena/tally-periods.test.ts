import { describe, expect, it } from "vitest";
import { isCalendarDay, votePeriods, windowPeriods } from "./tally-periods.js";

describe("tally periods", () => {
  it("sums a vote into its day, its month and the whole time", () => {
    expect(votePeriods("2026-11-28T03:00:00.000Z")).toEqual(["all", "m:2026-11", "d:2026-11-28"]);
  });

  it("reads the whole time without a window", () => {
    expect(windowPeriods()).toEqual([{ from: "all", to: "all" }]);
  });

  it("splits a window into leading days, whole months and trailing days", () => {
    expect(windowPeriods("2026-01-15", "2026-04-10")).toEqual([
      { from: "d:2026-01-15", to: "d:2026-01-31" },
      { from: "m:2026-02", to: "m:2026-03" },
      { from: "d:2026-04-01", to: "d:2026-04-10" },
    ]);
    expect(windowPeriods("2026-02-01", "2026-02-28")).toEqual([
      { from: "m:2026-02", to: "m:2026-02" },
    ]);
    expect(windowPeriods("2026-02-03", "2026-02-05")).toEqual([
      { from: "d:2026-02-03", to: "d:2026-02-05" },
    ]);
    expect(windowPeriods("2026-12-31", "2027-01-01")).toEqual([
      { from: "d:2026-12-31", to: "d:2026-12-31" },
      { from: "d:2027-01-01", to: "d:2027-01-01" },
    ]);
  });

  it("opens either end of a window", () => {
    expect(windowPeriods(undefined, "2026-03-31")).toEqual([
      { from: "m:0001-01", to: "m:2026-03" },
    ]);
    expect(windowPeriods("2026-03-02")).toEqual([
      { from: "d:2026-03-02", to: "d:2026-03-31" },
      { from: "m:2026-04", to: "m:9999-12" },
    ]);
  });

  it("is empty for a window that ends before it starts", () => {
    expect(windowPeriods("2026-03-02", "2026-03-01")).toEqual([]);
  });

  it("covers every day of a window exactly once", () => {
    const days: string[] = [];
    for (let time = Date.UTC(2025, 10, 20); time <= Date.UTC(2026, 2, 5); time += 86_400_000)
      days.push(new Date(time).toISOString());
    for (const since of ["2025-11-20", "2025-12-01", "2026-01-17"]) {
      for (const until of ["2026-01-31", "2026-02-28", "2026-03-05"]) {
        const ranges = windowPeriods(since, until);
        for (const day of days) {
          const hits = votePeriods(day).filter((period) =>
            ranges.some((range) => period >= range.from && period <= range.to),
          ).length;
          const inside = day.slice(0, 10) >= since && day.slice(0, 10) <= until;
          expect(hits, `${day} in ${since}..${until}`).toBe(inside ? 1 : 0);
        }
      }
    }
  });

  it("knows real calendar days", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-1-01")).toBe(false);
  });
});
