import { spawnSync } from "node:child_process";
import type { SnippetToCheck, SyntaxFailure } from "@modeldeck/test-support/syntax-check";

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
