/**
 * A parameter-count range as `GET /api/models?num_parameters=…` reads it: `min` inclusive, `max`
 * exclusive, either one left out for an open end. Half-open, so neighbouring ranges of
 * {@link PARAMETER_RANGES} never count one model twice.
 *
 * @example
 * ```ts
 * const range: ParameterRange = { min: 1e9, max: 3e9 };
 * ```
 */
export interface ParameterRange {
  min?: number;
  max?: number;
}

/**
 * The ranges the model browser counts and offers, in the Hub's URL form, smallest first. The
 * bounds sit between the sizes models are released in (1.5B, 3B, 7–8B, 27–32B, 70–72B), so a
 * family lands in the range its name suggests.
 *
 * @example
 * ```ts
 * const url = `/models?num_parameters=${PARAMETER_RANGES[3]}`; // "min:6B,max:9B"
 * ```
 */
export const PARAMETER_RANGES = [
  "min:0,max:1B",
  "min:1B,max:3B",
  "min:3B,max:6B",
  "min:6B,max:9B",
  "min:9B,max:35B",
  "min:35B,max:80B",
  "min:80B",
] as const;

const MULTIPLIERS: Record<string, number> = { "": 1, K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

/** "7", "1.5B", "350M", "2T" → a whole number of parameters, or `undefined`. */
function parseSize(text: string): number | undefined {
  const match = /^(\d{1,15}(?:\.\d{1,6})?)([KMBT]?)$/i.exec(text.trim());
  if (!match?.[1]) return undefined;
  const value = Math.round(Number(match[1]) * (MULTIPLIERS[(match[2] ?? "").toUpperCase()] ?? 1));
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Reads the Hub's `num_parameters` value (`min:1B,max:6B`, `min:3B`, `max:500M`): sizes are
 * whole or decimal numbers with an optional K, M, B or T suffix. Throws a `RangeError` whose
 * message says what is wrong, for the server to answer with a 400.
 *
 * @example
 * ```ts
 * parseParameterRange("min:1B,max:6B"); // { min: 1000000000, max: 6000000000 }
 * parseParameterRange("max:7Q"); // throws RangeError
 * ```
 */
export function parseParameterRange(text: string): ParameterRange {
  const range: ParameterRange = {};
  const parts = text.split(",");
  if (text.trim() === "" || parts.length > 2) {
    throw new RangeError(
      "num_parameters must look like min:1B,max:6B (either bound may be left out)",
    );
  }
  for (const part of parts) {
    const [bound, size, ...rest] = part.split(":");
    const key = bound?.trim();
    if ((key !== "min" && key !== "max") || size === undefined || rest.length > 0) {
      throw new RangeError(
        `num_parameters part "${part.slice(0, 40)}" must be min:<size> or max:<size>`,
      );
    }
    if (range[key] !== undefined) throw new RangeError(`num_parameters gives ${key} twice`);
    const value = parseSize(size);
    if (value === undefined) {
      throw new RangeError(
        `num_parameters ${key} "${size.slice(0, 40)}" must be a number with an optional K, M, B or T suffix`,
      );
    }
    range[key] = value;
  }
  if (range.min !== undefined && range.max !== undefined && range.min >= range.max) {
    throw new RangeError("num_parameters min must be smaller than max");
  }
  return range;
}

/**
 * A parameter count as the Hub writes it: "8B", "7.2B", "350M", "66M", "12K".
 *
 * @example
 * ```ts
 * formatParameterCount(7_241_732_096); // "7.2B"
 * ```
 */
export function formatParameterCount(count: number): string {
  if (count < 1e3) return String(count);
  const [divisor, unit] =
    count >= 1e12
      ? [1e12, "T"]
      : count >= 1e9
        ? [1e9, "B"]
        : count >= 1e6
          ? [1e6, "M"]
          : [1e3, "K"];
  const value = count / divisor;
  return `${value >= 10 ? Math.round(value) : Number(value.toFixed(1))}${unit}`;
}

/**
 * A range for people: "< 1B", "1–3B", "≥ 80B", "24B–1T"; the text as given when it does not
 * parse, so a hand-written URL still gets a readable chip.
 *
 * @example
 * ```ts
 * parameterRangeLabel("min:6B,max:9B"); // "6–9B"
 * ```
 */
export function parameterRangeLabel(text: string): string {
  let range: ParameterRange;
  try {
    range = parseParameterRange(text);
  } catch {
    return text;
  }
  const { min, max } = range;
  if (max === undefined) return `≥ ${formatParameterCount(min ?? 0)}`;
  if (!min) return `< ${formatParameterCount(max)}`;
  const low = formatParameterCount(min);
  const high = formatParameterCount(max);
  // "6B–9B" reads better as "6–9B" when both ends share the unit.
  const unit = high.slice(-1);
  return low.endsWith(unit) && /\d$/.test(low.slice(0, -1))
    ? `${low.slice(0, -1)}–${high}`
    : `${low}–${high}`;
}

/**
 * Which of {@link PARAMETER_RANGES} holds a model of `count` parameters.
 *
 * @example
 * ```ts
 * parameterRangeOf(8_030_261_248); // "min:6B,max:9B"
 * ```
 */
export function parameterRangeOf(count: number): (typeof PARAMETER_RANGES)[number] {
  for (const text of PARAMETER_RANGES) {
    const { max } = parseParameterRange(text);
    if (max === undefined || count < max) return text;
  }
  return PARAMETER_RANGES[PARAMETER_RANGES.length - 1] as (typeof PARAMETER_RANGES)[number];
}
