import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, relative, resolve, sep } from "node:path";
import ts from "typescript";

/**
 * A local ESLint rule that forbids import circles between values: a static import of a module
 * from which, following static value imports, the importing file is reached again. Such a circle
 * makes the order in which modules run depend on which one is loaded first (a value read before
 * its module has run is `undefined` or throws), and ties modules that should be layered.
 *
 * `import type` (and imports whose every name is a type) are erased by TypeScript and never run,
 * so they are not edges; neither is a dynamic `import()`, which runs after every module has
 * loaded (the route table loads its pages that way). Relative specifiers are followed; imports
 * between workspaces go by package name and are kept one-way by `modeldeck/module-boundaries`.
 *
 * @example
 * ```js
 * import { importCycles } from "./scripts/eslint-import-cycles.js";
 * export default [{ plugins: { cycles: importCycles }, rules: { "cycles/no-value-cycle": "error" } }];
 * ```
 */
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", ".jsx"];

/** The file a relative specifier names, as TypeScript's bundler resolution finds it. */
function resolveFile(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  const stem = /\.(m?js|jsx)$/.test(base) ? base.slice(0, -extname(base).length) : base;
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => stem + extension),
    ...EXTENSIONS.map((extension) => `${base}${sep}index${extension}`),
  ];
  return candidates.find(
    (candidate) =>
      EXTENSIONS.includes(extname(candidate)) &&
      existsSync(candidate) &&
      statSync(candidate).isFile(),
  );
}

function typeOnlyImport(statement) {
  const clause = statement.importClause;
  if (!clause) return false; // `import "./side-effect"` runs the module.
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return (
    !clause.name &&
    named !== undefined &&
    ts.isNamedImports(named) &&
    named.elements.length > 0 &&
    named.elements.every((element) => element.isTypeOnly)
  );
}

function typeOnlyExport(statement) {
  if (statement.isTypeOnly) return true;
  const clause = statement.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

/** Files each file imports values from, read once per lint run. */
const graph = new Map();

function valueImportsOf(file) {
  const known = graph.get(file);
  if (known) return known;
  const targets = [];
  graph.set(file, targets);
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    return targets;
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) continue;
    if (isImport ? typeOnlyImport(statement) : typeOnlyExport(statement)) continue;
    const target = resolveFile(file, specifier.text);
    if (target) targets.push(target);
  }
  return targets;
}

/** A path of value imports from `start` back to `goal`, or undefined when there is none. */
function pathBack(start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const trail = queue.shift();
    for (const next of valueImportsOf(trail.at(-1))) {
      if (next === goal) return [...trail, next];
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...trail, next]);
    }
  }
  return undefined;
}

function isTypeOnlyNode(node) {
  if (node.importKind === "type" || node.exportKind === "type") return true;
  const specifiers = node.specifiers ?? [];
  if (node.type === "ImportDeclaration") {
    return (
      specifiers.length > 0 &&
      specifiers.every(
        (specifier) => specifier.type === "ImportSpecifier" && specifier.importKind === "type",
      )
    );
  }
  return specifiers.length > 0 && specifiers.every((specifier) => specifier.exportKind === "type");
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import circles between values." },
    schema: [],
    messages: {
      cycle:
        "'{{source}}' closes an import circle between values ({{trail}}); move what both need to a module of its own, or import only types.",
    },
  },
  create(context) {
    const file = resolve(context.filename);
    const root = context.cwd;
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== "string" || !source.startsWith(".") || isTypeOnlyNode(node)) return;
      const target = resolveFile(file, source);
      if (!target) return;
      const back = target === file ? [file] : pathBack(target, file);
      if (!back) return;
      const trail = [file, ...back]
        .map((step) => relative(root, step).split(sep).join("/"))
        .join(" → ");
      context.report({ node, messageId: "cycle", data: { source, trail } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export const importCycles = { rules: { "no-value-cycle": rule } };
