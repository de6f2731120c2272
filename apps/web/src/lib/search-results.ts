import type { ModelData } from "@modeldeck/tasks";
import { useApiClient } from "./api-client";
import { useResource } from "./use-resource";
import { apiPaths, paths } from "../paths";

/** One search result: a task, model, library or page, with where it leads. */
export interface SearchResult {
  kind: "Task" | "Model" | "Library" | "Page";
  label: string;
  href: string;
}

/**
 * Catalogue matches followed by up to five models from the hub search, at most 12.
 *
 * @example
 * ```ts
 * const results = useSearchResults("detr"); // [{ kind: "Model", label: "facebook/detr-resnet-50", … }]
 * ```
 */
export function useSearchResults(query: string): SearchResult[] {
  const api = useApiClient();
  const trimmed = query.trim();
  // The catalogue index (with every library) loads on the first keystroke, not with the page.
  const index = useResource(trimmed ? "search-index" : undefined, () => import("./search-index"));
  const remote = useResource(trimmed ? `search:${trimmed}` : undefined, () =>
    api.json<ModelData[]>(apiPaths.models({ search: trimmed, limit: 5 })),
  );
  const models: SearchResult[] =
    trimmed && remote.status === "ready"
      ? remote.data.map((model) => ({
          kind: "Model",
          label: model.id,
          href: paths.model(model.id),
        }))
      : [];
  // Keep room for a few models so many catalogue matches never hide them.
  const matches = index.status === "ready" ? index.data.localResults(trimmed) : [];
  const local = matches.slice(0, 12 - Math.min(models.length, 4));
  return [...local, ...models].slice(0, 12);
}
