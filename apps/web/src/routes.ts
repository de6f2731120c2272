import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { batchPageRequests } from "./features/batches/api/batch-page-requests";
import { modelPageRequests } from "./features/models/api/model-page-requests";
import type { EarlyRequest } from "./lib/early-fetch";
import { ROUTE_ALIASES, ROUTE_PATTERNS } from "./route-patterns";
import { matchRoute, screens, type Route, type RouteParams, type Screen } from "./route-paths";

// The app keeps its own small History API router (lib/router.tsx) instead of adopting one: it
// needs "where am I", "go there" and this table, which together are about 150 lines, while a
// router library would add its weight to the first page load that every visitor pays for.

/**
 * What a screen shows for its pattern: the code-split page (given the pattern's parameters as
 * props), its document title, its label in the main navigation when it has one, and older
 * paths (`aliases`) that show the same screen.
 *
 * @example
 * ```ts
 * const settings: RouteDefinition<"/settings"> = { page: lazy(() => import("./features/settings/routes/settings-page")), title: () => "Settings", nav: "Settings" };
 * ```
 */
export interface RouteDefinition<Pattern extends string> {
  page: LazyExoticComponent<ComponentType<RouteParams<Pattern>>> & {
    /** Starts downloading the page's chunk (see {@link preloadRoute}). */
    preload?: () => Promise<unknown>;
    /** The page itself once its chunk has arrived, to render without suspending. */
    loaded?: () => ComponentType<RouteParams<Pattern>> | undefined;
  };
  title: (params: RouteParams<Pattern>) => string;
  /** The API reads the page makes first, started with its chunk (see {@link routeRequests}). */
  requests?: (params: RouteParams<Pattern>) => EarlyRequest[];
  nav?: string;
  aliases?: readonly string[];
}

/**
 * A code-split page that can also be asked to start downloading before it renders, and that
 * gives the page itself once downloaded: rendering it then does not suspend, so React shows it
 * at once instead of a fallback first (which React keeps on screen at least 300 ms).
 */
function lazyPage<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  let page: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      page = module.default;
      return module;
    });
  return Object.assign(lazy(preload), { preload, loaded: () => page });
}

/**
 * Every screen of the app. Matching, the `paths` builders, the titles, the main navigation and
 * the reserved segments all derive from this table and {@link ROUTE_PATTERNS}, so a new screen
 * is one pattern and one entry here (plus its page), and can never be read as a model id. The
 * type makes each page take exactly its pattern's parameters.
 *
 * @example
 * ```ts
 * ROUTES.settings.nav; // "Settings"
 * ```
 */
export const ROUTES: { [Name in Screen]: RouteDefinition<(typeof ROUTE_PATTERNS)[Name]> } = {
  home: {
    aliases: ROUTE_ALIASES.home,
    page: lazyPage(() => import("./features/home/routes/home-page")),
    title: () => "",
    nav: "Tasks",
  },
  task: {
    page: lazyPage(() => import("./features/tasks/routes/task-page")),
    title: ({ taskId }) => taskId,
  },
  models: {
    page: lazyPage(() => import("./features/models/routes/model-browser-page")),
    title: () => "Models",
    nav: "Models",
  },
  compare: {
    // Runs models through the shared run engine (lib/run, components/run), as Try it does.
    page: lazyPage(() => import("./features/compare/routes/compare-page")),
    title: () => "Compare",
    nav: "Compare",
  },
  arena: {
    page: lazyPage(() => import("./features/arena/routes/arena-page")),
    title: () => "Arena",
    nav: "Arena",
  },
  batches: {
    page: lazyPage(() => import("./features/batches/routes/batches-page")),
    title: () => "Batches",
    nav: "Batches",
  },
  batch: {
    page: lazyPage(() => import("./features/batches/routes/batch-page")),
    title: () => "Batch",
    requests: ({ batchId }) => batchPageRequests(batchId),
  },
  libraries: {
    page: lazyPage(() => import("./features/libraries/routes/libraries-page")),
    title: () => "Libraries",
    nav: "Libraries",
  },
  library: {
    page: lazyPage(() => import("./features/libraries/routes/library-page")),
    title: ({ libraryId }) => libraryId,
  },
  settings: {
    page: lazyPage(() => import("./features/settings/routes/settings-page")),
    title: () => "Settings",
    nav: "Settings",
  },
  model: {
    page: lazyPage(() => import("./features/models/routes/model-page")),
    title: ({ modelId }) => modelId,
    requests: ({ modelId }) => modelPageRequests(modelId),
  },
};

/**
 * The main navigation: every screen with a `nav` label, in table order.
 *
 * @example
 * ```tsx
 * NAVIGATION.map((item) => <Link href={item.href}>{item.label}</Link>);
 * ```
 */
export const NAVIGATION: readonly { href: string; label: string }[] = screens().flatMap(
  ([screen]) => {
    const label = ROUTES[screen].nav;
    return label === undefined ? [] : [{ href: ROUTE_PATTERNS[screen], label }];
  },
);

/**
 * The document title of a matched route.
 *
 * @example
 * ```ts
 * titleOf(matchRoute("/settings")); // "Settings · ModelDeck"
 * ```
 */
export function titleOf(route: Route): string {
  if (route.screen === "not-found") return "Page not found · ModelDeck";
  const title = (ROUTES[route.screen].title as (params: Record<string, string>) => string)(
    route.params,
  );
  return title ? `${title} · ModelDeck` : "ModelDeck";
}

/**
 * Starts downloading the chunk of the page at `pathname` (and, through Vite's preload of its
 * imports, everything it imports) at once; settles (never rejects) when the download has ended.
 * `preload-page.ts` calls it before React starts, so on a first visit the page's code arrives
 * while React is still being set up, instead of after the app's first render has asked for it.
 *
 * @example
 * ```ts
 * preloadRoute(window.location.pathname);
 * ```
 */
export function preloadRoute(pathname: string): Promise<void> {
  const route = matchRoute(pathname);
  if (route.screen === "not-found") return Promise.resolve();
  // A failure is shown by the page's own load, which tries again, in the error boundary.
  return (ROUTES[route.screen].page.preload?.() ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The API reads the page at `pathname` makes as it renders, when its route knows them from the
 * URL alone. `preload-page.ts` starts them with the page's chunk, so a first visit's data is on
 * its way before React has rendered anything.
 *
 * @example
 * ```ts
 * routeRequests("/openai-community/gpt2")[0]?.path; // "/api/models/openai-community/gpt2"
 * ```
 */
export function routeRequests(pathname: string): EarlyRequest[] {
  const route = matchRoute(pathname);
  if (route.screen === "not-found") return [];
  const requests = ROUTES[route.screen].requests as
    ((params: Record<string, string>) => EarlyRequest[]) | undefined;
  return requests?.(route.params) ?? [];
}
