import { spawn } from "node:child_process";
import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleForNode } from "@modeldeck/test-support/node-bundle";

/** What a snippet printed and how it exited. */
export interface SnippetRun {
  stdout: string;
  stderr: string;
  exitCode: number | null;
}

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const MEDIA = source("../../../../tasks/media/");
// Snippets import the packages by name; tests run them against the sources.
const PACKAGE_SOURCES = {
  "@modeldeck/inference": source("../../index.ts"),
  "@modeldeck/tasks": source("../../../../tasks/src/index.ts"),
};

/** A scratch folder holding copies of the demo media the snippets read. */
export async function scratchFolder(
  media: string[],
): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), "modeldeck-snippet-"));
  for (const name of media) await copyFile(join(MEDIA, name), join(path, name));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

// Asynchronous on purpose: the fake provider answers from this same process.
function run(command: string, args: string[], cwd: string, env: Record<string, string>) {
  return new Promise<SnippetRun>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { PATH: process.env.PATH ?? "", ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (exitCode) => resolve({ stdout, stderr, exitCode }));
  });
}

/**
 * Runs a JavaScript snippet with Node as an ES module. Imports of `@modeldeck/*` are bundled
 * from the sources with esbuild, so no build is needed first.
 */
export async function runJavaScript(
  code: string,
  cwd: string,
  env: Record<string, string>,
): Promise<SnippetRun> {
  const entry = join(cwd, "snippet.mjs");
  await writeFile(entry, code);
  if (!code.includes("@modeldeck/")) return run(process.execPath, [entry], cwd, env);
  const bundle = join(cwd, "snippet.bundle.mjs");
  await bundleForNode(entry, bundle, { alias: PACKAGE_SOURCES });
  return run(process.execPath, [bundle], cwd, env);
}

/** Writes a snippet to `name` in `cwd` and runs it with `interpreter`. */
async function runFile(
  interpreter: string,
  name: string,
  code: string,
  cwd: string,
  env: Record<string, string>,
): Promise<SnippetRun> {
  const script = join(cwd, name);
  await writeFile(script, code);
  return run(interpreter, [script], cwd, env);
}

/** Runs a shell snippet with bash. */
export function runShell(code: string, cwd: string, env: Record<string, string>) {
  return runFile("bash", "snippet.sh", code, cwd, env);
}

/** Runs a Python snippet with the system's python3 (which has `requests`). */
export function runPython(code: string, cwd: string, env: Record<string, string>) {
  return runFile("python3", "snippet.py", code, cwd, env);
}
