import ts from "typescript";
import type { SnippetToCheck } from "@modeldeck/test-support/syntax-check";
import type { ApiManifest, JavaScriptLibraryApi } from "./api-manifest.js";

function importsFrom(
  source: ts.SourceFile,
  manifest: ApiManifest,
): { library: JavaScriptLibraryApi; imported: string; local: string }[] {
  const found: { library: JavaScriptLibraryApi; imported: string; local: string }[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) {
      continue;
    }
    const specifier = statement.moduleSpecifier.text;
    const library = manifest.javascript.find((entry) => entry.library === specifier);
    const bindings = statement.importClause?.namedBindings;
    if (!library || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      found.push({ library, imported, local: element.name.text });
    }
  }
  return found;
}

/**
 * Everything a JavaScript snippet takes from Transformers.js (or another package in the
 * manifest) that the named version does not have: an imported name the package does not
 * export, or a `pipeline("task", …)` whose task it does not register.
 *
 * @example
 * ```ts
 * javaScriptApiFindings([{ name: "demo", code: 'import { pipelines } from "@huggingface/transformers";' }], loadApiManifest());
 * // ['demo: @huggingface/transformers 4.3.1 does not export pipelines']
 * ```
 */
export function javaScriptApiFindings(snippets: SnippetToCheck[], manifest: ApiManifest): string[] {
  const findings: string[] = [];
  for (const snippet of snippets) {
    const source = ts.createSourceFile("snippet.mts", snippet.code, ts.ScriptTarget.Latest, true);
    const imports = importsFrom(source, manifest);
    const release = (library: JavaScriptLibraryApi) => `${library.library} ${library.version}`;
    for (const { library, imported } of imports) {
      if (!library.exports.includes(imported)) {
        findings.push(`${snippet.name}: ${release(library)} does not export ${imported}`);
      }
    }
    const pipelines = new Map(
      imports
        .filter((binding) => binding.imported === "pipeline")
        .map((binding) => [binding.local, binding.library]),
    );
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const library = pipelines.get(node.expression.text);
        const [task] = node.arguments;
        if (library && task && ts.isStringLiteralLike(task)) {
          if (!library.pipelineTasks.includes(task.text)) {
            findings.push(
              `${snippet.name}: ${release(library)} registers no pipeline task "${task.text}"`,
            );
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
}
