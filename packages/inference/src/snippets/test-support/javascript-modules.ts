import { spawnSync } from "node:child_process";
import type { SnippetToCheck, SyntaxFailure } from "@modeldeck/test-support/syntax-check";

// Builds each snippet as a vm.SourceTextModule, the same V8 module compile `node --check` runs
// on a .mjs file, in one Node process for the batch. (The tasks package's snippet checks hold
// the same checker; @modeldeck/test-support is the place for one copy of both.)
const MODULE_CHECKER = `
const { SourceTextModule } = require("node:vm");
const failures = [];
for (const snippet of JSON.parse(require("node:fs").readFileSync(0, "utf8"))) {
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
 * The JavaScript snippets `node --check` would reject as ES modules, with Node's message.
 *
 * @example
 * ```ts
 * checkJavaScriptModules([{ name: "twice", code: "const a = 1;\nconst a = 2;" }]); // one failure
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
