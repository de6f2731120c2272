import { MAX_COLUMNS, type CompareColumn } from "./compare-setup";

/** The models the user is gathering for a comparison, kept in this browser. */
interface Tray {
  task: string;
  columns: CompareColumn[];
}

const TRAY_KEY = "modeldeck.compare";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readTray(): Tray | undefined {
  try {
    const parsed = JSON.parse(storage()?.getItem(TRAY_KEY) ?? "null") as Tray | null;
    return parsed && typeof parsed.task === "string" && Array.isArray(parsed.columns)
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Remembers the columns of the comparison on screen, so the next "Add to compare" from another
 * screen adds to them.
 *
 * @example
 * ```ts
 * keepTray("text-classification", columns);
 * ```
 */
export function keepTray(task: string, columns: CompareColumn[]): void {
  storage()?.setItem(TRAY_KEY, JSON.stringify({ task, columns } satisfies Tray));
}

/**
 * The columns after adding `model` for `task`: added to the kept columns of the same task
 * (once, at most {@link MAX_COLUMNS}, the oldest making room), or alone when the task differs.
 *
 * @example
 * ```ts
 * addToTray("text-classification", "ProsusAI/finbert"); // [{ model: "distilbert/…", provider: "hf-inference" }, { model: "ProsusAI/finbert", provider: "" }]
 * ```
 */
export function addToTray(task: string, model: string, provider = ""): CompareColumn[] {
  const tray = readTray();
  const kept = tray?.task === task ? tray.columns : [];
  if (kept.some((column) => column.model === model && (!provider || column.provider === provider)))
    return kept;
  const columns = [...kept, { model, provider }].slice(-MAX_COLUMNS);
  keepTray(task, columns);
  return columns;
}
