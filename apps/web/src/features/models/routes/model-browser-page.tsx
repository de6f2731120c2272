import type { ModelData } from "@modeldeck/tasks";
import { useEffect, useState } from "react";
import { ErrorMessage, Loading } from "../../../components/ui/status";
import { useApiClient } from "../../../lib/api-client";
import { Link, navigate, useLocation, useScrollRestoration } from "../../../lib/router";
import { paths, type ModelBrowserQuery, type ModelSort } from "../../../paths";
import { listModels } from "../api/models-api";
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
export function parseBrowserQuery(search: string): ModelBrowserQuery {
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

interface ListState {
  key: string;
  models: ModelData[];
  next?: string;
  status: "loading" | "ready" | "loading-more" | "error";
  error?: string;
}

/**
 * The model browser: search, filters and sort live in the URL, so every view can be shared.
 * "Show more" appends the next page in place (the scroll position stays), and records the
 * number of pages in the URL so Back and reload show the same list at the same place.
 *
 * @example
 * ```tsx
 * <ModelBrowserPage />  // at /models?task=text-classification&sort=likes
 * ```
 */
export default function ModelBrowserPage() {
  const api = useApiClient();
  const { search } = useLocation();
  const query = parseBrowserQuery(search);
  const pages = query.pages ?? 1;
  const key = paths.models({ ...query, pages: 1 });
  const [state, setState] = useState<ListState>({ key, models: [], status: "loading" });
  useEffect(() => {
    let current = true;
    setState({ key, models: [], status: "loading" });
    listModels(api, {
      search: query.search,
      pipelineTag: query.task,
      library: query.library,
      tags: query.tags,
      sort: query.sort,
      limit: PAGE_SIZE * pages,
    }).then(
      (page) => current && setState({ key, models: page.models, next: page.next, status: "ready" }),
      (error: Error) =>
        current && setState({ key, models: [], status: "error", error: error.message }),
    );
    return () => {
      current = false;
    };
    // Only a change of filters reloads; "pages" grows by appending (see showMore).
  }, [key]);
  useScrollRestoration(state.status === "ready");
  const showMore = async () => {
    if (!state.next) return;
    setState({ ...state, status: "loading-more" });
    try {
      const page = await listModels(api, state.next);
      setState({
        key,
        models: [...state.models, ...page.models],
        next: page.next,
        status: "ready",
      });
      navigate(paths.models({ ...query, pages: pages + 1 }), { replace: true });
    } catch (error) {
      setState({ ...state, status: "ready", error: (error as Error).message });
    }
  };
  return (
    <>
      <h1>Models</h1>
      <ModelFilters key={key} query={query} onChange={(next) => navigate(paths.models(next))} />
      {key !== paths.models() ? (
        <p>
          <Link href={paths.models()}>Clear search and filters</Link>
        </p>
      ) : null}
      {state.status === "loading" ? <Loading what="models" /> : null}
      {state.status === "error" ? (
        <ErrorMessage title="Could not load models" message={state.error ?? ""} />
      ) : null}
      {state.status !== "loading" && state.status !== "error" ? (
        <>
          <p role="status" className="muted">
            Showing {state.models.length} models{state.next ? "" : " (all results)"}.
          </p>
          <ModelList models={state.models} />
          {state.error ? (
            <ErrorMessage title="Could not load more models" message={state.error} />
          ) : null}
          {state.next ? (
            <button
              type="button"
              onClick={() => void showMore()}
              disabled={state.status === "loading-more"}
            >
              {state.status === "loading-more" ? "Loading…" : "Show more models"}
            </button>
          ) : null}
        </>
      ) : null}
    </>
  );
}
