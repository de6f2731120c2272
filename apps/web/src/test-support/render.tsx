import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { ApiProvider, createApiClient } from "../lib/api-client";

/**
 * Renders a component with the API client pointed at a loopback test server.
 *
 * @example
 * ```tsx
 * renderWithApi(<HomePage />, server.url);
 * ```
 */
export function renderWithApi(element: ReactElement, baseUrl: string) {
  const client = createApiClient({ baseUrl, fetch: (input, init) => fetch(input, init) });
  return render(<ApiProvider client={client}>{element}</ApiProvider>);
}

/**
 * Puts the browser (jsdom) at a path, as if the user had opened it.
 *
 * @example
 * ```ts
 * visit("/models?task=fill-mask");
 * ```
 */
export function visit(path: string): void {
  window.history.replaceState(null, "", path);
}
