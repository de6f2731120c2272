import { InferenceOutputError } from "../errors.js";

/** Narrowing helpers for answer shapes; each task states its expected shape with them. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
export const isString = (value: unknown): value is string => typeof value === "string";
export const isNumber = (value: unknown): value is number => typeof value === "number";
export const isOptionalNumber = (value: unknown): boolean =>
  value === undefined || typeof value === "number";

/** True when `value` is an array whose every element passes `check`. */
export function isArrayOf(
  value: unknown,
  check: (element: unknown) => boolean,
): value is unknown[] {
  return Array.isArray(value) && value.every(check);
}

/** `{label: string, score: number}`: the element of every classification task. */
export const isLabelScore = (value: unknown): boolean =>
  isRecord(value) && isString(value.label) && isNumber(value.score);

/** Wraps a single answer in an array, so both shapes a server may send are handled alike. */
export const toArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/**
 * Returns `value` when `valid`, otherwise throws `InferenceOutputError` naming the expected
 * shape, e.g. `Expected Array<{label: string, score: number}>`.
 */
export function expectShape<T>(value: unknown, valid: boolean, shape: string): T {
  if (!valid) throw new InferenceOutputError(`Expected ${shape}`);
  return value as T;
}

/**
 * The best of a list of `{answer, start, end, score}` answers (or a single one). Extractive
 * question answering always reports where the answer sits and how sure it is; document models
 * that generate their answer may not, so there those numbers are optional.
 */
export function firstAnswer<T>(data: unknown, numbers: "required" | "optional"): T {
  const isWanted = numbers === "required" ? isNumber : isOptionalNumber;
  const list = toArray(data);
  const valid =
    list.length > 0 &&
    isArrayOf(
      list,
      (item) =>
        isRecord(item) &&
        isString(item.answer) &&
        isWanted(item.end) &&
        isWanted(item.score) &&
        isWanted(item.start),
    );
  const mark = numbers === "required" ? "" : "?";
  const shape = `Array<{answer: string, end${mark}: number, score${mark}: number, start${mark}: number}>`;
  return expectShape<T[]>(list, valid, shape)[0] as T;
}
