#!/usr/bin/env node
// Packs the built @modeldeck/inference, with the built @modeldeck/tasks bundled inside it, into
// one npm tarball that the server serves at /api/packages/modeldeck-inference.tgz. No registry
// has these packages, so `npm install <that URL>` is how a user installs the client the
// JavaScript snippets import; with its one dependency inside, the install needs no registry.
//
//   node apps/server/scripts/pack-inference.mjs [--out apps/server/dist/packages]
//     [--inference-dist packages/inference/dist] [--tasks-dist packages/tasks/dist]
//
// `npm run build` runs it after the packages are built.
import { spawnSync } from "node:child_process";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
export const TARBALL_NAME = "modeldeck-inference.tgz";

function readPackage(directory) {
  return JSON.parse(readFileSync(join(ROOT, directory, "package.json"), "utf8"));
}

/** The published fields of a workspace's package.json: no scripts, no development tools. */
function publishedManifest(manifest, extra) {
  const { name, version, description, type, sideEffects, main, types, exports } = manifest;
  return { name, version, description, type, sideEffects, main, types, exports, ...extra };
}

/** Copies a built `dist` folder without its source maps, which point at sources not shipped. */
function copyDist(from, to) {
  cpSync(from, to, { recursive: true, filter: (path) => !path.endsWith(".map") });
}

/**
 * Writes `modeldeck-inference.tgz` into `out` and returns its path.
 *
 * @example
 * ```js
 * packInference({ out: "apps/server/dist/packages" });
 * ```
 */
export function packInference({
  out = join(ROOT, "apps/server/dist/packages"),
  inferenceDist = join(ROOT, "packages/inference/dist"),
  tasksDist = join(ROOT, "packages/tasks/dist"),
} = {}) {
  const inference = readPackage("packages/inference");
  const tasks = readPackage("packages/tasks");
  const staging = mkdtempSync(join(tmpdir(), "modeldeck-pack-"));
  try {
    writeFileSync(
      join(staging, "package.json"),
      `${JSON.stringify(
        publishedManifest(inference, {
          description:
            "ModelDeck's inference client (call-compatible with @huggingface/inference), served by a ModelDeck server",
          files: ["dist"],
          dependencies: { [tasks.name]: tasks.version },
          bundleDependencies: [tasks.name],
        }),
        null,
        2,
      )}\n`,
    );
    copyDist(inferenceDist, join(staging, "dist"));
    const bundled = join(staging, "node_modules", ...tasks.name.split("/"));
    mkdirSync(bundled, { recursive: true });
    writeFileSync(
      join(bundled, "package.json"),
      `${JSON.stringify(publishedManifest(tasks, { files: ["dist"] }), null, 2)}\n`,
    );
    copyDist(tasksDist, join(bundled, "dist"));
    mkdirSync(out, { recursive: true });
    const packed = spawnSync("npm", ["pack", "--json", "--pack-destination", out], {
      cwd: staging,
      encoding: "utf8",
      env: { ...process.env, npm_config_update_notifier: "false", npm_config_fund: "false" },
    });
    if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
    const [{ filename }] = JSON.parse(packed.stdout);
    const target = join(out, TARBALL_NAME);
    renameSync(join(out, filename), target);
    return target;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      "inference-dist": { type: "string" },
      "tasks-dist": { type: "string" },
    },
  });
  const path = packInference({
    ...(values.out ? { out: resolve(values.out) } : {}),
    ...(values["inference-dist"] ? { inferenceDist: resolve(values["inference-dist"]) } : {}),
    ...(values["tasks-dist"] ? { tasksDist: resolve(values["tasks-dist"]) } : {}),
  });
  console.log(`packed ${path}`);
}
