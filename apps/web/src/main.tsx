// First: starts downloading the current page's code before React DOM is evaluated.
import "./preload-page";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { ApiProvider, createApiClient } from "./lib/api-client";
import { readSettings } from "./lib/settings";
import { serverRenderedCache } from "./lib/server-state";
import { preloadRoute } from "./routes";
import "./styles.css";

// Set the saved theme before the first paint so a dark choice never flashes light.
const theme = readSettings().theme;
if (theme !== "system") document.documentElement.dataset.theme = theme;

const root = document.getElementById("root");
const api = createApiClient();
// The server renders the first screen of some pages with their data (apps/server's SSR): the
// app then hydrates that HTML from the same data instead of drawing the page anew.
const serverRendered = serverRenderedCache(document, api);
const app = (
  <StrictMode>
    <ApiProvider client={api} queryClient={serverRendered}>
      <App />
    </ApiProvider>
  </StrictMode>
);
// The first render is a transition: React renders it in slices that yield to the browser every
// few milliseconds instead of one long task, which keeps a phone's main thread responsive while
// the page loads.
// A server-rendered page is hydrated once its chunk is here (preload-page.ts started it), so
// that hydration never waits on it inside a Suspense boundary (see lazyPage in routes.ts).
if (root && serverRendered)
  void preloadRoute(window.location.pathname).then(() =>
    startTransition(() => void hydrateRoot(root, app)),
  );
else if (root) startTransition(() => createRoot(root).render(app));
