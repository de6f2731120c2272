// First: starts downloading the current page's code before React DOM is evaluated.
import "./preload-page";
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
// The first render is a transition: React renders it in slices that yield to the browser every
// few milliseconds instead of one long task, which keeps a phone's main thread responsive while
// the page loads.
if (root)
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <ApiProvider client={createApiClient()}>
          <App />
        </ApiProvider>
      </StrictMode>,
    ),
  );
