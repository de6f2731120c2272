import { useSyncExternalStore } from "react";

/** Colour theme choice; "system" follows the operating system. */
export type Theme = "light" | "dark" | "system";

/**
 * What the user set on the Settings screen. Tokens stay in this browser's localStorage and are
 * only ever sent to the provider they belong to (through the ModelDeck gateway when enabled).
 */
export interface Settings {
  hfToken: string;
  providerKeys: Record<string, string>;
  /** Where hub data comes from; empty means the ModelDeck server that served the page. */
  hubUrl: string;
  theme: Theme;
  /** Send inference requests through the ModelDeck server's gateway (no direct provider calls). */
  useGateway: boolean;
  /** The operator's gateway token, sent only to this server's gateway as `X-ModelDeck-Token`. */
  gatewayToken: string;
  /**
   * Send personal provider keys through this server's gateway even to providers that take calls
   * from web pages (by default those get them straight from the browser).
   */
  keysThroughServer: boolean;
}

const STORAGE_KEY = "modeldeck.settings";

/** Settings before the user changes anything. */
const DEFAULT_SETTINGS: Settings = {
  hfToken: "",
  providerKeys: {},
  hubUrl: "",
  theme: "system",
  useGateway: true,
  gatewayToken: "",
  keysThroughServer: false,
};

const listeners = new Set<() => void>();
let cachedText: string | null | undefined;
let cached: Settings = DEFAULT_SETTINGS;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Reads the settings; unknown or broken stored values fall back to the defaults.
 *
 * @example
 * ```ts
 * const { hfToken, theme } = readSettings();
 * ```
 */
export function readSettings(): Settings {
  const text = storage()?.getItem(STORAGE_KEY) ?? null;
  if (text === cachedText) return cached;
  cachedText = text;
  try {
    const parsed = text ? (JSON.parse(text) as Partial<Settings>) : {};
    cached = { ...DEFAULT_SETTINGS, ...parsed, providerKeys: { ...parsed.providerKeys } };
  } catch {
    cached = DEFAULT_SETTINGS;
  }
  return cached;
}

/**
 * Saves a change to the settings and tells every subscriber.
 *
 * @example
 * ```ts
 * updateSettings({ theme: "dark" });
 * ```
 */
export function updateSettings(change: Partial<Settings>): void {
  const next = { ...readSettings(), ...change };
  storage()?.setItem(STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/**
 * Removes every token and key from this browser in one step; other settings stay.
 *
 * @example
 * ```tsx
 * <button onClick={forgetTokens}>Forget all tokens</button>
 * ```
 */
export function forgetTokens(): void {
  updateSettings({ hfToken: "", providerKeys: {}, gatewayToken: "" });
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

/**
 * The current settings, re-rendering when they change (also from another tab).
 *
 * @example
 * ```ts
 * const { hfToken, useGateway } = useSettings();
 * ```
 */
export function useSettings(): Settings {
  return useSyncExternalStore(subscribe, readSettings, () => DEFAULT_SETTINGS);
}
