/**
 * The periods a vote is summed into: the whole time (`all`), its month (`m:2026-11`) and its
 * day (`d:2026-11-28`), all in UTC. The prefixes keep each grain in a range of its own in the
 * tallies' key, so a window is a few index ranges.
 *
 * @example
 * ```ts
 * votePeriods("2026-11-28T03:00:00.000Z"); // ["all", "m:2026-11", "d:2026-11-28"]
 * ```
 */
export function votePeriods(isoTime: string): string[] {
  return ["all", `m:${isoTime.slice(0, 7)}`, `d:${isoTime.slice(0, 10)}`];
}

/**
 * A range of periods of one grain, both ends included (`from` ≤ period ≤ `to`), or one period.
 *
 * @example
 * ```ts
 * const june: PeriodRange = { from: "d:2026-06-01", to: "d:2026-06-30" };
 * ```
 */
export interface PeriodRange {
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether `value` is a real calendar day written `YYYY-MM-DD`.
 *
 * @example
 * ```ts
 * isCalendarDay("2026-02-30"); // false
 * ```
 */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

const lastDayOfMonth = (month: string): string => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
};

const shiftMonth = (month: string, by: number): string => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, number - 1 + by, 1));
  return shifted.toISOString().slice(0, 7);
};

/**
 * The tally periods whose sum is exactly the votes cast from `since` to `until` (whole UTC days,
 * both included; either may be absent): `all` when neither is given, else the days before the
 * first whole month, the whole months, and the days after the last whole month. A year's window
 * reads 12 months and at most 60 days instead of 365 days. Empty when `since` is after `until`.
 *
 * @example
 * ```ts
 * windowPeriods("2026-01-15", "2026-03-31");
 * // [{ from: "d:2026-01-15", to: "d:2026-01-31" }, { from: "m:2026-02", to: "m:2026-03" }]
 * ```
 */
export function windowPeriods(since?: string, until?: string): PeriodRange[] {
  if (since === undefined && until === undefined) return [{ from: "all", to: "all" }];
  // Far enough either way that no vote falls outside, and still four-digit years.
  const first = since ?? "0001-01-01";
  const last = until ?? "9999-12-31";
  if (first > last) return [];
  const firstMonth = first.slice(0, 7);
  const lastMonth = last.slice(0, 7);
  if (firstMonth === lastMonth) {
    return first.endsWith("-01") && last === lastDayOfMonth(lastMonth)
      ? [{ from: `m:${firstMonth}`, to: `m:${firstMonth}` }]
      : [{ from: `d:${first}`, to: `d:${last}` }];
  }
  const ranges: PeriodRange[] = [];
  let wholeFrom = firstMonth;
  if (!first.endsWith("-01")) {
    ranges.push({ from: `d:${first}`, to: `d:${lastDayOfMonth(firstMonth)}` });
    wholeFrom = shiftMonth(firstMonth, 1);
  }
  const lastWhole = last === lastDayOfMonth(lastMonth);
  const wholeTo = lastWhole ? lastMonth : shiftMonth(lastMonth, -1);
  if (wholeFrom <= wholeTo) ranges.push({ from: `m:${wholeFrom}`, to: `m:${wholeTo}` });
  if (!lastWhole) ranges.push({ from: `d:${lastMonth}-01`, to: `d:${last}` });
  return ranges;
}
