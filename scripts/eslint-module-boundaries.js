import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A local ESLint rule for the repository's module boundaries (DESIGN.md, "Data flows one way"):
 *
 * - no relative import leaves its workspace: another package is imported by its name;
 * - packages never import apps, by path or by name;
 * - web features never import each other (shared code lives in `src/lib` and `src/components`).
 *
 * It checks static imports, re-exports and dynamic `import()` by resolving the specifier against
 * the file's folder, so no import-resolver plugin is needed.
 *
 * @example
 * ```js
 * import { moduleBoundaries } from "./scripts/eslint-module-boundaries.js";
 * export default [{ plugins: { modeldeck: moduleBoundaries }, rules: { "modeldeck/module-boundaries": "error" } }];
 * ```
 */
const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Workspace folder → package name, read from the root package.json's workspaces. */
const workspaces = new Map(
  JSON.parse(readFileSync(join(root, "package.json"), "utf8")).workspaces.map((folder) => {
    const manifest = join(root, folder, "package.json");
    const name = existsSync(manifest) ? JSON.parse(readFileSync(manifest, "utf8")).name : folder;
    return [folder, name];
  }),
);
const appNames = new Set(
  [...workspaces].filter(([folder]) => folder.startsWith("apps/")).map(([, name]) => name),
);

/** The repository-relative path of a file, with forward slashes. */
function repoPath(file) {
  return relative(root, file).split(sep).join("/");
}

function workspaceOf(path) {
  return [...workspaces.keys()].find((folder) => path === folder || path.startsWith(`${folder}/`));
}

function featureOf(path) {
  return /^apps\/web\/src\/features\/([^/]+)\//.exec(path)?.[1];
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Keep imports inside the repository's module boundaries." },
    schema: [],
    messages: {
      crossWorkspace:
        "'{{source}}' reaches into {{target}} by a relative path; import it by its package name.",
      packageImportsApp: "Packages never import apps ('{{source}}' is part of {{target}}).",
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}' ('{{source}}'); move what they share to src/lib or src/components.",
    },
  },
  create(context) {
    const file = repoPath(context.filename);
    const fromWorkspace = workspaceOf(file);
    const fromFeature = featureOf(file);
    function check(node, source) {
      if (typeof source !== "string") return;
      const report = (messageId, data) =>
        context.report({ node, messageId, data: { source, ...data } });
      if (fromWorkspace?.startsWith("packages/")) {
        const name = source
          .split("/")
          .slice(0, source.startsWith("@") ? 2 : 1)
          .join("/");
        if (appNames.has(name)) return report("packageImportsApp", { target: name });
      }
      if (!source.startsWith(".")) return;
      const target = repoPath(resolve(dirname(context.filename), source));
      const toWorkspace = workspaceOf(target);
      if (fromWorkspace?.startsWith("packages/") && target.startsWith("apps/")) {
        return report("packageImportsApp", { target: toWorkspace ?? "apps/" });
      }
      // Root tooling (shared Vitest settings) belongs to no workspace and may be imported. Until
      // the shared fakes move into their own test-support workspace (issue 14, not done yet), a
      // test may still borrow another workspace's test-support folder; nothing else may.
      const borrowsTestSupport = /\.test\.[jt]sx?$/.test(file) && target.includes("/test-support/");
      if (toWorkspace !== undefined && toWorkspace !== fromWorkspace && !borrowsTestSupport) {
        return report("crossWorkspace", { target: toWorkspace });
      }
      const toFeature = featureOf(target);
      if (fromFeature !== undefined && toFeature !== undefined && toFeature !== fromFeature) {
        report("crossFeature", { from: fromFeature, to: toFeature });
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
    };
  },
};

export const moduleBoundaries = { rules: { "module-boundaries": rule } };
