// Imported first by main.tsx, so it runs before React DOM is set up: the current page's chunk
// starts downloading while the rest of the app's first script is still being evaluated.
import { preloadRoute } from "./routes";

preloadRoute(window.location.pathname);
