import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "./api-client";
import { modelSearchQuery, statsQuery } from "./hub-queries";
import { rankResults, type RankedResult } from "./search-ranking";
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
/** Models asked of the hub per search (most downloaded first), to rank with the catalogue's. */
const MODELS_ASKED = 20;
/** Models shown at most, so the catalogue's matches keep room. */
const MODELS_SHOWN = 6;

/**
 * Catalogue matches and the hub's models for a query, at most 12, ranked together by how well
 * they match and how much they are used here (see `rankResults`): a library with no model in
 * this hub comes after every model and task. Catalogue matches follow every keystroke (they
 * cost nothing); the hub is asked once typing pauses, a request left behind by newer text is
 * aborted, and an answered text is kept in the cache. `ready` is false while the catalogue or
 * the hub's answer for the text on screen is still on its way, so Enter can wait for the order
 * to settle.
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
  /** Whether the hub's models for the text on screen are in `results` too. */
  ready: boolean;
} {
  const api = useApiClient();
  const trimmed = query.trim();
  const settled = useDebouncedValue(trimmed, SEARCH_PAUSE_MS);
  // The catalogue index (with every library) loads on the first keystroke, not with the page.
  const index = useResource(trimmed ? "search-index" : undefined, () => import("./search-index"));
  const remote = useQuery(modelSearchQuery(api, trimmed ? settled : "", MODELS_ASKED));
  const stats = useQuery({ ...statsQuery(api), enabled: trimmed !== "" });
  const models: RankedResult[] =
    trimmed && remote.data
      ? remote.data.map((model) => ({
          kind: "Model",
          label: model.id,
          href: paths.model(model.id),
          popularity: model.downloads,
        }))
      : [];
  const matches =
    index.status === "ready" ? index.data.localResults(trimmed, stats.data ?? {}) : [];
  const ranked = rankResults(trimmed, [...matches, ...models]);
  // Keep room for the catalogue: only the best few models are shown.
  let modelsShown = 0;
  const results = ranked
    .filter((result) => result.kind !== "Model" || ++modelsShown <= MODELS_SHOWN)
    .slice(0, 12);
  const catalogueReady = index.status !== "loading";
  const hubSettled = !trimmed || (settled === trimmed && !remote.isFetching);
  return { results, catalogueReady, ready: catalogueReady && hubSettled };
}
