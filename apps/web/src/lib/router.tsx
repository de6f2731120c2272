import { useEffect, useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from "react";

/**
 * A very small History API router: the app needs only "where am I" and "go there", and a
 * library would add weight to the initial bundle.
 *
 * @example
 * ```tsx
 * const { pathname, search } = useLocation();
 * navigate("/models?task=text-classification");
 * ```
 */
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener("popstate", emit);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("popstate", emit);
  };
}

const snapshot = () => window.location.pathname + window.location.search;

/**
 * The current path and query string; re-renders on every navigation.
 *
 * @example
 * ```ts
 * const { pathname, search } = useLocation();
 * ```
 */
export function useLocation(): { pathname: string; search: string; href: string } {
  const href = useSyncExternalStore(subscribe, snapshot, snapshot);
  const queryStart = href.indexOf("?");
  return queryStart === -1
    ? { pathname: href, search: "", href }
    : { pathname: href.slice(0, queryStart), search: href.slice(queryStart), href };
}

/**
 * Goes to `to`. The scroll position of the page being left is saved in its history entry so
 * that Back can restore it once the content is there again.
 *
 * @example
 * ```ts
 * navigate(paths.models({ task: "fill-mask" }));
 * ```
 */
export function navigate(
  to: string,
  options: { replace?: boolean; keepScroll?: boolean } = {},
): void {
  const state: unknown = window.history.state;
  const previous = typeof state === "object" && state !== null ? state : {};
  window.history.replaceState({ ...previous, scrollY: window.scrollY }, "");
  if (options.replace) window.history.replaceState({ scrollY: window.scrollY }, "", to);
  else window.history.pushState({}, "", to);
  if (!options.replace && !options.keepScroll && window.scrollY !== 0) window.scrollTo(0, 0);
  emit();
}

/** The scroll position saved for the current history entry, if any. */
function savedScrollPosition(): number | undefined {
  const state: unknown = window.history.state;
  if (typeof state === "object" && state !== null && "scrollY" in state) {
    const value = (state as { scrollY: unknown }).scrollY;
    return typeof value === "number" ? value : undefined;
  }
  return undefined;
}

/**
 * Restores the saved scroll position once `ready` turns true (content has loaded).
 *
 * @example
 * ```ts
 * useScrollRestoration(list.status === "ready");
 * ```
 */
export function useScrollRestoration(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const position = savedScrollPosition();
    if (position !== undefined && position > 0) window.scrollTo?.(0, position);
  }, [ready]);
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * An anchor that navigates inside the app without a page load; modified clicks behave natively.
 *
 * @example
 * ```tsx
 * <Link href={paths.task("fill-mask")}>Fill-Mask</Link>
 * ```
 */
export function Link(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { onClick, href, children, ...rest } = props;
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event) || props.target) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
