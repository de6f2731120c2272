import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { ErrorBoundary } from "./components/ui/error-boundary";
import { Layout } from "./components/ui/layout";
import { Loading } from "./components/ui/status";
import { useLocation } from "./lib/router";
import { useSettings } from "./lib/settings";
import { useApplyTheme } from "./lib/theme";
import { TryItContext, type TryItProps } from "./lib/try-it-slot";
import { matchRoute, type Route } from "./route-paths";
import { ROUTES, titleOf } from "./routes";

// Every screen is its own chunk (see ROUTES), so the first page load only downloads the shell.
const CommandPalette = lazy(() => import("./features/search/components/command-palette"));
const TryIt = lazy(() => import("./features/try-it/components/try-it-panel"));

function LazyTryIt(props: TryItProps) {
  return (
    <ErrorBoundary what="the try-it box" resetKey={`${props.modelId}:${props.task}`}>
      <Suspense fallback={<Loading what="the try-it box" />}>
        <TryIt {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function Screen({ route }: { route: Route }) {
  // The page itself when its chunk is already here (no suspending), else its lazy wrapper; chosen
  // once per visit, as switching component types would mount the page again.
  const [Page] = useState(() => {
    if (route.screen === "not-found") return NotFound;
    const page = ROUTES[route.screen].page;
    // Each route's page takes its own pattern's parameters as props (checked in routes.ts).
    return (page.loaded?.() ?? page) as ComponentType<Record<string, string>>;
  });
  return <Page {...route.params} />;
}

function NotFound() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>There is nothing at this address. Use the navigation above or search with Ctrl+K.</p>
    </section>
  );
}

/**
 * The whole single-page app: layout, routing, theme and the global Ctrl/⌘+K palette.
 *
 * @example
 * ```tsx
 * createRoot(element).render(<App />);
 * ```
 */
export function App({ tryIt = LazyTryIt }: { tryIt?: ComponentType<TryItProps> }) {
  const { pathname } = useLocation();
  const settings = useSettings();
  useApplyTheme(settings.theme);
  const [searchOpen, setSearchOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        setSearchOpen(true);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
  const route = matchRoute(pathname);
  const title = titleOf(route);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <TryItContext.Provider value={tryIt}>
      <Layout onOpenSearch={() => setSearchOpen(true)}>
        {/* Inside the layout, so a page that fails to load or render keeps the navigation. */}
        <ErrorBoundary what="this page" resetKey={pathname}>
          <Suspense fallback={<Loading what="the page" />}>
            <Screen key={pathname} route={route} />
          </Suspense>
        </ErrorBoundary>
      </Layout>
      {searchOpen ? (
        <ErrorBoundary what="the search box">
          <Suspense fallback={null}>
            <CommandPalette onClose={() => setSearchOpen(false)} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </TryItContext.Provider>
  );
}
