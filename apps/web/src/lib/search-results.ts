import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "./api-client";
import { modelSearchQuery } from "./hub-queries";
import { useDebouncedValue } from "./use-debounced-value";
import { useResource } from "./use-resource";
import { paths } from "../paths";

/** One search result: a task, model, library or page, with where it leads. */
export interface SearchResult {
  kind: "Task" | "Model" | "Library" | "Page";
  label: string;
  href: string;
}

/** How long typing must pause before the hub is asked; catalogue matches never wait. */
const SEARCH_PAUSE_MS = 250;

/**
 * Catalogue matches followed by up to five models from the hub search, at most 12. Catalogue
 * matches follow every keystroke (they cost nothing); the hub is asked once typing pauses, a
 * request left behind by newer text is aborted, and an answered text is kept in the cache.
 *
 * @example
 * ```ts
 * const { results } = useSearchResults("detr"); // [{ kind: "Model", label: "facebook/detr-resnet-50", … }]
 * ```
 */
export function useSearchResults(query: string): {
  results: SearchResult[];
  /** Whether the catalogue's matches are in `results` yet (its index loads on the first key). */
  catalogueReady: boolean;
} {
  const api = useApiClient();
  const trimmed = query.trim();
  const settled = useDebouncedValue(trimmed, SEARCH_PAUSE_MS);
  // The catalogue index (with every library) loads on the first keystroke, not with the page.
  const index = useResource(trimmed ? "search-index" : undefined, () => import("./search-index"));
  const remote = useQuery(modelSearchQuery(api, trimmed ? settled : "", 5));
  const models: SearchResult[] =
    trimmed && remote.data
      ? remote.data.map((model) => ({
          kind: "Model",
          label: model.id,
          href: paths.model(model.id),
        }))
      : [];
  // Keep room for a few models so many catalogue matches never hide them.
  const matches = index.status === "ready" ? index.data.localResults(trimmed) : [];
  const local = matches.slice(0, 12 - Math.min(models.length, 4));
  return {
    results: [...local, ...models].slice(0, 12),
    catalogueReady: index.status !== "loading",
  };
}
