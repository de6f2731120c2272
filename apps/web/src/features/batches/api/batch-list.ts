import { useSyncExternalStore } from "react";

/**
 * A batch this browser uploaded, as the list of "your batches" remembers it: enough to show and
 * open it; the progress always comes from the server.
 *
 * @example
 * ```ts
 * const entry: RememberedBatch = { id: "q0Z3…", task: "text-classification", title: "Reviews", rowCount: 20, createdAt: "2026-11-28T06:40:00.000Z" };
 * ```
 */
export interface RememberedBatch {
  id: string;
  task: string;
  title: string;
  rowCount: number;
  createdAt: string;
}

const STORAGE_KEY = "modeldeck.batches";
/** Only the newest are kept: the list is a way back, not an archive. */
const MAX_REMEMBERED = 50;
const BATCH_ID = /^[A-Za-z0-9_-]{22,64}$/;

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cached: RememberedBatch[] = [];

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function isEntry(value: unknown): value is RememberedBatch {
  const entry = value as Partial<RememberedBatch> | null;
  return (
    typeof entry === "object" &&
    entry !== null &&
    typeof entry.id === "string" &&
    BATCH_ID.test(entry.id) &&
    typeof entry.task === "string" &&
    typeof entry.title === "string" &&
    typeof entry.rowCount === "number" &&
    typeof entry.createdAt === "string"
  );
}

function readList(): RememberedBatch[] {
  const text = storage()?.getItem(STORAGE_KEY) ?? null;
  if (text === cachedText) return cached;
  cachedText = text;
  try {
    const parsed: unknown = JSON.parse(text ?? "[]");
    // Another tab, an older version or a hand edit may have written anything here.
    cached = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    cached = [];
  }
  return cached;
}

function writeList(list: RememberedBatch[]): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(list.slice(0, MAX_REMEMBERED)));
  for (const listener of listeners) listener();
}

/**
 * Puts a batch first in this browser's list (once).
 *
 * @example
 * ```ts
 * rememberBatch({ id, task: "translation", title: "", rowCount: 100, createdAt: new Date().toISOString() });
 * ```
 */
export function rememberBatch(entry: RememberedBatch): void {
  writeList([entry, ...readList().filter((other) => other.id !== entry.id)]);
}

/**
 * Takes a batch off this browser's list (the batch itself stays on the server).
 *
 * @example
 * ```ts
 * forgetBatch(id);
 * ```
 */
export function forgetBatch(id: string): void {
  writeList(readList().filter((entry) => entry.id !== id));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const NONE: RememberedBatch[] = [];

/**
 * This browser's batches, newest first, re-rendering when the list changes (also in another tab).
 *
 * @example
 * ```ts
 * const batches = useRememberedBatches();
 * ```
 */
export function useRememberedBatches(): RememberedBatch[] {
  return useSyncExternalStore(subscribe, readList, () => NONE);
}
