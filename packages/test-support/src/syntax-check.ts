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
 * Runs a Python script that reads JSON on its standard input and writes JSON, in one `python3`
 * process, and returns what it wrote; `what` names the job in the error when Python fails.
 *
 * @example
 * ```ts
 * pythonOverJson<number[]>("import json, sys; json.dump([len(json.load(sys.stdin))], sys.stdout)", [1, 2], "count"); // [2]
 * ```
 */
export function pythonOverJson<Result>(script: string, input: unknown, what: string): Result {
  const result = spawnSync("python3", ["-c", script], {
    input: JSON.stringify(input),
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`python3 failed to run the ${what}: ${result.stderr || result.error}`);
  }
  return JSON.parse(result.stdout) as Result;
}

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
  return pythonOverJson<SyntaxFailure[]>(PYTHON_CHECKER, snippets, "syntax checker");
}

/** Snippets per `bash -n` run: large enough to amortise process start. */
const SHELL_BATCH = 400;

function bashParses(code: string): { ok: boolean; message: string } {
  const result = spawnSync("bash", ["-n"], { input: code, encoding: "utf8" });
  return { ok: result.status === 0, message: result.stderr.trim() };
}

/** Each snippet as the body of its own function; `:` keeps an empty body legal. */
function asFunctions(snippets: SnippetToCheck[]): string {
  return snippets
    .map((snippet, index) => `__snippet_${index}() {\n:\n${snippet.code}\n}\n`)
    .join("");
}

/** Parses a group at once and halves a group that fails until the bad snippets stand alone. */
function collectShellFailures(snippets: SnippetToCheck[], failures: SyntaxFailure[]): void {
  const [only] = snippets;
  if (snippets.length === 1 && only) {
    const result = bashParses(only.code);
    if (!result.ok) failures.push({ name: only.name, message: result.message });
    return;
  }
  if (bashParses(asFunctions(snippets)).ok) return;
  const middle = Math.ceil(snippets.length / 2);
  collectShellFailures(snippets.slice(0, middle), failures);
  collectShellFailures(snippets.slice(middle), failures);
}

/**
 * Checks shell snippets with `bash -n` (parse without running). Snippets are parsed in batches,
 * each wrapped as the body of its own function (`__snippet_N() { … }`), because one bash process
 * per snippet made this the slowest test on a shared machine; a batch that fails is halved until
 * each failure names its snippet with bash's own message (parsed alone, as a user would run it).
 *
 * @example
 * ```ts
 * expect(checkShellSyntax([{ name: "ok", code: "echo hi" }])).toEqual([]);
 * ```
 */
export function checkShellSyntax(snippets: SnippetToCheck[]): SyntaxFailure[] {
  const failures: SyntaxFailure[] = [];
  for (let start = 0; start < snippets.length; start += SHELL_BATCH) {
    collectShellFailures(snippets.slice(start, start + SHELL_BATCH), failures);
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

// `node --check` on a module compiles it as a V8 module record without running it; a
// vm.SourceTextModule is built the same way, so one Node process can check every snippet
// instead of starting one `node --check` per snippet. V8's module compile reports what the
// TypeScript parser lets through: early errors (a name declared twice, `await` used as a
// name) and TypeScript-only syntax (type annotations, `interface`).
const MODULE_CHECKER = `
const { readFileSync } = require("node:fs");
const { SourceTextModule } = require("node:vm");
const failures = [];
for (const snippet of JSON.parse(readFileSync(0, "utf8"))) {
  try {
    new SourceTextModule(snippet.code, { identifier: "snippet.mjs" });
  } catch (error) {
    if (error?.name !== "SyntaxError") throw error;
    failures.push({ name: snippet.name, message: error.message });
  }
}
process.stdout.write(JSON.stringify(failures));
`;

/**
 * Compiles each JavaScript snippet as an ES module with Node's own parser, as
 * `node --check snippet.mjs` does, in one Node process for the whole batch. A snippet a user
 * pastes into a `.mjs` file fails here exactly when it fails there.
 *
 * @example
 * ```ts
 * checkJavaScriptModules([{ name: "ok", code: "const a = await Promise.resolve(1);" }]); // []
 * ```
 */
export function checkJavaScriptModules(snippets: SnippetToCheck[]): SyntaxFailure[] {
  const result = spawnSync(
    process.execPath,
    ["--experimental-vm-modules", "--no-warnings", "-e", MODULE_CHECKER],
    { input: JSON.stringify(snippets), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) {
    throw new Error(`node failed to run the module checker: ${result.stderr || result.error}`);
  }
  return JSON.parse(result.stdout) as SyntaxFailure[];
}
