import { useSyncExternalStore, type ReactNode } from "react";

const noSubscription = () => () => undefined;

/**
 * Renders `fallback` on the server and while React hydrates the server's HTML, then `children`.
 * For parts that only the browser can render (they read this browser's storage, or need the
 * DOM, like the sanitizer of a model card) or that load after the first paint anyway (the try-it
 * box): the server and the browser's first render then agree, so hydration never mismatches. A
 * screen rendered in the browser alone (a later navigation) shows `children` at once.
 *
 * @example
 * ```tsx
 * <ClientOnly fallback={<p>Loading the try-it box…</p>}><p>Only in the browser</p></ClientOnly>
 * ```
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  // The server snapshot is used on the server and during hydration; afterwards React re-renders
  // with the browser's.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return inBrowser ? children : fallback;
}
