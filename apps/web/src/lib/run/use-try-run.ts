import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useApiClient } from "../api-client";
import { useSettings } from "../settings";
import type { ModelLoading } from "./model-loading";
import type { RecordedExchange } from "./recording-fetch";
import { executeTryRun, refusalOf, type TryRunOutcome, type TryRunRequest } from "./try-run";
import { useExchangeRecorder } from "./use-exchange-recorder";

/** A run as the screen asks for it; `onStart` is told when it is actually sent. */
type TryRunCall = TryRunRequest & { onStart?: () => void };

/** One run as a screen shows it, and what it can do with it. */
export interface TryRunHandle {
  /** Sends the request (stopping this run's previous one); resolves with how it ended. */
  run: (request: TryRunCall) => Promise<TryRunOutcome>;
  /** Stops the run; a chat keeps what it had streamed. */
  stop: () => void;
  /** Stops the run and forgets its outcome and its recorded request. */
  reset: () => void;
  running: boolean;
  /** A chat answer so far, while it streams. */
  streaming?: string;
  /** The provider is still loading the model (the client keeps asking). */
  loading?: ModelLoading;
  /** The newest request of the run, for the request inspector (secrets masked). */
  exchange?: RecordedExchange;
  /** How the last run ended. */
  outcome?: TryRunOutcome;
}

/**
 * The web app's one run engine: one run of one model on one provider, as a TanStack Query
 * mutation over the inference client. It owns the run's input, streaming, Stop (an
 * AbortController), timings, loading model, errors in plain words and the recording for the
 * request inspector; where calls go is the client's `gatewayUrl` option, decided from the
 * settings. Try it is one of these; Compare is one per column. Leaving the screen stops the run.
 *
 * @example
 * ```tsx
 * import { inputFromWidget } from "./try-input";
 * const engine = useTryRun();
 * const input = { ...inputFromWidget(undefined), text: "I love it" };
 * const model = "distilbert/distilbert-base-uncased-finetuned-sst-2-english";
 * const request = { modelId: model, provider: "hf-inference", task: "text-classification" as const };
 * const outcome = await engine.run({ ...request, chat: false, input, gatewayStatus: undefined });
 * if (outcome.kind === "output") console.log(outcome.output);
 * ```
 */
export function useTryRun(): TryRunHandle {
  const api = useApiClient();
  const settings = useSettings();
  const recorder = useExchangeRecorder();
  const { record, markFirstToken, reset: resetRecorder } = recorder;
  const [streaming, setStreaming] = useState<string | undefined>();
  const [loading, setLoading] = useState<ModelLoading | undefined>();
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: ({ request, abort }: { request: TryRunRequest; abort: AbortController }) =>
      executeTryRun(
        request,
        { api, settings, abort, origin: window.location.origin },
        {
          onExchange: record,
          onLoading: (state) => {
            if (controller.current === abort) setLoading(state);
          },
          onFirstToken: markFirstToken,
          onStreaming: (text) => {
            if (controller.current === abort) setStreaming(text);
          },
        },
      ),
  });
  const { mutateAsync, reset: resetMutation } = mutation;

  // Leaving the screen stops whatever is still running.
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async ({ onStart, ...request }: TryRunCall): Promise<TryRunOutcome> => {
      const refused = refusalOf(request, settings);
      if (refused) return refused;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      resetRecorder();
      setLoading(undefined);
      setStreaming(request.chat ? "" : undefined);
      onStart?.();
      try {
        return await mutateAsync({ request, abort });
      } finally {
        if (controller.current === abort) {
          controller.current = null;
          setLoading(undefined);
          setStreaming(undefined);
        }
      }
    },
    [settings, mutateAsync, resetRecorder],
  );
  const stop = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    resetMutation();
    resetRecorder();
    setLoading(undefined);
    setStreaming(undefined);
  }, [resetMutation, resetRecorder]);

  return {
    run,
    stop,
    reset,
    running: mutation.isPending,
    streaming,
    loading,
    exchange: recorder.exchange,
    outcome: mutation.data,
  };
}
