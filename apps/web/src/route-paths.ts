import { ROUTE_ALIASES, ROUTE_PATTERNS, SERVER_SEGMENTS } from "./route-patterns";

// Matching and building the app's paths needs only the patterns (`route-patterns.ts`), never the
// pages: `paths.ts` builds on this file, and every page imports `paths.ts`, so importing the route
// table (`routes.ts`, which loads the pages) from here would close an import circle.

/** `:name` is one path segment; `:name+` takes the rest (one or two segments, as Hub ids do). */
type ParamName<Segment extends string> = Segment extends `:${infer Name}+`
  ? Name
  : Segment extends `:${infer Name}`
    ? Name
    : never;
type ParamNames<Pattern extends string> = Pattern extends `/${infer Head}/${infer Tail}`
  ? ParamName<Head> | ParamNames<`/${Tail}`>
  : Pattern extends `/${infer Last}`
    ? ParamName<Last>
    : never;

/**
 * The parameters a route pattern names, each a decoded string.
 *
 * @example
 * ```ts
 * const params: RouteParams<"/tasks/:taskId"> = { taskId: "fill-mask" };
 * ```
 */
export type RouteParams<Pattern extends string> = { [Name in ParamNames<Pattern>]: string };

/** A screen's name, as in the route table (`routes.ts`). */
export type Screen = keyof typeof ROUTE_PATTERNS;

type Aliases = Partial<Record<Screen, readonly string[]>>;

/**
 * Every screen with its pattern and its older paths, in matching order.
 *
 * @example
 * ```ts
 * screens()[0]; // ["home", ["/", "/tasks"]]
 * ```
 */
export function screens(): [Screen, string[]][] {
  return (Object.keys(ROUTE_PATTERNS) as Screen[]).map((screen) => [
    screen,
    [ROUTE_PATTERNS[screen], ...((ROUTE_ALIASES as Aliases)[screen] ?? [])],
  ]);
}

/**
 * Single-segment paths that belong to the app or the server, so they can never be model ids:
 * the first literal segment of every route pattern, and the server's own.
 *
 * @example
 * ```ts
 * RESERVED_SEGMENTS.includes("models"); // true
 * ```
 */
export const RESERVED_SEGMENTS: readonly string[] = [
  ...new Set([
    ...screens()
      .flatMap(([, patterns]) => patterns)
      .map((pattern) => pattern.split("/")[1] ?? "")
      .filter((segment) => segment !== "" && !segment.startsWith(":")),
    ...SERVER_SEGMENTS,
  ]),
];

/** A matched screen and its parameters. */
export type Route =
  | {
      [Name in Screen]: { screen: Name; params: RouteParams<(typeof ROUTE_PATTERNS)[Name]> };
    }[Screen]
  | { screen: "not-found"; params: Record<string, never> };

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The parameters of `pattern` read from `segments`, or `undefined` when it does not match. */
function matchPattern(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = pattern.split("/").filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (part.endsWith("+")) {
      // The rest of the path, one or two segments; the first must not be a reserved section.
      const rest = segments.slice(index);
      if (rest.length < 1 || rest.length > 2 || RESERVED_SEGMENTS.includes(rest[0] ?? "")) {
        return undefined;
      }
      params[part.slice(1, -1)] = rest.join("/");
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return undefined;
    if (part.startsWith(":")) params[part.slice(1)] = segment;
    else if (part !== segment) return undefined;
  }
  return parts.length === segments.length ? params : undefined;
}

/**
 * Maps a pathname to a screen of {@link ROUTES} and its parameters, or to `not-found`.
 *
 * @example
 * ```ts
 * matchRoute("/openai-community/gpt2"); // { screen: "model", params: { modelId: "openai-community/gpt2" } }
 * ```
 */
export function matchRoute(pathname: string): Route {
  const segments = pathname.split("/").filter(Boolean).map(safeDecode);
  for (const [screen, patterns] of screens()) {
    for (const pattern of patterns) {
      const params = matchPattern(pattern, segments);
      if (params !== undefined) return { screen, params } as Route;
    }
  }
  return { screen: "not-found", params: {} };
}

/**
 * The path of a screen with its parameters filled in and encoded (a `+` parameter keeps its
 * slashes). The `paths` builders are made of this.
 *
 * @example
 * ```ts
 * pathTo("task", { taskId: "fill-mask" }); // "/tasks/fill-mask"
 * pathTo("model", { modelId: "openai-community/gpt2" }); // "/openai-community/gpt2"
 * ```
 */
export function pathTo<Name extends Screen>(
  screen: Name,
  ...[params]: keyof RouteParams<(typeof ROUTE_PATTERNS)[Name]> extends never
    ? []
    : [RouteParams<(typeof ROUTE_PATTERNS)[Name]>]
): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = ROUTE_PATTERNS[screen]
    .split("/")
    .map((part) => {
      if (!part.startsWith(":")) return part;
      const value = values[part.replace(/^:|\+$/g, "")] ?? "";
      return part.endsWith("+")
        ? value.split("/").map(encodeURIComponent).join("/")
        : encodeURIComponent(value);
    })
    .join("/");
  return path || "/";
}
