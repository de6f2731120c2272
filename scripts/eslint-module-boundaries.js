import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A local ESLint rule for the repository's module boundaries (DESIGN.md, "Data flows one way"):
 *
 * - no relative import leaves its workspace: another package is imported by its name;
 * - packages never import apps, by path or by name;
 * - web features never import each other (shared code lives in `src/lib` and `src/components`);
 * - server routes never query the database: they import no `kysely`, take the `Database` handle
 *   only as a type, never reach into its `.db`, and call the plain functions in `src/db/`.
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

/** Route files of the server (not their tests, which may set a database up by hand). */
function isServerRoute(path) {
  return /^apps\/server\/src\/routes\/.*(?<!\.test)\.[jt]s$/.test(path);
}

/** A specifier naming the Kysely package, or the server's database module by a relative path. */
function isDatabaseModule(source, target) {
  if (source === "kysely" || source.startsWith("kysely/")) return "kysely";
  return target === "apps/server/src/db/database.js" || target === "apps/server/src/db/database.ts"
    ? "database"
    : undefined;
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
      routeQueriesDatabase:
        "Routes never query the database ('{{source}}'); put the query in a function in apps/server/src/db/ and call it.",
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}' ('{{source}}'); move what they share to src/lib or src/components.",
    },
  },
  create(context) {
    const file = repoPath(context.filename);
    const fromWorkspace = workspaceOf(file);
    const fromFeature = featureOf(file);
    const inServerRoute = isServerRoute(file);
    function check(node, source) {
      if (typeof source !== "string") return;
      const report = (messageId, data) =>
        context.report({ node, messageId, data: { source, ...data } });
      if (inServerRoute) {
        const target = source.startsWith(".")
          ? repoPath(resolve(dirname(context.filename), source))
          : "";
        const module = isDatabaseModule(source, target);
        // The `Database` handle may be named as a type (routes pass it on to db/ functions).
        const typeOnly =
          node.importKind === "type" ||
          (node.specifiers?.length > 0 &&
            node.specifiers.every((specifier) => specifier.importKind === "type"));
        if (module === "kysely" || (module === "database" && !typeOnly)) {
          return report("routeQueriesDatabase");
        }
      }
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
      // Root tooling (shared Vitest settings) belongs to no workspace and may be imported. Fakes
      // shared by several workspaces' tests live in @modeldeck/test-support, imported by name.
      if (toWorkspace !== undefined && toWorkspace !== fromWorkspace) {
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
      MemberExpression: (node) => {
        if (inServerRoute && !node.computed && node.property.name === "db") {
          context.report({ node, messageId: "routeQueriesDatabase", data: { source: ".db" } });
        }
      },
    };
  },
};

export const moduleBoundaries = { rules: { "module-boundaries": rule } };
