import { useDeferredValue, useId, useMemo, useState } from "react";
import { EmptyState } from "../../../components/ui/empty-state";
import { ErrorMessage, Loading } from "../../../components/ui/status";
import { addToTray, removeFromTray, useCompareTray } from "../../../lib/compare-tray";
import { useLibraryLabels } from "../../../lib/library-labels";
import { navigate, useLocation, useScrollRestoration } from "../../../lib/router";
import { paths, type ModelBrowserQuery, type ModelSort } from "../../../paths";
import { useModelFacets, useModelList } from "../api/models-api";
import { ActiveFilters } from "../components/active-filters";
import { ModelFilters } from "../components/model-filters";
import { ModelList, type CompareChoice } from "../components/model-list";
import { CompareTrayBar } from "../components/model-list-compare-tray";
import { ModelSearchBox } from "../components/model-search-box";
import "./model-browser-page.css";

/** Models per page of the browser. */
const PAGE_SIZE = 20;

const SORTS: { value: ModelSort; label: string }[] = [
  { value: "downloads", label: "Most downloads" },
  { value: "likes", label: "Most likes" },
  { value: "lastModified", label: "Recently updated" },
  { value: "trendingScore", label: "Trending" },
];

/**
 * Reads the browser's state out of the URL query string.
 *
 * @example
 * ```ts
 * parseBrowserQuery("?task=fill-mask&pages=2"); // { task: "fill-mask", pages: 2, tags: [], … }
 * ```
 */
function parseBrowserQuery(search: string): ModelBrowserQuery {
  const parameters = new URLSearchParams(search);
  const pages = Number(parameters.get("pages") ?? "1");
  return {
    search: parameters.get("search") ?? undefined,
    task: parameters.get("task") ?? undefined,
    library: parameters.get("library") ?? undefined,
    tags: parameters.getAll("tag"),
    provider: parameters.get("provider") ?? undefined,
    parameters: parameters.get("num_parameters") ?? undefined,
    sort: (parameters.get("sort") as ModelSort | null) ?? undefined,
    pages: Number.isInteger(pages) && pages > 0 ? Math.min(pages, 50) : 1,
  };
}

/** How many filters are in force, for the narrow screen's "Filters" button. */
function activeCount(query: ModelBrowserQuery): number {
  const { task, library, provider, parameters, tags = [] } = query;
  return [task, library, provider, parameters, ...tags].filter(Boolean).length;
}

/** The sort order's picker of the toolbar. */
function SortSelect({
  value,
  onChange,
}: {
  value: ModelSort;
  onChange: (sort: ModelSort) => void;
}) {
  return (
    <div className="model-sort">
      <label htmlFor="model-sort">Sort</label>
      <select
        id="model-sort"
        value={value}
        onChange={(event) => onChange(event.target.value as ModelSort)}
      >
        {SORTS.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Showing 20 models of 1,234." (a "+" when the count is a lower bound) or "(all results)". */
function showingText(
  shown: number,
  more: boolean,
  total: { count: number; exact: boolean } | undefined,
): string {
  const of = total ? ` of ${total.count.toLocaleString("en")}${total.exact ? "" : "+"}` : "";
  return `Showing ${shown} ${shown === 1 ? "model" : "models"}${more ? of : " (all results)"}.`;
}

/**
 * The model browser: a search box that searches as you type, a filter sidebar with counts that
 * applies each choice at once, removable chips for the filters in force, and model cards. All of
 * it lives in the URL, so Back and Forward step through filter changes and a link reproduces the
 * view. "Show more" appends the next page in place and records the page count in the URL, so
 * Back and reload show the same list at the same scroll position. On narrow screens the sidebar
 * folds behind a "Filters" button.
 *
 * @example
 * ```tsx
 * <ModelBrowserPage />  // at /models?task=text-classification&sort=likes
 * ```
 */
export default function ModelBrowserPage() {
  const { search } = useLocation();
  const query = parseBrowserQuery(search);
  const pages = query.pages ?? 1;
  const key = paths.models({ ...query, pages: 1 });
  // A reload of "?pages=3" asks for three pages at once; new filters start at one page.
  const [opened] = useState({ key, pages });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebarId = useId();
  const list = useModelList(query, PAGE_SIZE * (key === opened.key ? opened.pages : 1));
  const facets = useModelFacets(query);
  useScrollRestoration(list.status === "success");
  // Library names in the sidebar come with the registry, loaded once the first cards are shown.
  useLibraryLabels(list.status !== "pending");
  // The cards and the sidebar's counts are rendered from deferred answers: TanStack Query hands
  // an answer over synchronously, and rendering 20 cards and every facet in that one task would
  // block a phone's main thread; deferred, React renders them in slices that yield to the browser.
  const listData = useDeferredValue(list.data);
  const facetData = useDeferredValue(facets.data);
  const models = useMemo(() => listData?.pages.flatMap((page) => page.models) ?? [], [listData]);
  const apply = (next: ModelBrowserQuery) => navigate(paths.models(next));
  const showMore = async () => {
    const result = await list.fetchNextPage();
    if (!result.isError) navigate(paths.models({ ...query, pages: pages + 1 }), { replace: true });
  };
  const total = facetData?.total;
  // "Add to compare" gathers models in a tray on this page rather than leaving it.
  const tray = useCompareTray();
  const compare: CompareChoice = {
    has: (model) => tray?.columns.some((column) => column.model === model) ?? false,
    toggle: (model) => {
      if (compare.has(model.id)) removeFromTray(model.id);
      else if (model.pipeline_tag) addToTray(model.pipeline_tag, model.id);
    },
  };
  const filterCount = activeCount(query);
  return (
    <>
      <h1>Models</h1>
      <div className="model-browser-toolbar" role="search" aria-label="Models">
        <ModelSearchBox
          value={query.search ?? ""}
          // Refining a search replaces its history entry; starting one adds an entry.
          onSearch={(text) =>
            navigate(paths.models({ ...query, search: text || undefined, pages: 1 }), {
              replace: Boolean(query.search) && text !== "",
              keepScroll: true,
            })
          }
        />
        <SortSelect
          value={query.sort ?? "downloads"}
          onChange={(sort) => apply({ ...query, sort, pages: 1 })}
        />
        <button
          type="button"
          className="model-filters-toggle"
          aria-expanded={drawerOpen}
          aria-controls={sidebarId}
          onClick={() => setDrawerOpen(!drawerOpen)}
        >
          {filterCount > 0 ? `Filters (${filterCount})` : "Filters"}
        </button>
      </div>
      <div className="model-browser">
        <aside
          id={sidebarId}
          aria-label="Filters"
          className={drawerOpen ? "model-browser-sidebar is-open" : "model-browser-sidebar"}
        >
          <ModelFilters query={query} facets={facetData} failed={facets.isError} onChange={apply} />
        </aside>
        <div className="model-browser-results">
          <ActiveFilters query={query} onChange={apply} />
          {listData === undefined && list.status !== "error" ? <Loading what="models" /> : null}
          {list.status === "error" && !list.isFetchNextPageError ? (
            <ErrorMessage title="Could not load models" message={list.error.message} />
          ) : null}
          {listData !== undefined ? (
            <div aria-busy={list.isPlaceholderData}>
              <p role="status" className="muted">
                {list.isPlaceholderData
                  ? "Loading models…"
                  : showingText(models.length, list.hasNextPage, total)}
              </p>
              {models.length === 0 && !list.isPlaceholderData ? (
                <EmptyState title="No model matches these filters">
                  <p>Try fewer words in the search, or remove a filter above.</p>
                </EmptyState>
              ) : (
                <ModelList models={models} compare={compare} />
              )}
              {list.isFetchNextPageError ? (
                <ErrorMessage title="Could not load more models" message={list.error.message} />
              ) : null}
              {list.hasNextPage ? (
                <button
                  type="button"
                  onClick={() => void showMore()}
                  disabled={list.isFetchingNextPage || list.isPlaceholderData}
                >
                  {list.isFetchingNextPage ? "Loading…" : "Show more models"}
                </button>
              ) : null}
            </div>
          ) : null}
          <CompareTrayBar tray={tray} />
        </div>
      </div>
    </>
  );
}
