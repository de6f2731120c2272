import { pathTo } from "./route-paths";

/**
 * Every URL the web app links to or fetches, in one place, so a route or API change is one edit.
 * Page paths are built from the route table (`routes.ts`), so they always match what it parses.
 *
 * @example
 * ```ts
 * paths.task("text-classification"); // "/tasks/text-classification"
 * apiPaths.inferenceRouter("http://localhost:8080");
 * ```
 */

/** The query of the model browser; every field is optional and lives in the URL. */
export interface ModelBrowserQuery {
  search?: string;
  task?: string;
  library?: string;
  tags?: string[];
  /** An inference provider serving the models live. */
  provider?: string;
  /** A parameter-count range in the Hub's form, `min:6B,max:9B`. */
  parameters?: string;
  sort?: ModelSort;
  pages?: number;
}

/** Sort orders the model browser offers, named as the Hub's `sort` parameter. */
export type ModelSort = "downloads" | "likes" | "lastModified" | "trendingScore";

function withQuery(path: string, query: Record<string, string | string[] | undefined>): string {
  const parameters = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === "") continue;
    for (const item of Array.isArray(value) ? value : [value]) parameters.append(key, item);
  }
  const text = parameters.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Page URLs inside the app.
 *
 * @example
 * ```ts
 * paths.model("openai-community/gpt2"); // "/openai-community/gpt2"
 * ```
 */
export const paths = {
  home: () => pathTo("home"),
  task: (id: string) => pathTo("task", { taskId: id }),
  models: (query: ModelBrowserQuery = {}) =>
    withQuery(pathTo("models"), {
      search: query.search,
      task: query.task,
      library: query.library,
      tag: query.tags,
      provider: query.provider,
      num_parameters: query.parameters,
      sort: query.sort && query.sort !== "downloads" ? query.sort : undefined,
      pages: query.pages && query.pages > 1 ? String(query.pages) : undefined,
    }),
  model: (id: string) => pathTo("model", { modelId: id }),
  /**
   * The compare screen: `add` adds a model (for `task`) to the comparison being gathered,
   * `models` opens a comparison of those models (each on its first live provider), `run` opens
   * a saved run; a full setup's query comes from the screen itself.
   */
  compare: (
    query: { task?: string; add?: string; models?: string[]; chat?: boolean; run?: string } = {},
  ) =>
    withQuery(pathTo("compare"), {
      task: query.task,
      add: query.add,
      model: query.models,
      chat: query.chat ? "1" : undefined,
      run: query.run,
    }),
  libraries: () => pathTo("libraries"),
  library: (id: string) => pathTo("library", { libraryId: id }),
  settings: () => pathTo("settings"),
  arena: (task?: string) => withQuery(pathTo("arena"), { task }),
  /** Batch evaluation over a data set, set up with a task and (aligned) models and providers. */
  batches: (query: { task?: string; models?: string[]; providers?: string[] } = {}) =>
    withQuery(pathTo("batches"), {
      task: query.task,
      model: query.models,
      provider: query.providers,
    }),
  batch: (id: string) => pathTo("batch", { batchId: id }),
  /** Demo media the server serves itself (not a screen of the app). */
  media: (filename: string) => `/media/${encodeURIComponent(filename)}`,
};

/**
 * Server URLs that are not hub reads (those go through `@modeldeck/hub`, which owns their
 * paths): the inference gateway, relative to the server's origin.
 *
 * @example
 * ```ts
 * apiPaths.inferenceRouter("http://localhost:8080"); // "http://localhost:8080/api/inference"
 * ```
 */
export const apiPaths = {
  inferenceGateway: () => "/api/inference-gateway",
  /** The gateway mirrors the router: `{origin}/api/inference/{provider}/{path}`. */
  inferenceRouter: (origin: string) => `${origin}/api/inference`,
};

/**
 * External links (opened only when the user clicks them).
 *
 * @example
 * ```ts
 * externalPaths.hubDataset("nyu-mll/glue"); // "https://huggingface.co/datasets/nyu-mll/glue"
 * ```
 */
export const externalPaths = {
  hubModel: (id: string) => `https://huggingface.co/${id}`,
  hubDataset: (id: string) => `https://huggingface.co/datasets/${id}`,
  hubSpace: (id: string) => `https://huggingface.co/spaces/${id}`,
  youtubeEmbed: (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`,
  youtubeWatch: (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`,
};
