// A leaf: imports nothing, so the build (vite.config.ts) can read it to tell the server which
// paths are screens, and which model ids, without loading the app.

/**
 * The URL pattern of every screen, in matching order. The model page comes last: Hub model ids
 * are top-level paths (`/gpt2`, `/openai-community/gpt2`), taking whatever the screens above
 * leave. `:name` is one path segment; `:name+` takes the rest (one or two segments, as Hub ids
 * do).
 *
 * @example
 * ```ts
 * ROUTE_PATTERNS.task; // "/tasks/:taskId"
 * ```
 */
export const ROUTE_PATTERNS = {
  home: "/",
  task: "/tasks/:taskId",
  models: "/models",
  compare: "/compare",
  arena: "/arena",
  batches: "/batches",
  batch: "/batches/:batchId",
  libraries: "/libraries",
  library: "/libraries/:libraryId",
  settings: "/settings",
  model: "/:modelId+",
} as const;

/**
 * Older paths that show a screen, by screen.
 *
 * @example
 * ```ts
 * ROUTE_ALIASES.home; // ["/tasks"]
 * ```
 */
export const ROUTE_ALIASES = { home: ["/tasks"] } as const;

/**
 * Top-level paths the server answers itself (the API, demo media), never a model id.
 *
 * @example
 * ```ts
 * SERVER_SEGMENTS.includes("api"); // true
 * ```
 */
export const SERVER_SEGMENTS = ["api", "media"] as const;

/**
 * What the server needs to answer a page's HTTP status as the app will show it: every screen's
 * pattern and alias, and the first segments it keeps for itself. The build writes it to
 * `dist/route-patterns.json`; the server reads it, so an unknown model's page answers 404.
 *
 * @example
 * ```ts
 * routeManifest().patterns.includes("/:modelId+"); // true
 * ```
 */
export function routeManifest(): { patterns: string[]; serverSegments: string[] } {
  return {
    patterns: [...Object.values(ROUTE_PATTERNS), ...Object.values(ROUTE_ALIASES).flat()],
    serverSegments: [...SERVER_SEGMENTS],
  };
}
