import { tagFacet, type ModelFacet } from "@modeldeck/hub";
import { isPipeline, pipelineName, subtaskName } from "../../../lib/catalogue";
import { libraryLabel } from "../../../lib/library-labels";
import type { ModelBrowserQuery } from "../../../paths";
import { PARAMETER_FACET_VIEW } from "./parameter-facet";

/**
 * How the browser shows and applies one facet: its heading, a value's label, the value in force
 * in a URL query, and the query with a value chosen (`undefined` clears it). One value per facet
 * is in force at a time, so a facet's counts (which leave its own filter out) are exactly what
 * choosing each value would give.
 *
 * @example
 * ```ts
 * const view = FACET_VIEWS.license;
 * view.apply(query, "license:mit"); // { ...query, tags: [...others, "license:mit"], pages: 1 }
 * ```
 */
export interface FacetView {
  title: string;
  /** The name a chip gives the facet: "Task", "Licence". */
  noun: string;
  label: (value: string) => string;
  selected: (query: ModelBrowserQuery) => string | undefined;
  apply: (query: ModelBrowserQuery, value: string | undefined) => ModelBrowserQuery;
  /** Every value at once, in the server's order, with no "Show all" (a short, ordered scale). */
  showAll?: boolean;
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

function languageName(code: string): string {
  if (code === "multilingual") return "Multilingual";
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A facet stored among the tags: at most one of its tags, the other tags kept. */
function tagFacetView(
  facet: "language" | "license",
  title: string,
  noun: string,
  label: (value: string) => string,
): FacetView {
  return {
    title,
    noun,
    label,
    selected: (query) => (query.tags ?? []).find((tag) => tagFacet(tag) === facet),
    apply: (query, value) => ({
      ...query,
      tags: [
        ...(query.tags ?? []).filter((tag) => tagFacet(tag) !== facet),
        ...(value === undefined ? [] : [value]),
      ],
      pages: 1,
    }),
  };
}

/**
 * The facets of the filter sidebar, in the order shown, keyed by the server's facet names.
 *
 * @example
 * ```ts
 * FACET_VIEWS.pipeline_tag.label("fill-mask"); // "Fill-Mask"
 * ```
 */
export const FACET_VIEWS = {
  pipeline_tag: {
    title: "Tasks",
    noun: "Task",
    // A subtask (`text2text-generation`) is a valid filter too, named by its pipeline's entry.
    label: (value) => (isPipeline(value) ? pipelineName(value) : subtaskName(value)),
    selected: (query) => query.task,
    apply: (query, value) => ({ ...query, task: value, pages: 1 }),
  },
  library: {
    title: "Libraries",
    noun: "Library",
    // The display name once the page has loaded the registry (useLibraryLabels), else the id.
    label: libraryLabel,
    selected: (query) => query.library,
    apply: (query, value) => ({ ...query, library: value, pages: 1 }),
  },
  language: tagFacetView("language", "Languages", "Language", languageName),
  license: tagFacetView("license", "Licences", "Licence", (value) =>
    value.slice("license:".length),
  ),
  inference_provider: {
    title: "Inference providers",
    noun: "Provider",
    // `all` is the Hub's value for "served by any provider" (what Try it's notes link to).
    label: (value) => (value === "all" ? "any provider" : value),
    selected: (query) => query.provider,
    apply: (query, value) => ({ ...query, provider: value, pages: 1 }),
  },
  num_parameters: PARAMETER_FACET_VIEW,
} satisfies Record<ModelFacet, FacetView>;
