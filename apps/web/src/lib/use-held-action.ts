import { useEffect, useRef, useState } from "react";

/**
 * An action the user asked for before the answers it depends on had arrived (Run before the
 * gateway's status, Enter before the search index). `hold()` keeps it; once `ready` turns true it
 * runs once, in its latest version (so it sees the answers), and `waiting` goes back to false;
 * `cancel()` drops it (Stop, or new typing).
 *
 * @example
 * ```tsx
 * const held = useHeldAction(statusLoaded, () => void run());
 * const onRun = () => (statusLoaded ? void run() : held.hold());
 * ```
 */
export function useHeldAction(ready: boolean, action: () => void) {
  const [waiting, setWaiting] = useState(false);
  const latest = useRef(action);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (!waiting || !ready) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the held action runs once the answers it waited for have arrived, and is no longer held
    setWaiting(false);
    latest.current();
  }, [waiting, ready]);
  return { waiting, hold: () => setWaiting(true), cancel: () => setWaiting(false) };
}
