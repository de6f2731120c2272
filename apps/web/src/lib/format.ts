// Creating an `Intl` number or date formatter loads locale data: the first one costs a phone's
// main thread tens of milliseconds (the model page's header spent most of its render there),
// every later one about a millisecond, and a model list shows three figures per card. So counts
// and dates are written here, exactly as `Intl`'s compact English and British dates write them.
const COMPACT_UNITS: readonly [exponent: number, suffix: string][] = [
  [12, "T"],
  [9, "B"],
  [6, "M"],
  [3, "K"],
];

/** `value / 10^exponent` in tenths, rounded half up, in integer arithmetic as `Intl` rounds. */
function tenthsOf(value: number, exponent: number): number {
  const tenth = 10 ** (exponent - 1);
  const whole = Math.floor(value / tenth);
  return value - whole * tenth >= tenth / 2 ? whole + 1 : whole;
}

let compactFallback: Intl.NumberFormat | undefined;

/**
 * A count in compact English notation with at most one decimal, as `Intl.NumberFormat("en",
 * { notation: "compact" })` writes it; an unknown count as a dash.
 *
 * @example
 * ```ts
 * formatCount(1234567); // "1.2M"
 * ```
 */
export function formatCount(value: number | undefined): string {
  if (value === undefined) return "–";
  if (!Number.isSafeInteger(value) || value < 0) {
    // Not a count (a fraction, a negative or a huge number): rare enough to pay for `Intl`.
    compactFallback ??= new Intl.NumberFormat("en", {
      notation: "compact",
      maximumFractionDigits: 1,
    });
    return compactFallback.format(value);
  }
  for (const [index, [exponent, suffix]] of COMPACT_UNITS.entries()) {
    if (value < 10 ** exponent) continue;
    const tenths = tenthsOf(value, exponent);
    // 999,950 rounds to 1,000.0K, which is written with the next unit up: "1M".
    const larger = COMPACT_UNITS[index - 1];
    if (tenths >= 10_000 && larger) return `${tenthsOf(value, larger[0]) / 10}${larger[1]}`;
    return `${tenths / 10}${suffix}`;
  }
  return String(value);
}

// British English short month names, as `Intl.DateTimeFormat("en-GB", { month: "short" })` has them.
const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
];

/**
 * A date as "12 Mar 2025" in the reader's time zone, as `Intl.DateTimeFormat("en-GB")` writes it
 * with a short month; unknown dates as a dash.
 *
 * @example
 * ```ts
 * formatDate("2024-07-18T12:00:00Z"); // "18 Jul 2024"
 * ```
 */
export function formatDate(value: string | undefined): string {
  if (!value) return "–";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "–";
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/**
 * A score between 0 and 1 as a percentage with one decimal.
 *
 * @example
 * ```ts
 * formatScore(0.9987); // "99.9%"
 * ```
 */
export function formatScore(score: number): string {
  return `${(score * 100).toFixed(1)}%`;
}
