import { useCallback, useEffect, useRef, useState } from "react";
import type { PipelineType } from "@modeldeck/tasks";
import { useApiClient } from "../../../lib/api-client";
import type { GatewayStatus } from "../../../lib/inference";
import type { Settings } from "../../../lib/settings";
import { apiPaths } from "../../../paths";
import { explainError } from "../../../lib/run/error-words";
import { createInferenceClient } from "../../../lib/run/inference-runner";
import { missingKey } from "../../../lib/run/key-availability";
import { watchLoading } from "../../../lib/run/model-loading";
import type { RecordedExchange } from "../../../lib/run/recording-fetch";
import { runTry } from "../../../lib/run/run-try";
import { TASK_SPECS } from "../../../lib/run/task-specs";
import { loadingGaveUp } from "../../../lib/run/model-loading";
import type { ChatMessage, TryInput } from "../../../lib/run/try-input";
import type { ColumnRefusal } from "./column-refusal";
import { IDLE_RUN, outputSize, type ColumnRun } from "../../../lib/run/column-run";
import type { CompareColumn } from "../../../lib/run/compare-setup";

/** The conversation without the turns that got no answer. */
function answeredTurns(history: ChatMessage[]): ChatMessage[] {
  return history.filter((message, index) =>
    message.role === "user"
      ? history[index + 1]?.role !== "assistant" || history[index + 1]?.content !== ""
      : message.content !== "",
  );
}

/** A column to run, or the reason it is not sent. */
export type RunnableColumn = CompareColumn & { refused?: ColumnRefusal };

/** What every column of one "Run all" shares. */
export interface SharedRun {
  task: PipelineType;
  chat: boolean;
  input: TryInput;
  blob?: Blob;
  settings: Settings;
  status: GatewayStatus | undefined;
}

/**
 * The runs of a comparison's columns: each column runs on its own (its own client, abort
 * controller, timings and error), so one slow or failing provider never holds up the others.
 * `runAll` starts every column at once; `stop(index)` and `stopAll()` abort.
 *
 * @example
 * ```ts
 * const runs = useColumnRuns(columns.length);
 * await runs.runAll(columns, { task, chat, input, blob, settings, status: gatewayStatus });
 * ```
 */
export function useColumnRuns(count: number) {
  const api = useApiClient();
  const [runs, setRuns] = useState<ColumnRun[]>(() =>
    Array.from({ length: count }, () => IDLE_RUN),
  );
  const controllers = useRef<(AbortController | undefined)[]>([]);

  useEffect(() => {
    setRuns((current) =>
      current.length === count
        ? current
        : Array.from({ length: count }, (_, index) => current[index] ?? IDLE_RUN),
    );
  }, [count]);
  // Leaving the screen stops whatever is still streaming.
  useEffect(() => () => controllers.current.forEach((controller) => controller?.abort()), []);

  const update = useCallback((index: number, change: (run: ColumnRun) => ColumnRun) => {
    setRuns((current) => current.map((run, position) => (position === index ? change(run) : run)));
  }, []);

  const runColumn = async (index: number, column: RunnableColumn, shared: SharedRun) => {
    // A column the hub's mapping gives no provider for is refused here, before anything is sent.
    if (column.refused) {
      const error = column.refused;
      update(index, (run) => ({ ...run, status: "failed", streaming: undefined, error }));
      return;
    }
    const provider = column.provider;
    const noKey = missingKey(shared.settings, shared.status, provider);
    if (noKey) {
      update(index, (run) => ({
        ...run,
        status: "failed",
        streaming: undefined,
        error: { title: "Add a key in Settings", detail: noKey },
      }));
      return;
    }
    controllers.current[index]?.abort();
    const abort = new AbortController();
    controllers.current[index] = abort;
    let latest: RecordedExchange | undefined;
    const started = performance.now();
    let firstTokenMs: number | undefined;
    let streamed = "";
    const history = runs[index]?.transcript ?? [];
    // A model still loading is shown as such, and given up on after a bound, not waited on forever.
    const loading = watchLoading({
      onChange: (state) => update(index, (run) => ({ ...run, loading: state })),
      onGiveUp: () => abort.abort(),
    });
    update(index, (run) => ({
      ...run,
      status: "running",
      loading: undefined,
      output: undefined,
      error: undefined,
      streaming: shared.chat ? "" : undefined,
      firstTokenMs: undefined,
      totalMs: undefined,
      outputBytes: undefined,
    }));
    const origin = api.baseUrl || window.location.origin;
    try {
      const client = await createInferenceClient({
        provider,
        settings: shared.settings,
        gatewayUrl: apiPaths.inferenceRouter(origin),
        hubUrl: shared.settings.hubUrl || origin,
        fetch: api.fetch,
        onRecord: (exchange) => {
          if (!latest || exchange.sequence >= latest.sequence) latest = exchange;
          loading.observe(exchange);
        },
      });
      const result = await runTry({
        client,
        modelId: column.model,
        provider,
        task: shared.task,
        chat: shared.chat,
        spec: TASK_SPECS[shared.task],
        // A turn a column failed to answer is not sent to it again.
        input: { ...shared.input, history: answeredTurns(history) },
        blob: shared.blob,
        signal: abort.signal,
        onDelta: (delta) => {
          if (!streamed) firstTokenMs = Math.round(performance.now() - started);
          streamed += delta;
          const text = streamed;
          update(index, (run) => ({ ...run, streaming: text, firstTokenMs }));
        },
      });
      const totalMs = Math.round(performance.now() - started);
      // A chat stopped because the model never finished loading ended in failure, not by choice.
      if (result.kind === "chat" && !result.text && loading.gaveUpAfter() !== undefined)
        throw Object.assign(new Error("The model did not finish loading."), { status: 503 });
      if (result.kind === "output") {
        update(index, (run) => ({
          ...run,
          status: "done",
          output: result.output,
          firstTokenMs: latest?.headersAfter,
          totalMs,
          outputBytes: outputSize(result.output),
        }));
      } else {
        const answer = result.stopped
          ? `${result.text}${result.text ? " " : ""}[stopped]`
          : result.text;
        update(index, (run) => ({
          ...run,
          status: result.stopped ? "stopped" : "done",
          streaming: undefined,
          transcript: [
            ...history,
            { role: "user", content: shared.input.text },
            { role: "assistant", content: answer },
          ],
          firstTokenMs,
          totalMs,
          outputBytes: outputSize(result.text),
        }));
      }
    } catch (failure) {
      const stillLoading =
        loading.gaveUpAfter() !== undefined || (loading.seen() && latest?.status === 503);
      const error = stillLoading
        ? loadingGaveUp(column.model, provider, loading.gaveUpAfter())
        : explainError(failure, latest?.status, {
            provider,
            gateway: shared.settings.useGateway,
          });
      update(index, (run) => ({
        ...run,
        status: error.title === "Stopped" ? "stopped" : "failed",
        streaming: undefined,
        error,
        // The turn stays in the conversation (unanswered), so every column's turns line up.
        transcript: shared.chat
          ? [
              ...history,
              { role: "user", content: shared.input.text },
              { role: "assistant", content: "" },
            ]
          : run.transcript,
        totalMs: Math.round(performance.now() - started),
      }));
    } finally {
      loading.stop();
      update(index, (run) => (run.loading ? { ...run, loading: undefined } : run));
      if (controllers.current[index] === abort) controllers.current[index] = undefined;
    }
  };

  return {
    runs,
    /** Stops a column and drops it (the columns after it move up). */
    remove: (index: number) => {
      controllers.current[index]?.abort();
      controllers.current.splice(index, 1);
      setRuns((current) => current.filter((_, position) => position !== index));
    },
    /** Stops one column and forgets its result (its model changed, so the result is stale). */
    reset: (index: number) => {
      controllers.current[index]?.abort();
      update(index, () => IDLE_RUN);
    },
    /** Replaces every column's state, as when a saved run is opened. */
    show: setRuns,
    runAll: (columns: RunnableColumn[], shared: SharedRun) =>
      Promise.all(columns.map((column, index) => runColumn(index, column, shared))),
    stop: (index: number) => controllers.current[index]?.abort(),
    stopAll: () => controllers.current.forEach((controller) => controller?.abort()),
    /** Forgets outputs and conversations (the setup changed). */
    clear: () => setRuns((current) => current.map(() => IDLE_RUN)),
  };
}
