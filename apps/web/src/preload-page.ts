// Imported first by main.tsx, so it runs before React DOM is set up: the current page's chunk
// starts downloading, and its first API reads are sent, while the rest of the app's first script
// is still being evaluated.
import { startEarlyFetches } from "./lib/early-fetch";
import { preloadRoute, routeRequests } from "./routes";

/** Settles once the current page's chunk has arrived (or failed to). */
export const pageLoaded = preloadRoute(window.location.pathname);

/** The current page's first API reads, already sent; the API client hands them to the page. */
export const earlyFetches = startEarlyFetches(routeRequests(window.location.pathname), {
  origin: window.location.origin,
});
