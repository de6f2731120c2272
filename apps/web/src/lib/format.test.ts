import { describe, expect, it } from "vitest";
import { formatCount, formatDate } from "./format";

const intlCompact = new Intl.NumberFormat("en", { notation: "compact", maximumFractionDigits: 1 });

/** Values on and around every rounding edge of every unit, plus a spread in between. */
function edgeValues(): number[] {
  const values = [0, 1, 9, 10, 99, 100, 999, 1_000_000_000_000_000, Number.MAX_SAFE_INTEGER];
  for (const exponent of [3, 6, 9, 12]) {
    const unit = 10 ** exponent;
    const tenth = unit / 10;
    for (const base of [1, 1.1, 1.5, 9.9, 10, 12.3, 99.9, 100, 999.9, 1000]) {
      const value = Math.round(base * unit);
      for (const offset of [-1, 0, 1]) values.push(value + offset);
      // Halfway between two tenths, and one either side of it.
      const halfway = value + tenth / 2;
      for (const offset of [-1, 0, 1]) values.push(halfway + offset);
    }
  }
  // A fixed walk through the range (no randomness: a failure must reproduce).
  for (let value = 7; value < 1e15; value = Math.floor(value * 1.37) + 11) values.push(value);
  return values;
}

describe("formatCount", () => {
  it("writes every count exactly as Intl's compact English notation does", () => {
    const mismatches = edgeValues()
      .filter((value) => formatCount(value) !== intlCompact.format(value))
      .map((value) => `${value}: ${formatCount(value)} (Intl: ${intlCompact.format(value)})`);
    expect(mismatches).toEqual([]);
  });

  it("leaves fractions and negatives to Intl and shows an unknown count as a dash", () => {
    expect(formatCount(12.34)).toBe("12.3");
    expect(formatCount(-1500)).toBe("-1.5K");
    expect(formatCount(undefined)).toBe("–");
    expect(formatCount(7_123_456)).toBe("7.1M");
    expect(formatCount(999_950)).toBe("1M");
  });
});

describe("formatDate", () => {
  it("writes every month's dates as Intl's British short dates do, in the local time zone", () => {
    const intlDate = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
    });
    const values = [];
    for (let month = 0; month < 12; month += 1) {
      for (const day of ["01", "09", "28"]) {
        for (const time of ["00:30:00Z", "12:00:00Z", "23:30:00Z"])
          values.push(`2024-${String(month + 1).padStart(2, "0")}-${day}T${time}`);
      }
    }
    const mismatches = values
      .filter((value) => formatDate(value) !== intlDate.format(new Date(value)))
      .map((value) => `${value}: ${formatDate(value)} (Intl: ${intlDate.format(new Date(value))})`);
    expect(mismatches).toEqual([]);
  });

  it("writes a day, short month and year, and a dash for a missing or broken date", () => {
    expect(formatDate("2024-07-18T12:00:00Z")).toBe("18 Jul 2024");
    expect(formatDate(undefined)).toBe("–");
    expect(formatDate("not a date")).toBe("–");
  });
});
