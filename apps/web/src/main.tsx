// First: starts downloading the current page's code and data before React DOM is evaluated.
import { earlyFetches, pageLoaded } from "./preload-page";
import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { ApiProvider, createApiClient } from "./lib/api-client";
import { readSettings } from "./lib/settings";
import "./styles.css";

// Set the saved theme before the first paint so a dark choice never flashes light.
const theme = readSettings().theme;
if (theme !== "system") document.documentElement.dataset.theme = theme;

const root = document.getElementById("root");
// The first render waits for the page's chunk (requested before React was evaluated, so it is
// usually there by now): the page then renders at once, without a "Loading the page" fallback
// that React would keep on screen for at least 300 ms. It is a transition: React renders it in
// slices that yield to the browser every few milliseconds instead of one long task, which keeps
// a phone's main thread responsive while the page loads. On a link so slow that the chunk takes
// longer than FIRST_RENDER_WAIT_MS, the app renders without it (the navigation bar and the
// page's loading state) rather than leave the screen blank.
const FIRST_RENDER_WAIT_MS = 1000;
const firstRender = Promise.race([
  pageLoaded,
  new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
]);
if (root)
  void firstRender.then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <ApiProvider client={createApiClient({ early: earlyFetches })}>
            <App />
          </ApiProvider>
        </StrictMode>,
      ),
    ),
  );
