// What both benchmarks share: the pages they measure, and the real server over a fresh seeded
// database in a temporary directory.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const webRoot = fileURLToPath(new URL("..", import.meta.url));
export const repositoryRoot = join(webRoot, "..", "..");

/** The pages measured, by short name; `BENCH_PAGES=task,home` narrows them. */
export const PAGES = [
  ["home", "/"],
  ["task", "/tasks/text-classification"],
  ["browser", "/models"],
  ["model", "/distilbert/distilbert-base-uncased-finetuned-sst-2-english"],
];

/** Starts `modeldeck serve` on a free port; resolves with its URL and a `stop`. */
export function startServer() {
  const dataDirectory = mkdtempSync(join(tmpdir(), "modeldeck-bench-"));
  const child = spawn(process.execPath, ["apps/server/dist/cli.js", "serve"], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", MODELDECK_DATA_DIR: dataDirectory },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match)
        resolve({
          url: match[1],
          stop: () => (
            child.kill("SIGTERM"),
            rmSync(dataDirectory, { recursive: true, force: true })
          ),
        });
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}
