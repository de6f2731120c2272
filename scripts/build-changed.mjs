#!/usr/bin/env node
// `npm start` runs this before serving: it builds each workspace whose inputs changed since its
// last build (or whose dependencies were rebuilt), and skips the rest, so a second start serves
// in seconds instead of rebuilding everything. `npm run build` still builds everything.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The workspaces in build order, with the files and folders their build reads and the
 * workspaces they are built from.
 */
export const WORKSPACES = [
  {
    dir: "packages/tasks",
    inputs: ["src", "media", "package.json", "tsconfig.build.json"],
    after: [],
  },
  {
    dir: "packages/inference",
    inputs: ["src", "package.json", "tsconfig.build.json"],
    after: ["packages/tasks"],
  },
  {
    dir: "packages/hub",
    inputs: ["src", "package.json", "tsconfig.build.json"],
    after: ["packages/tasks"],
  },
  {
    dir: "apps/web",
    inputs: ["src", "public", "index.html", "vite.config.ts", "package.json", "tsconfig.json"],
    after: ["packages/tasks", "packages/inference", "packages/hub"],
  },
  {
    dir: "apps/server",
    inputs: ["src", "package.json", "tsconfig.build.json"],
    after: ["packages/tasks", "packages/inference", "packages/hub"],
  },
];

/** Files every workspace build depends on. */
const SHARED_INPUTS = ["tsconfig.base.json", "tsconfig.paths.json", "package-lock.json"];

/**
 * The newest modification time of the files under a path (0 when there are none). Folder times
 * are left out, since adding a test file changes them without changing any build.
 */
export function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    // Test files are not part of any build output.
    if (/\.test\.tsx?$/.test(entry)) continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

function stampPath(root, dir) {
  return join(root, "node_modules", ".cache", "modeldeck-build", `${dir.replace(/\//g, "+")}.json`);
}

function readStamp(root, dir) {
  try {
    return JSON.parse(readFileSync(stampPath(root, dir), "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Builds what changed under `root` with `build(dir)` and records each build.
 * A workspace is built when its `dist` is missing, it has no record, an input is newer than the
 * newest input its last build saw, or a workspace it is built from was built again since. Returns
 * the directories built, in order.
 *
 * @example
 * ```js
 * buildChanged(process.cwd(), (dir) => run("npm", ["run", "build", "-w", dir])); // ["apps/web"]
 * ```
 */
export function buildChanged(root, build, workspaces = WORKSPACES) {
  const built = [];
  const shared = Math.max(...SHARED_INPUTS.map((file) => newestChange(join(root, file))));
  for (const workspace of workspaces) {
    const stamp = readStamp(root, workspace.dir);
    const inputs = Math.max(
      shared,
      ...workspace.inputs.map((input) => newestChange(join(root, workspace.dir, input))),
    );
    // Each build gets its own id, and a stamp keeps the ids of the builds it was made from:
    // comparing start times missed a dependency rebuilt within the same millisecond.
    const dependencyBuilt = workspace.after.some(
      (dir) =>
        stamp?.builtFrom?.[dir] === undefined || readStamp(root, dir)?.id !== stamp.builtFrom[dir],
    );
    const stale =
      !existsSync(join(root, workspace.dir, "dist")) ||
      stamp === undefined ||
      inputs > stamp.inputs ||
      dependencyBuilt;
    if (!stale) continue;
    build(workspace.dir);
    const builtFrom = Object.fromEntries(
      workspace.after.map((dir) => [dir, readStamp(root, dir)?.id ?? null]),
    );
    mkdirSync(join(root, "node_modules", ".cache", "modeldeck-build"), { recursive: true });
    writeFileSync(
      stampPath(root, workspace.dir),
      JSON.stringify({ id: randomUUID(), inputs, builtFrom }),
    );
    built.push(workspace.dir);
  }
  return built;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const built = buildChanged(root, (dir) => {
    console.log(`building ${dir}`);
    const result = spawnSync(npm, ["run", "build", "-w", dir], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  });
  console.log(
    built.length === 0 ? "nothing changed since the last build" : `built ${built.join(", ")}`,
  );
}
