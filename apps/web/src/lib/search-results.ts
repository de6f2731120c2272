import { PIPELINE_DATA, TASKS_DATA } from "@modeldeck/tasks";
import type { ModelData } from "@modeldeck/tasks";
import { useApiClient } from "./api-client";
import { allLibraries } from "./catalogue";
import { useResource } from "./use-resource";
import { apiPaths, paths } from "../paths";

/** One search result: a task, model, library or page, with where it leads. */
export interface SearchResult {
  kind: "Task" | "Model" | "Library" | "Page";
  label: string;
  href: string;
}

const PAGES: SearchResult[] = [
  { kind: "Page", label: "Models", href: paths.models() },
  { kind: "Page", label: "Libraries", href: paths.libraries() },
  { kind: "Page", label: "Settings", href: paths.settings() },
];

/**
 * Tasks, libraries and pages matching a query, from the catalogue (no network). Matches at the
 * start of a word rank before matches inside a word.
 *
 * @example
 * ```ts
 * localResults("class")[0]; // { kind: "Task", label: "Text Classification", href: "/tasks/text-classification" }
 * ```
 */
export function localResults(query: string): SearchResult[] {
  const needle = query.toLowerCase();
  if (!needle) return [];
  const tasks: SearchResult[] = Object.keys(TASKS_DATA).map((id) => ({
    kind: "Task",
    label: (PIPELINE_DATA as Record<string, { name: string }>)[id]?.name ?? id,
    href: paths.task(id),
  }));
  const libraries: SearchResult[] = allLibraries().map(([id, library]) => ({
    kind: "Library",
    label: library.prettyLabel,
    href: paths.library(id),
  }));
  return [...PAGES, ...tasks, ...libraries]
    .map((result) => ({ result, rank: rank(result.label.toLowerCase(), needle) }))
    .filter((entry) => entry.rank >= 0)
    .sort((left, right) => left.rank - right.rank)
    .map((entry) => entry.result);
}

function rank(label: string, needle: string): number {
  if (label.startsWith(needle)) return 0;
  if (label.includes(` ${needle}`) || label.includes(`-${needle}`)) return 1;
  return label.includes(needle) ? 2 : -1;
}

/**
 * Catalogue matches (instant) followed by up to five models from the hub search, at most 12.
 *
 * @example
 * ```ts
 * const results = useSearchResults("detr"); // [{ kind: "Model", label: "facebook/detr-resnet-50", … }]
 * ```
 */
export function useSearchResults(query: string): SearchResult[] {
  const api = useApiClient();
  const trimmed = query.trim();
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
  const local = localResults(trimmed).slice(0, 12 - Math.min(models.length, 4));
  return [...local, ...models].slice(0, 12);
}
