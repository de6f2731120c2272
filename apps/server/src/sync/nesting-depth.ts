/**
 * Whether a parsed JSON value holds arrays or objects nested more than `limit` levels deep. It
 * walks the value with its own stack, so a hostile entry of a million brackets is measured
 * without overflowing the call stack, which `JSON.stringify` of the same value would do.
 *
 * @example
 * ```ts
 * nestedDeeperThan({ config: { a: [1] } }, 64); // false
 * nestedDeeperThan(JSON.parse("[".repeat(100) + "]".repeat(100)), 64); // true
 * ```
 */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, depth] = next;
    if (typeof current !== "object" || current === null) continue;
    if (depth + 1 > limit) return true;
    for (const item of Array.isArray(current) ? current : Object.values(current)) {
      if (typeof item === "object" && item !== null) pending.push([item, depth + 1]);
    }
  }
  return false;
}
