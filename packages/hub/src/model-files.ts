import { hubGet, hubUrlFor } from "./internal/hub-request.js";
import { nextPageUrl } from "./link-header.js";
import type { HubRequestOptions } from "./types.js";

/**
 * One entry of a repository tree as the Hub's `GET /api/models/{id}/tree/{revision}` sends it: a
 * file with its git blob `oid`, its size in bytes and, for large files, its LFS object (and Xet
 * hash on newer repositories), or a directory (size 0). `lastCommit` comes only with `expand`.
 *
 * @example
 * ```ts
 * const entry: ApiTreeEntry = { type: "file", oid: "2f0d…", size: 548105171, path: "model.safetensors", lfs: { oid: "248d…", size: 548105171, pointerSize: 135 } };
 * ```
 */
export interface ApiTreeEntry {
  type: "file" | "directory";
  oid: string;
  size: number;
  path: string;
  lfs?: { oid: string; size: number; pointerSize: number };
  xetHash?: string;
  lastCommit?: { id: string; title: string; date: string };
}

/**
 * Which part of a model repository's tree to list: the model, the revision (a branch, tag or
 * commit; default `main`), a folder inside it, whether to descend into subfolders, and whether
 * to ask for each entry's last commit (`expand`, slower on the Hub).
 *
 * @example
 * ```ts
 * const request: ModelFilesRequest = { name: "openai-community/gpt2", revision: "main", recursive: true };
 * ```
 */
export interface ModelFilesRequest {
  name: string;
  revision?: string;
  path?: string;
  recursive?: boolean;
  expand?: boolean;
}

/**
 * One page of a tree listing and the URL of the next page (from the `Link` header), `undefined`
 * on the last page.
 *
 * @example
 * ```ts
 * const page: ModelFilesPage = await listModelFilesPage({ name: "openai-community/gpt2", recursive: true });
 * ```
 */
export interface ModelFilesPage {
  entries: ApiTreeEntry[];
  nextUrl: string | undefined;
}

function encodedPath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}

/**
 * The URL path of a tree listing: `/api/models/{name}/tree/{revision}[/{path}]`. The revision is
 * one encoded segment (`refs%2Fpr%2F1`), as the Hub's own clients send it.
 *
 * @example
 * ```ts
 * modelTreePath({ name: "openai-community/gpt2", revision: "main", recursive: true });
 * // "/api/models/openai-community/gpt2/tree/main?recursive=true&expand=false"
 * ```
 */
export function modelTreePath(request: ModelFilesRequest): string {
  const folder = request.path ? `/${encodedPath(request.path)}` : "";
  const revision = encodeURIComponent(request.revision ?? "main");
  return `/api/models/${encodedPath(request.name)}/tree/${revision}${folder}?recursive=${Boolean(request.recursive)}&expand=${Boolean(request.expand)}`;
}

/**
 * Fetches one page of a model's file tree; pass `nextUrl` back as `pageUrl` for the next one.
 *
 * @example
 * ```ts
 * const first = await listModelFilesPage({ name: "openai-community/gpt2", recursive: true }, { hubUrl });
 * const second = first.nextUrl ? await listModelFilesPage({ name: "openai-community/gpt2" }, { hubUrl, pageUrl: first.nextUrl }) : undefined;
 * ```
 */
export async function listModelFilesPage(
  request: ModelFilesRequest,
  options: HubRequestOptions & { pageUrl?: string } = {},
): Promise<ModelFilesPage> {
  const url = options.pageUrl ?? hubUrlFor(options, modelTreePath(request));
  const response = await hubGet(url, options);
  return {
    entries: (await response.json()) as ApiTreeEntry[],
    nextUrl: nextPageUrl(response.headers.get("link"), response.url || url),
  };
}

/**
 * Every entry of a model's file tree, following `Link` pages, but only while they stay on the
 * hub's own origin (a token must not travel elsewhere).
 *
 * @example
 * ```ts
 * for await (const entry of listModelFiles({ name: "openai-community/gpt2", recursive: true })) {
 *   if (entry.type === "file") console.log(entry.path, entry.size);
 * }
 * ```
 */
export async function* listModelFiles(
  request: ModelFilesRequest,
  options: HubRequestOptions = {},
): AsyncGenerator<ApiTreeEntry> {
  const origin = new URL(hubUrlFor(options, "/")).origin;
  let page = await listModelFilesPage(request, options);
  for (;;) {
    yield* page.entries;
    const next = page.nextUrl;
    if (next === undefined || page.entries.length === 0 || new URL(next).origin !== origin) return;
    page = await listModelFilesPage(request, { ...options, pageUrl: next });
  }
}

/**
 * GETs one file of a model repository as the Hub serves it
 * (`/{name}/resolve/{revision}/{path}`, redirects followed) and returns the response, so the
 * caller decides how much of the body to read. A missing file throws a `HubApiError` with
 * status 404.
 *
 * @example
 * ```ts
 * const response = await modelFileResponse({ name: "openai-community/gpt2", revision: "main", path: "README.md" });
 * const card = await response.text();
 * ```
 */
export function modelFileResponse(
  options: HubRequestOptions & { name: string; revision?: string; path: string },
): Promise<Response> {
  const revision = encodeURIComponent(options.revision ?? "main");
  return hubGet(
    hubUrlFor(
      options,
      `/${encodedPath(options.name)}/resolve/${revision}/${encodedPath(options.path)}`,
    ),
    options,
    "*/*",
  );
}
