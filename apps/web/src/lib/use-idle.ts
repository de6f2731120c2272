import { useEffect, useState } from "react";

/**
 * Whether the browser has had an idle moment since the component mounted (and stays `true`
 * after): a screen waits for it before loading extras that improve what is already shown, so
 * their download does not compete with the page's own first paint. Without
 * `requestIdleCallback` (Safari, jsdom) it turns `true` on the next task.
 *
 * @example
 * ```ts
 * const idle = useIdle();
 * const label = useLibraryLabels(idle);
 * ```
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    if (typeof requestIdleCallback === "function") {
      // A busy phone may have no idle moment for a while; a second is long enough to wait.
      const handle = requestIdleCallback(() => setIdle(true), { timeout: 1000 });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(handle);
  }, [idle]);
  return idle;
}
