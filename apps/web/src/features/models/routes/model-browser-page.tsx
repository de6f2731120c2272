import { useState } from "react";
import { ErrorMessage, Loading } from "../../../components/ui/status";
import { Link, navigate, useLocation, useScrollRestoration } from "../../../lib/router";
import { paths, type ModelBrowserQuery, type ModelSort } from "../../../paths";
import { useModelList } from "../api/models-api";
import { ModelFilters } from "../components/model-filters";
import { ModelList } from "../components/model-list";

/** Models per page of the browser. */
const PAGE_SIZE = 20;

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
    sort: (parameters.get("sort") as ModelSort | null) ?? undefined,
    pages: Number.isInteger(pages) && pages > 0 ? Math.min(pages, 50) : 1,
  };
}

/**
 * The model browser: search, filters and sort live in the URL, so every view can be shared.
 * "Show more" appends the next page in place (the scroll position stays), and records the
 * number of pages in the URL so Back and reload show the same list at the same place. The
 * filter form stays mounted across searches, so focus stays where the user left it.
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
  const list = useModelList(query, PAGE_SIZE * (key === opened.key ? opened.pages : 1));
  useScrollRestoration(list.status === "success");
  const models = list.data?.pages.flatMap((page) => page.models) ?? [];
  const showMore = async () => {
    const result = await list.fetchNextPage();
    if (!result.isError) navigate(paths.models({ ...query, pages: pages + 1 }), { replace: true });
  };
  return (
    <>
      <h1>Models</h1>
      <ModelFilters query={query} onChange={(next) => navigate(paths.models(next))} />
      {key !== paths.models() ? (
        <p>
          <Link href={paths.models()}>Clear search and filters</Link>
        </p>
      ) : null}
      {list.status === "pending" ? <Loading what="models" /> : null}
      {list.status === "error" && !list.isFetchNextPageError ? (
        <ErrorMessage title="Could not load models" message={list.error.message} />
      ) : null}
      {list.data !== undefined ? (
        <div aria-busy={list.isPlaceholderData}>
          <p role="status" className="muted">
            {list.isPlaceholderData
              ? "Loading models…"
              : `Showing ${models.length} models${list.hasNextPage ? "" : " (all results)"}.`}
          </p>
          <ModelList models={models} />
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
    </>
  );
}
