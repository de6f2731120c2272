import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The web app's screens as its build describes them (`dist/route-patterns.json`). */
export interface RouteManifest {
  /** Every screen's URL pattern and alias; `:name` is a segment, `:name+` a model id. */
  patterns: string[];
  /** First segments the server answers itself (`api`, `media`), never a model id. */
  serverSegments: string[];
}

/** What a page path shows: one of the app's screens, a model's page, or nothing at all. */
export type PageKind = { kind: "screen" } | { kind: "model"; id: string } | { kind: "none" };

/**
 * Reads the route manifest the web build wrote beside `index.html`; `undefined` when there is
 * none (an older build), in which case every page keeps answering 200.
 *
 * @example
 * ```ts
 * const manifest = readRouteManifest("apps/web/dist");
 * ```
 */
export function readRouteManifest(webRoot: string): RouteManifest | undefined {
  const file = join(webRoot, "route-patterns.json");
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<RouteManifest>;
    return Array.isArray(parsed.patterns) && Array.isArray(parsed.serverSegments)
      ? { patterns: parsed.patterns, serverSegments: parsed.serverSegments }
      : undefined;
  } catch {
    return undefined;
  }
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * What the app will show at `path`, matched as its own router matches it: a screen (a pattern's
 * literal segments and its `:name` segments), a model id (one or two segments whose first is no
 * screen's or the server's), or nothing (the app's "Page not found").
 *
 * @example
 * ```ts
 * pageKind(manifest, "/openai-community/gpt2"); // { kind: "model", id: "openai-community/gpt2" }
 * pageKind(manifest, "/models"); // { kind: "screen" }
 * pageKind(manifest, "/a/b/c"); // { kind: "none" }
 * ```
 */
export function pageKind(manifest: RouteManifest, path: string): PageKind {
  const segments = path.split("/").filter(Boolean).map(decode);
  if (segments.some((segment) => segment === undefined)) return { kind: "none" };
  const parts = segments as string[];
  const reserved = new Set(manifest.serverSegments);
  for (const pattern of manifest.patterns) {
    const first = pattern.split("/").filter(Boolean)[0];
    if (first && !first.startsWith(":")) reserved.add(first);
  }
  for (const pattern of manifest.patterns) {
    const literal = pattern.split("/").filter(Boolean);
    if (literal.some((part) => part.endsWith("+"))) continue;
    if (
      literal.length === parts.length &&
      literal.every((part, index) => part.startsWith(":") || part === parts[index])
    )
      return { kind: "screen" };
  }
  const modelPattern = manifest.patterns.some((pattern) => /^\/:[^/]+\+$/.test(pattern));
  if (modelPattern && parts.length >= 1 && parts.length <= 2 && !reserved.has(parts[0] ?? ""))
    return { kind: "model", id: parts.join("/") };
  return { kind: "none" };
}
