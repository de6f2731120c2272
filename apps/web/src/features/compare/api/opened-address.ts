import type { PipelineType } from "@modeldeck/tasks";
import { addToTray } from "../../../lib/compare-tray";
import {
  readCompareQuery,
  type CompareColumn,
  type CompareSetup,
} from "../../../lib/run/compare-setup";
import { inputFromWidget, type TryInput } from "../../../lib/run/try-input";

const INPUT_PARAMETERS = [
  "text",
  "system",
  "context",
  "labels",
  "sentences",
  "table",
  "blob",
  "example",
];

/**
 * The input of a comparison before anything is typed.
 *
 * @example
 * ```ts
 * EMPTY_INPUT.text; // ""
 * ```
 */
export const EMPTY_INPUT = inputFromWidget(undefined);

/** The screen's state as a link (or the gathered columns) describes it. */
export interface Opened {
  setup: CompareSetup;
  /** The link carries its own input, so the task's example must not replace it. */
  hasInput: boolean;
  runId?: string;
  /** An "Add to compare" link, which carries only the model: the screen writes the full setup. */
  added?: boolean;
}

/**
 * What the compare screen opens at an address: a full setup from its query, a saved run
 * (`run`), or a model added to the gathered columns (`add`, which adds it to the tray).
 *
 * @example
 * ```ts
 * openedFrom("?task=fill-mask&add=google-bert/bert-base-uncased").setup.columns.length; // ≥ 1
 * ```
 */
export function openedFrom(search: string): Opened {
  const query = new URLSearchParams(search);
  const runId = query.get("run") ?? undefined;
  const task = (query.get("task") ?? "text-classification") as PipelineType;
  const added = query.get("add");
  if (added) {
    const columns = addToTray(task, added);
    return {
      setup: { task, columns, chat: query.get("chat") === "1", input: EMPTY_INPUT },
      hasInput: false,
      added: true,
    };
  }
  const setup = readCompareQuery(search, EMPTY_INPUT) ?? {
    task,
    columns: [],
    chat: false,
    input: EMPTY_INPUT,
  };
  return {
    setup,
    hasInput: Boolean(runId) || INPUT_PARAMETERS.some((name) => query.has(name)),
    runId,
  };
}

/**
 * The columns a comparison starts with: two to fill, or those a link names (a single run opened
 * by link keeps its one).
 *
 * @example
 * ```ts
 * withColumnCount([]).length; // 2
 * ```
 */
export function withColumnCount(columns: CompareColumn[]): CompareColumn[] {
  return columns.length === 0
    ? [
        { model: "", provider: "" },
        { model: "", provider: "" },
      ]
    : columns;
}

/**
 * The input a setup names, as the inputs edit it (its example file by URL).
 *
 * @example
 * ```ts
 * inputOf(openedFrom("?task=fill-mask&text=Paris").setup).text; // "Paris"
 * ```
 */
export function inputOf(setup: CompareSetup): TryInput {
  return { ...EMPTY_INPUT, ...setup.input, fileUrl: setup.exampleFile };
}
