import { PIPELINE_DATA, TASK_DATA_LOADERS } from "@modeldeck/tasks";
import { allLibraries } from "./libraries";
import { paths } from "../paths";
import type { RankedResult } from "./search-ranking";
import type { SearchResult } from "./search-results";

const PAGES: SearchResult[] = [
  { kind: "Page", label: "Models", href: paths.models() },
  { kind: "Page", label: "Libraries", href: paths.libraries() },
  { kind: "Page", label: "Settings", href: paths.settings() },
];

/** How many models this hub holds per task and per library (`GET /api/stats`), when known. */
export interface HubCounts {
  pipelineCounts?: Record<string, number>;
  libraryCounts?: Record<string, number>;
}

/**
 * Tasks, libraries and pages matching a query, from the catalogue (no network), each with how
 * many models this hub holds for it when `counts` says. Matches at the start of a word rank
 * before matches inside a word.
 *
 * @example
 * ```ts
 * localResults("class")[0]; // { kind: "Task", label: "Text Classification", href: "/tasks/text-classification", popularity: undefined }
 * ```
 */
export function localResults(query: string, counts: HubCounts = {}): RankedResult[] {
  const needle = query.toLowerCase();
  if (!needle) return [];
  const tasks: RankedResult[] = Object.keys(TASK_DATA_LOADERS).map((id) => ({
    kind: "Task",
    label: (PIPELINE_DATA as Record<string, { name: string }>)[id]?.name ?? id,
    href: paths.task(id),
    popularity: counts.pipelineCounts?.[id],
  }));
  const libraries: RankedResult[] = allLibraries().map(([id, library]) => ({
    kind: "Library",
    label: library.prettyLabel,
    href: paths.library(id),
    popularity: counts.libraryCounts?.[id],
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
