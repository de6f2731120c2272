import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, where `apps/server/dist/cli.js` lives after `npm run build`. */
export const REPOSITORY_ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

/**
 * Starts the real ModelDeck server (`node apps/server/dist/cli.js serve`) on a random loopback
 * port with a fresh data directory (seeded on first start) and the given environment, and
 * resolves once it prints `listening on http://127.0.0.1:PORT`.
 *
 * @example
 * ```ts
 * const server = await startRealServer({ HF_TOKEN: "hf_fake", MODELDECK_ROUTER_URL: provider.url });
 * await page.goto(server.url);
 * await server.stop();
 * ```
 */
export async function startRealServer(environment: Record<string, string>) {
  const dataDirectory = mkdtempSync(join(tmpdir(), "modeldeck-e2e-"));
  const child: ChildProcess = spawn(process.execPath, ["apps/server/dist/cli.js", "serve"], {
    cwd: REPOSITORY_ROOT,
    env: {
      // Its own SQLite in a temporary folder: CI exports DATABASE_URL for the server's database
      // suite, and the e2e server must not seed or change that shared PostgreSQL database.
      ...withoutDatabaseUrl(process.env),
      PORT: "0",
      HOST: "127.0.0.1",
      MODELDECK_DATA_DIR: dataDirectory,
      // Nothing a test leaves streaming holds the server's stop for long.
      MODELDECK_SHUTDOWN_GRACE_SECONDS: "2",
      ...environment,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) =>
      reject(new Error(`the server exited (${code}) before listening:\n${output}`)),
    );
  });
  return {
    url,
    /** Its SQLite folder, for `modeldeck import` runs beside it (see `importModels`). */
    dataDirectory,
    output: () => output,
    /** Ends a server that did not stop on SIGTERM (a teardown that ran out of time). */
    kill: () => {
      child.kill("SIGKILL");
      rmSync(dataDirectory, { recursive: true, force: true });
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

function withoutDatabaseUrl(environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const copy = { ...environment };
  delete copy.DATABASE_URL;
  return copy;
}
