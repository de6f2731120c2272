import { useCallback, useRef, useState } from "react";
import { IDLE_RUN, type ColumnRun } from "../../../lib/run/column-run";
import type { ColumnRunHandle, RunnableColumn, SharedRun } from "./compare-column-run";

/**
 * The runs of a comparison's columns, each a `CompareColumnRun` (one run of the app's run engine)
 * on its own, so one slow or failing provider never holds up the others. `runAll` starts every
 * column at once; `stop(index)` and `stopAll()` abort; `column(index)` wires a column to it.
 *
 * @example
 * ```tsx
 * import { CompareColumnRun, type SharedRun } from "./compare-column-run";
 * declare const shared: SharedRun;
 * const columns = [{ model: "openai-community/gpt2", provider: "hf-inference" }];
 * const runs = useCompareRuns(columns.length);
 * <CompareColumnRun {...runs.column(0)} column={columns[0]!} scale={{ labels: [], max: 1 }} />;
 * await runs.runAll(columns, shared);
 * ```
 */
export function useCompareRuns(count: number) {
  const handles = useRef<(ColumnRunHandle | null)[]>([]);
  const [reported, setReported] = useState<ColumnRun[]>([]);
  // The results of an opened saved run, shown by its columns until they run.
  const [saved, setSaved] = useState<ColumnRun[] | undefined>();
  const report = useCallback((index: number, run: ColumnRun) => {
    setReported((current) => {
      if (current[index] === run) return current;
      const next = [...current];
      next[index] = run;
      return next;
    });
  }, []);
  const runs = Array.from({ length: count }, (_, index) => reported[index] ?? IDLE_RUN);
  const each = (action: (handle: ColumnRunHandle) => void) =>
    handles.current.slice(0, count).forEach((handle) => handle && action(handle));

  return {
    runs,
    /** What column `index` needs from the screen. */
    column: (index: number) => ({
      index,
      ref: (handle: ColumnRunHandle | null) => {
        handles.current[index] = handle;
      },
      saved: saved?.[index],
      onChange: report,
    }),
    /** Stops a column and drops it (the columns after it move up). */
    remove: (index: number) => {
      handles.current[index]?.stop();
      for (let position = index; position < count - 1; position += 1) {
        const next = runs[position + 1] ?? IDLE_RUN;
        handles.current[position + 1]?.stop();
        handles.current[position]?.show(
          next.status === "running" ? { ...next, status: "stopped", streaming: undefined } : next,
        );
      }
      setReported((current) => current.filter((_, position) => position !== index));
      setSaved((current) => current?.filter((_, position) => position !== index));
    },
    /** Stops one column and forgets its result (its model changed, so the result is stale). */
    reset: (index: number) => handles.current[index]?.show(IDLE_RUN),
    /** Shows a saved run's results in its columns. */
    show: (results: ColumnRun[]) => {
      setSaved(results);
      each((handle) => handle.show(undefined));
    },
    runAll: (columns: RunnableColumn[], shared: SharedRun) =>
      Promise.all(columns.map((column, index) => handles.current[index]?.run(column, shared))),
    stop: (index: number) => handles.current[index]?.stop(),
    stopAll: () => each((handle) => handle.stop()),
    /** Forgets outputs and conversations (the setup changed). */
    clear: () => each((handle) => handle.show(IDLE_RUN)),
  };
}
