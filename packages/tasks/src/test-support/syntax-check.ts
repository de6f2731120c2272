import { spawnSync } from "node:child_process";
import ts from "typescript";

/** A snippet to check, with a name that says where it came from (shown in failures). */
export interface SnippetToCheck {
  name: string;
  code: string;
}

/** A snippet that did not parse, with the parser's message. */
export interface SyntaxFailure {
  name: string;
  message: string;
}

const PYTHON_CHECKER = `
import ast, json, sys
failures = []
for item in json.load(sys.stdin):
    try:
        ast.parse(item["code"])
    except SyntaxError as error:
        failures.append({"name": item["name"], "message": f"line {error.lineno}: {error.msg}"})
json.dump(failures, sys.stdout)
`;

/**
 * Parses every snippet with Python's `ast` module, in one `python3` process for the whole
 * batch (starting one per snippet would dominate the suite's time).
 *
 * @example
 * ```ts
 * expect(checkPythonSyntax([{ name: "ok", code: "print(1)" }])).toEqual([]);
 * ```
 */
export function checkPythonSyntax(snippets: SnippetToCheck[]): SyntaxFailure[] {
  const result = spawnSync("python3", ["-c", PYTHON_CHECKER], {
    input: JSON.stringify(snippets),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`python3 failed to run the syntax checker: ${result.stderr || result.error}`);
  }
  return JSON.parse(result.stdout) as SyntaxFailure[];
}

/**
 * Checks each shell snippet with `bash -n` (parse without running).
 *
 * @example
 * ```ts
 * expect(checkShellSyntax([{ name: "ok", code: "echo hi" }])).toEqual([]);
 * ```
 */
export function checkShellSyntax(snippets: SnippetToCheck[]): SyntaxFailure[] {
  const failures: SyntaxFailure[] = [];
  for (const snippet of snippets) {
    const result = spawnSync("bash", ["-n"], { input: snippet.code, encoding: "utf8" });
    if (result.status !== 0) failures.push({ name: snippet.name, message: result.stderr.trim() });
  }
  return failures;
}

/**
 * Parses each JavaScript or TypeScript snippet with the TypeScript parser (as an ES module, so
 * top-level `await` and `import` are allowed). Only syntax is checked, not types.
 *
 * @example
 * ```ts
 * expect(checkJavaScriptSyntax([{ name: "ok", code: "const a = await f();" }])).toEqual([]);
 * ```
 */
export function checkJavaScriptSyntax(snippets: SnippetToCheck[]): SyntaxFailure[] {
  const failures: SyntaxFailure[] = [];
  for (const snippet of snippets) {
    const source = ts.createSourceFile(
      `${snippet.name.replace(/[^\w.-]+/g, "_")}.mts`,
      snippet.code,
      ts.ScriptTarget.Latest,
      true,
      ts.ScriptKind.TS,
    );
    const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] })
      .parseDiagnostics;
    const first = diagnostics[0];
    if (first) {
      failures.push({
        name: snippet.name,
        message: ts.flattenDiagnosticMessageText(first.messageText, "\n"),
      });
    }
  }
  return failures;
}
