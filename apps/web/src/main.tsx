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
// a phone's main thread responsive while the page loads.
if (root)
  void pageLoaded.then(() =>
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
