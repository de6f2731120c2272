// Reads Transformers.js's public API from the type declarations its npm package ships:
// `npm pack @huggingface/transformers@<version>` into a temporary folder, unpack it, and pass
// the `package` folder. The TypeScript checker follows the `export *` chains, so the names
// are exactly what `import { … } from "@huggingface/transformers"` accepts.
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

function propertyNames(checker, symbol) {
  if (!symbol) return [];
  const type = checker.getTypeOfSymbol(symbol);
  return checker.getPropertiesOfType(type).map((property) => property.getName());
}

/**
 * The manifest entry for Transformers.js read from an unpacked npm package folder: every name
 * the package entry exports, and the pipeline tasks and aliases `pipeline()` accepts.
 *
 * @example
 * ```js
 * readTransformersJs("/tmp/transformers-js/package").pipelineTasks.includes("text-generation"); // true
 * ```
 */
export function readTransformersJs(packageDirectory) {
  const manifest = JSON.parse(readFileSync(path.join(packageDirectory, "package.json"), "utf8"));
  const entry = path.join(packageDirectory, manifest.types);
  const program = ts.createProgram([entry], { allowJs: false, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const exported = checker.getExportsOfModule(moduleSymbol);
  // The task tables are internal to the package entry; they are exported by the module that
  // `pipeline()` itself reads, so look for them in every declaration file of the program.
  const find = (name) => {
    for (const file of program.getSourceFiles()) {
      const symbol = checker.getSymbolAtLocation(file);
      const match = symbol && checker.getExportsOfModule(symbol).find((s) => s.getName() === name);
      if (match) return match;
    }
    return undefined;
  };
  const tasks = [
    ...propertyNames(checker, find("SUPPORTED_TASKS")),
    ...propertyNames(checker, find("TASK_ALIASES")),
  ];
  if (tasks.length === 0) {
    throw new Error("no SUPPORTED_TASKS or TASK_ALIASES export in the declarations");
  }
  return {
    library: manifest.name,
    version: manifest.version,
    exports: exported.map((symbol) => symbol.getName()).sort(),
    pipelineTasks: [...new Set(tasks)].sort(),
  };
}
