import { build } from "esbuild";

/** What a bundle for Node needs beyond its entry and output file. */
export interface NodeBundleOptions {
  /** Module names resolved to other files (a workspace package to its TypeScript sources). */
  alias?: Record<string, string>;
  /** Leave npm packages as imports, resolved at run time, instead of bundling them. */
  externalPackages?: boolean;
}

/**
 * Bundles TypeScript sources into one ES module Node 20 can run, for tests that must start the
 * code as its own process or worker thread (neither can load TypeScript). Quiet on success;
 * rejects with esbuild's error otherwise.
 *
 * @example
 * ```ts
 * await bundleForNode("src/commands/entry.ts", "/tmp/run/import.mjs", { externalPackages: true });
 * ```
 */
export async function bundleForNode(
  entry: string,
  outfile: string,
  options: NodeBundleOptions = {},
): Promise<void> {
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    ...(options.externalPackages && { packages: "external" as const }),
    ...(options.alias && { alias: options.alias }),
    logLevel: "silent",
  });
}
