import type * as Libraries from "./libraries";
import { useResource } from "./use-resource";

type Registry = typeof Libraries;

let registry: Registry | undefined;
let loading: Promise<Registry> | undefined;

/**
 * A library's display name ("Transformers" for `transformers`) once the library registry has
 * been loaded, else its id. The registry (every library with its snippet functions) is the app's
 * largest chunk, so screens that only show names load it after their first paint with
 * {@link useLibraryLabels} instead of importing it: on a phone its download and parse would
 * otherwise sit between the page's data and the page itself.
 *
 * @example
 * ```ts
 * libraryLabel("transformers"); // "Transformers" once loaded, "transformers" before
 * ```
 */
export function libraryLabel(id: string): string {
  return registry?.libraryById(id)?.prettyLabel ?? id;
}

/**
 * Loads the library registry (once), after which {@link libraryLabel} gives display names.
 *
 * @example
 * ```ts
 * await loadLibraryLabels();
 * libraryLabel("transformers"); // "Transformers"
 * ```
 */
export function loadLibraryLabels(): Promise<Registry> {
  loading ??= import("./libraries").then((module) => (registry = module));
  return loading;
}

/**
 * Loads the library registry when `enabled` (a screen passes "my first content is shown") and
 * re-renders the caller once it is there; returns {@link libraryLabel}.
 *
 * @example
 * ```tsx
 * declare const libraryId: string;
 * const label = useLibraryLabels();
 * <span>{label(libraryId)}</span>;
 * ```
 */
export function useLibraryLabels(enabled = true): (id: string) => string {
  useResource(enabled ? "library-labels" : undefined, loadLibraryLabels);
  return libraryLabel;
}
