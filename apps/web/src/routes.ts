import { RESERVED_SEGMENTS } from "./paths";

/** A screen of the app with the parameters read from its path. */
export type Route =
  | { screen: "home" }
  | { screen: "task"; taskId: string }
  | { screen: "models" }
  | { screen: "model"; modelId: string }
  | { screen: "libraries" }
  | { screen: "library"; libraryId: string }
  | { screen: "settings" }
  | { screen: "not-found" };

/**
 * Maps a pathname to a screen. Model ids take the Hub's shape: `/{owner}/{name}` or a single
 * segment that is not one of the app's own sections.
 *
 * @example
 * ```ts
 * matchRoute("/openai-community/gpt2"); // { screen: "model", modelId: "openai-community/gpt2" }
 * ```
 */
export function matchRoute(pathname: string): Route {
  const segments = pathname
    .split("/")
    .filter(Boolean)
    .map((segment) => safeDecode(segment));
  const [first, second, ...rest] = segments;
  if (first === undefined || (first === "tasks" && second === undefined)) return { screen: "home" };
  if (rest.length > 0) return { screen: "not-found" };
  if (first === "tasks" && second) return { screen: "task", taskId: second };
  if (first === "models" && second === undefined) return { screen: "models" };
  if (first === "libraries")
    return second ? { screen: "library", libraryId: second } : { screen: "libraries" };
  if (first === "settings" && second === undefined) return { screen: "settings" };
  if (RESERVED_SEGMENTS.includes(first)) return { screen: "not-found" };
  return { screen: "model", modelId: second ? `${first}/${second}` : first };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
