import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { workspaceAlias } from "../../vitest.shared.js";
import { routeManifest } from "./src/route-patterns.js";

// Code the app's pages share, gathered into one chunk: left to itself the bundler makes a chunk
// per shared module, and the model page waited on about twenty requests of a few hundred bytes
// each (a round trip apiece on a phone's connection) before it could render. Left out: what the
// first script already holds, and the large parts that load on demand and must stay out of
// every page's first download (the inference client, the library registry, the markdown
// renderer and highlighter, each task's own data, the try-it feature's blob and run calls).
const SHARED =
  /[\\/](apps[\\/]web[\\/]src[\\/](lib|components|features[\\/](home|models|libraries)[\\/]api)|packages[\\/](hub|tasks)[\\/]src|node_modules[\\/]@tanstack)[\\/]/;
const ON_DEMAND =
  /[\\/](packages[\\/]inference|packages[\\/]tasks[\\/]src[\\/](libraries|tasks|local-apps)|packages[\\/]hub[\\/]src[\\/](blobs|runs|internal[\\/]hub-send)|apps[\\/]web[\\/]src[\\/](lib[\\/](libraries|markdown|search-index)|components[\\/]ui[\\/](markdown-view|highlight-code))|node_modules[\\/](marked|dompurify|highlight\.js))[\\/.]/;

const ENTRY = fileURLToPath(new URL("./src/main.tsx", import.meta.url));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

// Per build: the graph object lives as long as one chunking pass.
const initialModules = new WeakMap<ModuleGraph, Set<string>>();

/**
 * The modules the first script holds: everything the entry imports statically. (Were one of
 * them put in `shared`, the first script would import that chunk, and `npm run bench` would
 * count it in the initial JavaScript.)
 */
function initial(graph: ModuleGraph): Set<string> {
  const known = initialModules.get(graph);
  if (known) return known;
  const found = new Set([ENTRY]);
  for (const id of found) {
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      // A package's entry file re-exports more than the first script keeps: follow our own code.
      if (!next.includes("node_modules")) found.add(next);
    }
  }
  initialModules.set(graph, found);
  return found;
}

function sharedChunk(id: string, graph: ModuleGraph): string | undefined {
  if (!SHARED.test(id) || ON_DEMAND.test(id) || initial(graph).has(id)) return undefined;
  return "shared";
}

/**
 * Writes `dist/route-patterns.json` (the app's screens and the segments the server keeps), which
 * the server reads to answer an unknown model's page with 404 rather than 200.
 */
const routeManifestFile = {
  name: "modeldeck-route-manifest",
  generateBundle(this: {
    emitFile(file: { type: "asset"; fileName: string; source: string }): void;
  }) {
    this.emitFile({
      type: "asset",
      fileName: "route-patterns.json",
      source: JSON.stringify(routeManifest()),
    });
  },
};

export default defineConfig({
  plugins: [react(), routeManifestFile],
  resolve: { alias: workspaceAlias },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Browsers that run the app natively: no down-levelled syntax or helpers to parse on a phone.
    target: "es2022",
    // Every browser in that target supports `<link rel="modulepreload">`; skip Vite's polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: sharedChunk,
              minShareCount: 2,
              // Its dependencies are the first script's or its own; the others keep their chunks.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "e2e/**/*.test.ts"],
    setupFiles: ["./src/test-support/setup.ts"],
    testTimeout: 30_000,
  },
});
