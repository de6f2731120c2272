import ts from "typescript";
import { pythonOverJson } from "./syntax-check.js";

/** A snippet to read, with the name failures are reported under. */
export interface CodeToRead {
  name: string;
  code: string;
}

/**
 * What a snippet is once parsed: its syntax tree with every string literal taken out (`shape`),
 * and those literals' values as the language reads them back, in source order. Two snippets with
 * the same shape run the same code; only their strings differ.
 */
export interface CodeStructure {
  name: string;
  /** Set when the snippet does not parse; `shape` and `strings` are empty then. */
  error?: string;
  shape: string;
  strings: string[];
}

// Walks the tree in field order (so the order is the source order), replacing each str constant
// by a placeholder and collecting its value; f-string pieces are constants too.
const PYTHON_READER = `
import ast, json, sys

def read(code):
    tree = ast.parse(code)
    strings = []
    def visit(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            strings.append(node.value)
            node.value = "\\u0000"
        for child in ast.iter_child_nodes(node):
            visit(child)
    visit(tree)
    return {"shape": ast.dump(tree), "strings": strings}

results = []
for item in json.load(sys.stdin):
    try:
        results.append({"name": item["name"], **read(item["code"])})
    except SyntaxError as error:
        results.append({"name": item["name"], "error": f"line {error.lineno}: {error.msg}", "shape": "", "strings": []})
json.dump(results, sys.stdout)
`;

/**
 * Parses each snippet with Python's `ast` (one `python3` process for the batch) and returns its
 * shape and its string literals as Python reads them.
 *
 * @example
 * ```ts
 * readPython([{ name: "a", code: 'print("hi")' }])[0]?.strings; // ["hi"]
 * ```
 */
export function readPython(snippets: CodeToRead[]): CodeStructure[] {
  return pythonOverJson<CodeStructure[]>(PYTHON_READER, snippets, "snippet reader");
}

const STRING_KINDS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

/**
 * Parses each snippet as a JavaScript module with TypeScript's parser and returns its shape
 * (node kinds, identifier and keyword text, numbers) and its string and template pieces as
 * JavaScript reads them (escapes decoded). Comments are not part of the shape. Pair it with
 * `checkJavaScriptModules` for Node's own verdict on the syntax.
 *
 * @example
 * ```ts
 * readJavaScript([{ name: "a", code: 'console.log("hi");' }])[0]?.strings; // ["hi"]
 * ```
 */
export function readJavaScript(snippets: CodeToRead[]): CodeStructure[] {
  return snippets.map(({ name, code }) => {
    const source = ts.createSourceFile(
      "snippet.mjs",
      code,
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.JS,
    );
    const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] })
      .parseDiagnostics;
    const first = diagnostics[0];
    if (first) {
      return {
        name,
        error: ts.flattenDiagnosticMessageText(first.messageText, "\n"),
        shape: "",
        strings: [],
      };
    }
    const shape: string[] = [];
    const strings: string[] = [];
    const visit = (node: ts.Node): void => {
      if (STRING_KINDS.has(node.kind)) {
        strings.push((node as ts.LiteralLikeNode).text);
        shape.push(`${ts.SyntaxKind[node.kind]}()`);
      } else if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
        shape.push(`Identifier(${node.text})`);
      } else if (ts.isNumericLiteral(node) || ts.isBigIntLiteral(node)) {
        shape.push(`Number(${node.text})`);
      } else {
        shape.push(ts.SyntaxKind[node.kind]);
      }
      shape.push("[");
      node.forEachChild(visit);
      shape.push("]");
    };
    visit(source);
    return { name, shape: shape.join(" "), strings };
  });
}
