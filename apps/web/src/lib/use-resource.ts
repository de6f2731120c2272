import { useEffect, useState } from "react";

/** The state of data being loaded: loading, loaded, or failed with an error. */
export type Resource<T> =
  { status: "loading" } | { status: "ready"; data: T } | { status: "error"; error: Error };

/**
 * Loads data for a key and reloads when the key changes. Results of an old key that arrive
 * late are dropped, so fast typing in a search box never shows stale results.
 *
 * @example
 * ```ts
 * const readme = useResource(`readme:${id}`, () => api.text(apiPaths.modelReadme(id)));
 * ```
 */
export function useResource<T>(key: string | undefined, load: () => Promise<T>): Resource<T> {
  const [state, setState] = useState<{ key: string | undefined; resource: Resource<T> }>({
    key,
    resource: { status: "loading" },
  });
  useEffect(() => {
    if (key === undefined) return;
    let current = true;
    setState({ key, resource: { status: "loading" } });
    load().then(
      (data) => current && setState({ key, resource: { status: "ready", data } }),
      (error: unknown) =>
        current &&
        setState({
          key,
          resource: {
            status: "error",
            error: error instanceof Error ? error : new Error(String(error)),
          },
        }),
    );
    return () => {
      current = false;
    };
    // The key names the request; `load` is a fresh closure on every render by design.
  }, [key]);
  return state.key === key ? state.resource : { status: "loading" };
}
