import { useCallback, useRef, useState } from "react";
import type { RecordedExchange } from "./recording-fetch";

/**
 * Keeps the request inspector on the newest request of a run, and remembers that request's
 * status for the error words; a late update of an older request never replaces a newer one.
 *
 * @example
 * ```ts
 * import { createInferenceClient, type ClientSetup } from "./inference-runner";
 * declare const setup: Omit<ClientSetup, "onRecord">;
 * const recorder = useExchangeRecorder();
 * await createInferenceClient({ ...setup, onRecord: recorder.record });
 * recorder.latestStatus(); // the newest request's HTTP status, for the error words
 * ```
 */
export function useExchangeRecorder() {
  const [exchange, setExchange] = useState<RecordedExchange | undefined>();
  const latest = useRef({ sequence: 0, status: undefined as number | undefined });
  const record = useCallback((next: RecordedExchange) => {
    if (next.sequence >= latest.current.sequence)
      latest.current = { sequence: next.sequence, status: next.status };
    setExchange((previous) => {
      if (previous && previous.sequence > next.sequence) return previous;
      // The time to first token is measured by the chat loop, not by fetch; keep it.
      return previous?.sequence === next.sequence && previous.firstTokenAfter !== undefined
        ? { ...next, firstTokenAfter: previous.firstTokenAfter }
        : next;
    });
  }, []);
  const reset = useCallback(() => {
    latest.current = { sequence: 0, status: undefined };
    setExchange(undefined);
  }, []);
  const markFirstToken = useCallback(
    (firstTokenAfter: number) =>
      setExchange((current) => (current ? { ...current, firstTokenAfter } : current)),
    [],
  );
  return { exchange, record, reset, markFirstToken, latestStatus: () => latest.current.status };
}
