import { useSyncExternalStore } from "react";

/**
 * How many columns a comparison holds at most; one column is a single try-it run.
 *
 * @example
 * ```ts
 * addToTray("fill-mask", "google-bert/bert-base-uncased").length <= COMPARE_MAX_COLUMNS; // true
 * ```
 */
export const COMPARE_MAX_COLUMNS = 4;

/** One model gathered for a comparison, and its provider (empty: the model's first live one). */
export interface TrayColumn {
  model: string;
  provider: string;
}

/** The models the user is gathering for a comparison of one task, kept in this browser. */
export interface CompareTray {
  task: string;
  columns: TrayColumn[];
}

const TRAY_KEY = "modeldeck.compare";
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The comparison being gathered, as stored in this browser; `undefined` when there is none (or
 * what is stored is not a tray).
 */
function readTray(): CompareTray | undefined {
  try {
    const parsed = JSON.parse(storage()?.getItem(TRAY_KEY) ?? "null") as CompareTray | null;
    return parsed &&
      typeof parsed.task === "string" &&
      Array.isArray(parsed.columns) &&
      parsed.columns.every((column) => typeof column?.model === "string")
      ? parsed
      : undefined;
  } catch {
    return undefined;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
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
export function keepTray(task: string, columns: TrayColumn[]): void {
  storage()?.setItem(TRAY_KEY, JSON.stringify({ task, columns } satisfies CompareTray));
  notify();
}

/**
 * The columns after adding `model` for `task`: added to the kept columns of the same task
 * (once, at most {@link COMPARE_MAX_COLUMNS}, the oldest making room), or alone when the task
 * differs, since models of different tasks cannot share one input.
 *
 * @example
 * ```ts
 * addToTray("text-classification", "ProsusAI/finbert"); // [{ model: "distilbert/…", provider: "" }, { model: "ProsusAI/finbert", provider: "" }]
 * ```
 */
export function addToTray(task: string, model: string, provider = ""): TrayColumn[] {
  const tray = readTray();
  const kept = tray?.task === task ? tray.columns : [];
  if (kept.some((column) => column.model === model && (!provider || column.provider === provider)))
    return kept;
  const columns = [...kept, { model, provider }].slice(-COMPARE_MAX_COLUMNS);
  keepTray(task, columns);
  return columns;
}

/**
 * Takes `model` out of the comparison being gathered.
 *
 * @example
 * ```ts
 * removeFromTray("ProsusAI/finbert");
 * ```
 */
export function removeFromTray(model: string): void {
  const tray = readTray();
  if (!tray) return;
  keepTray(
    tray.task,
    tray.columns.filter((column) => column.model !== model),
  );
}

let snapshot: { raw: string | null; tray: CompareTray | undefined } | undefined;

function currentTray(): CompareTray | undefined {
  const raw = storage()?.getItem(TRAY_KEY) ?? null;
  if (snapshot?.raw !== raw) snapshot = { raw, tray: readTray() };
  return snapshot.tray;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab gathering models changes this one's tray too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TRAY_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The comparison being gathered, kept up to date as models are added or removed here or in
 * another tab.
 *
 * @example
 * ```tsx
 * const tray = useCompareTray();
 * <p>{tray?.columns.length ?? 0} models to compare</p>
 * ```
 */
export function useCompareTray(): CompareTray | undefined {
  return useSyncExternalStore(subscribe, currentTray, () => undefined);
}
