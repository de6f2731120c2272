import { PIPELINE_DATA, TASK_DATA_LOADERS } from "@modeldeck/tasks";
import { allLibraries } from "./libraries";
import { paths } from "../paths";
import type { SearchResult } from "./search-results";

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
  const tasks: SearchResult[] = Object.keys(TASK_DATA_LOADERS).map((id) => ({
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
