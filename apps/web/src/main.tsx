import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { ApiProvider, createApiClient } from "./lib/api-client";
import { readSettings } from "./lib/settings";
import "./styles.css";

// Set the saved theme before the first paint so a dark choice never flashes light.
const theme = readSettings().theme;
if (theme !== "system") document.documentElement.dataset.theme = theme;

const root = document.getElementById("root");
if (root)
  createRoot(root).render(
    <StrictMode>
      <ApiProvider client={createApiClient()}>
        <App />
      </ApiProvider>
    </StrictMode>,
  );
