import { useEffect, useState } from "react";

/**
 * `value`, once it has stopped changing for `delay` milliseconds. A search box passes its text
 * through this so a burst of keystrokes sends one request, not one per key.
 *
 * @example
 * ```ts
 * const settled = useDebouncedValue(text, 250);
 * const models = useQuery(modelSearchQuery(api, settled, 5));
 * ```
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
