import { useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from "react";
import type { PipelineType } from "@modeldeck/tasks";
import type { GatewayStatus } from "../../../lib/inference";
import { IDLE_RUN, type ColumnRun } from "../../../lib/run/column-run";
import type { CompareColumn } from "../../../lib/run/compare-setup";
import type { TryRunOutcome } from "../../../lib/run/try-run";
import type { ChatMessage, TryInput } from "../../../lib/run/try-input";
import { useTryRun } from "../../../lib/run/use-try-run";
import type { ColumnRefusal } from "./column-refusal";
import { ColumnResult } from "./column-result";

/** A column to run, or the reason it is not sent. */
export type RunnableColumn = CompareColumn & { refused?: ColumnRefusal };

/** What every column of one "Run all" shares. */
export interface SharedRun {
  task: PipelineType;
  chat: boolean;
  input: TryInput;
  blob?: Blob;
  status: GatewayStatus | undefined;
}

/** What the compare screen can ask of one column's run. */
export interface ColumnRunHandle {
  run: (column: RunnableColumn, shared: SharedRun) => Promise<void>;
  stop: () => void;
  /** Stops the run and shows `run` instead (nothing: the saved run's column, or not run). */
  show: (run: ColumnRun | undefined) => void;
}

/** The conversation without the turns that got no answer. */
function answeredTurns(history: ChatMessage[]): ChatMessage[] {
  return history.filter((message, index) =>
    message.role === "user"
      ? history[index + 1]?.role !== "assistant" || history[index + 1]?.content !== ""
      : message.content !== "",
  );
}

/** The column after a run ended, from the run as it started. */
function settledRun(started: ColumnRun, ended: TryRunOutcome, shared: SharedRun): ColumnRun {
  const history = started.transcript;
  const user: ChatMessage = { role: "user", content: shared.input.text };
  switch (ended.kind) {
    case "refused":
      return { ...started, status: "failed", streaming: undefined, error: ended.error };
    case "output":
      return { ...started, status: "done", output: ended.output, ...ended.timings };
    case "chat":
      return {
        ...started,
        status: ended.stopped ? "stopped" : "done",
        streaming: undefined,
        transcript: [...history, user, { role: "assistant", content: ended.answer }],
        ...ended.timings,
      };
    case "failed":
      return {
        ...started,
        status: ended.stopped ? "stopped" : "failed",
        streaming: undefined,
        error: ended.error,
        // The turn stays in the conversation (unanswered), so every column's turns line up.
        transcript: shared.chat ? [...history, user, { role: "assistant", content: "" }] : history,
        totalMs: ended.timings.totalMs,
      };
  }
}

/**
 * One column of the compare screen: one run of the app's run engine (`useTryRun`) with its own
 * Stop, timings and error, drawn by `ColumnResult`. The screen starts and stops it through `ref`,
 * and hears every change of it through `onChange` (for the shared scale, the conversation and
 * saving).
 *
 * @example
 * ```tsx
 * import type { ColumnRun } from "../../../lib/run/column-run";
 * declare const handle: { current: ColumnRunHandle | null };
 * declare const report: (index: number, run: ColumnRun) => void;
 * const column = { model: "openai-community/gpt2", provider: "hf-inference" };
 * const scale = { labels: [], max: 1 };
 * <CompareColumnRun ref={handle} column={column} index={0} saved={undefined} onChange={report} scale={scale} />;
 * ```
 */
export function CompareColumnRun({
  ref,
  ...props
}: {
  ref: Ref<ColumnRunHandle>;
  column: CompareColumn;
  index: number;
  /** What the column shows until it runs: its result in a saved run. */
  saved: ColumnRun | undefined;
  onChange: (index: number, run: ColumnRun) => void;
  scale: { labels: string[]; max: number };
  baselineText?: string;
  inputImageUrl?: string;
}) {
  const { index, saved, onChange } = props;
  const engine = useTryRun();
  const [own, setOwn] = useState<ColumnRun | undefined>();
  // Each run (and each reset) gets a number; an older run ending late changes nothing.
  const generation = useRef(0);
  const current = own ?? saved ?? IDLE_RUN;
  const { running, streaming, loading, exchange } = engine;
  const firstToken = exchange?.firstTokenAfter;
  const run = useMemo(
    () =>
      running && current.status === "running"
        ? { ...current, streaming, loading, firstTokenMs: firstToken }
        : current,
    [running, current, streaming, loading, firstToken],
  );
  // Before the browser paints, so the screen's shared scale and conversation never lag a column.
  useLayoutEffect(() => onChange(index, run), [onChange, index, run]);

  useImperativeHandle(
    ref,
    () => ({
      stop: engine.stop,
      show: (next) => {
        generation.current += 1;
        engine.reset();
        setOwn(next);
      },
      run: async (column, shared) => {
        const number = ++generation.current;
        const started: ColumnRun = {
          ...current,
          status: "running",
          loading: undefined,
          output: undefined,
          error: undefined,
          streaming: shared.chat ? "" : undefined,
          firstTokenMs: undefined,
          totalMs: undefined,
          outputBytes: undefined,
        };
        const ended = await engine.run({
          modelId: column.model,
          provider: column.provider,
          task: shared.task,
          chat: shared.chat,
          // A turn a column failed to answer is not sent to it again.
          input: { ...shared.input, history: answeredTurns(current.transcript) },
          media: async () => shared.blob,
          gatewayStatus: shared.status,
          refused: column.refused,
          onStart: () => setOwn(started),
        });
        if (number === generation.current) {
          setOwn(settledRun(ended.kind === "refused" ? current : started, ended, shared));
        }
      },
    }),
    [engine, current],
  );

  return (
    <ColumnResult
      column={props.column}
      position={index + 1}
      run={run}
      scale={props.scale}
      baselineText={props.baselineText}
      inputImageUrl={props.inputImageUrl}
      onStop={engine.stop}
    />
  );
}
