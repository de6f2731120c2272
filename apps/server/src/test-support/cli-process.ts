import { spawn, type ChildProcess } from "node:child_process";
import { symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleForNode } from "@modeldeck/test-support/node-bundle";

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Bundles the `modeldeck` CLI from its sources into `folder` (tests cannot start TypeScript as
 * a process) and returns the script: `node <script> serve`, `node <script> import file.jsonl`.
 * The workspace packages are bundled from their sources too; npm packages (better-sqlite3's
 * native module above all) resolve through a link to the repository's `node_modules`. The
 * import's checking worker sits beside it, as in the built CLI.
 *
 * @example
 * ```ts
 * const script = await bundleCli(mkdtempSync(join(tmpdir(), "modeldeck-cli-")));
 * spawn(process.execPath, [script, "serve"], { env: { PORT: "0", MODELDECK_DATA_DIR: dataDir } });
 * ```
 */
export async function bundleCli(folder: string): Promise<string> {
  symlinkSync(source("../../../../node_modules"), join(folder, "node_modules"), "dir");
  const entry = join(folder, "entry.ts");
  writeFileSync(
    entry,
    `import { runCli } from ${JSON.stringify(source("../commands/run-cli.ts"))};
process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  env: process.env,
});
`,
  );
  const script = join(folder, "cli.mjs");
  const alias = {
    "@modeldeck/tasks": source("../../../../packages/tasks/src/index.ts"),
    "@modeldeck/hub": source("../../../../packages/hub/src/index.ts"),
    "@modeldeck/inference": source("../../../../packages/inference/src/index.ts"),
  };
  await bundleForNode(entry, script, { externalPackages: true, alias });
  // ESM, as in dist, and the worker beside the bundle, where the import command looks for it.
  writeFileSync(join(folder, "package.json"), '{ "type": "module" }\n');
  await bundleForNode(
    source("../descriptors/check-descriptors-worker.ts"),
    join(folder, "check-descriptors-worker.js"),
    { externalPackages: true, alias },
  );
  return script;
}

/**
 * A `modeldeck serve` child process on a free loopback port: its URL, the process (for its pid
 * and signals), and what it printed.
 *
 * @example
 * ```ts
 * const server = await startServeProcess(script, { MODELDECK_DATA_DIR: dataDir });
 * await fetch(`${server.url}/api/health`);
 * server.child.kill("SIGKILL");
 * ```
 */
export async function startServeProcess(
  script: string,
  env: Record<string, string>,
): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [script, "serve"], {
    env: { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code, signal) =>
      reject(new Error(`the server ended (${code ?? signal}) before listening:\n${output}`)),
    );
  });
  return { url, child, output: () => output };
}
