/**
 * Every URL the web app links to or fetches, in one place, so a route or API change is one edit.
 *
 * @example
 * ```ts
 * paths.task("text-classification"); // "/tasks/text-classification"
 * apiPaths.model("openai-community/gpt2", { expandProviders: true });
 * ```
 */

/** The query of the model browser; every field is optional and lives in the URL. */
export interface ModelBrowserQuery {
  search?: string;
  task?: string;
  library?: string;
  tags?: string[];
  sort?: ModelSort;
  pages?: number;
}

/** Sort orders the model browser offers, named as the Hub's `sort` parameter. */
export type ModelSort = "downloads" | "likes" | "lastModified" | "trendingScore";

/**
 * Single-segment paths that belong to the app, so they can never be model ids.
 *
 * @example
 * ```ts
 * RESERVED_SEGMENTS.includes("models"); // true
 * ```
 */
export const RESERVED_SEGMENTS = ["tasks", "models", "libraries", "settings", "api", "media"];

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
  home: () => "/",
  task: (id: string) => `/tasks/${encodeURIComponent(id)}`,
  models: (query: ModelBrowserQuery = {}) =>
    withQuery("/models", {
      search: query.search,
      task: query.task,
      library: query.library,
      tag: query.tags,
      sort: query.sort && query.sort !== "downloads" ? query.sort : undefined,
      pages: query.pages && query.pages > 1 ? String(query.pages) : undefined,
    }),
  model: (id: string) => `/${id.split("/").map(encodeURIComponent).join("/")}`,
  libraries: () => "/libraries",
  library: (id: string) => `/libraries/${encodeURIComponent(id)}`,
  settings: () => "/settings",
  media: (filename: string) => `/media/${encodeURIComponent(filename)}`,
};

/** Options of the model list request, named as the Hub API's query parameters. */
export interface ModelListRequest {
  search?: string;
  pipelineTag?: string;
  library?: string;
  tags?: string[];
  sort?: ModelSort;
  limit?: number;
}

/**
 * API URLs on the ModelDeck server (relative to its origin, or to a configured hub URL).
 *
 * @example
 * ```ts
 * apiPaths.model("gpt2", { expandProviders: true }); // "/api/models/gpt2?expand%5B%5D=inferenceProviderMapping"
 * ```
 */
export const apiPaths = {
  models: (request: ModelListRequest = {}) =>
    withQuery("/api/models", {
      search: request.search,
      pipeline_tag: request.pipelineTag,
      library: request.library,
      filter: request.tags,
      sort: request.sort ?? "downloads",
      direction: "-1",
      limit: request.limit ? String(request.limit) : undefined,
    }),
  model: (id: string, options: { expandProviders?: boolean } = {}) =>
    withQuery(`/api/models/${id}`, {
      "expand[]": options.expandProviders ? "inferenceProviderMapping" : undefined,
    }),
  modelReadme: (id: string) => `/api/models/${id}/readme`,
  tasks: () => "/api/tasks",
  libraries: () => "/api/libraries",
  localApps: () => "/api/local-apps",
  stats: () => "/api/stats",
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
  metric: (id: string) => `https://huggingface.co/spaces/evaluate-metric/${id}`,
  youtubeEmbed: (id: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}`,
  youtubeWatch: (id: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`,
};
