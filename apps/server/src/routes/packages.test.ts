import { execFile, spawnSync } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installErrorHandler } from "../error-handler.js";
import { buildServer } from "../server.js";
import { openTestDatabase, type TestDatabase } from "../test-support/test-databases.js";
import { packageRoutes } from "./packages.js";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const TARBALL = join(ROOT, "apps/server/dist/packages/modeldeck-inference.tgz");

/** Runs a command to its end; a failure throws with what it printed. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, ...env },
    timeout: 240_000,
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

// The server under test answers from this process, so commands that talk to it must not block it.
const runAsync = promisify(execFile);

// The tarball is what `npm run build` makes; a checkout tested without a build makes it here.
function ensureTarball(): void {
  if (existsSync(TARBALL)) return;
  for (const workspace of ["packages/tasks", "packages/inference"]) {
    if (!existsSync(join(ROOT, workspace, "dist/index.js"))) {
      run("npm", ["run", "build", "-w", workspace], ROOT);
    }
  }
  run(process.execPath, ["apps/server/scripts/pack-inference.mjs"], ROOT);
}

describe("the @modeldeck/inference package the snippets tell users to install", () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  let origin: string;
  const folders: string[] = [];
  beforeAll(async () => {
    ensureTarball();
    test = await openTestDatabase("sqlite");
    app = await buildServer({ database: test.database, env: {} });
    origin = await app.listen({ host: "127.0.0.1", port: 0 });
  }, 600_000);
  afterAll(async () => {
    await app?.close();
    await test?.dispose();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it("installs from the running server into a fresh folder with npm, no registry needed, and imports", async () => {
    const project = mkdtempSync(join(tmpdir(), "modeldeck-install-"));
    folders.push(project);
    writeFileSync(
      join(project, "package.json"),
      JSON.stringify({ name: "fresh", version: "1.0.0", type: "module", private: true }),
    );
    // A registry that cannot answer: the install must come from the tarball alone.
    await runAsync(
      "npm",
      ["install", `${origin}/api/packages/modeldeck-inference.tgz`, "--no-audit", "--no-fund"],
      {
        cwd: project,
        timeout: 180_000,
        env: {
          ...process.env,
          npm_config_registry: "http://127.0.0.1:9/",
          npm_config_cache: join(project, ".npm-cache"),
          npm_config_update_notifier: "false",
        },
      },
    );
    const imported = run(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        [
          'import { InferenceClient, getInferenceSnippets } from "@modeldeck/inference";',
          'const client = new InferenceClient("hf_placeholder");',
          'const snippets = getInferenceSnippets({ id: "openai-community/gpt2", pipeline_tag: "text-generation" }, "", "hf-inference");',
          "console.log(JSON.stringify({ client: typeof client.chatCompletion, snippets: snippets.length }));",
        ].join("\n"),
      ],
      project,
    );
    expect(JSON.parse(imported)).toEqual({ client: "function", snippets: expect.any(Number) });
    expect(JSON.parse(imported).snippets).toBeGreaterThan(0);
  }, 240_000);

  it("says in plain words when the build has not packed it", async () => {
    const empty = mkdtempSync(join(tmpdir(), "modeldeck-packages-"));
    folders.push(empty);
    const bare = Fastify();
    installErrorHandler(bare);
    await bare.register(packageRoutes, { folder: empty });
    const answer = await bare.inject({
      method: "GET",
      url: "/api/packages/modeldeck-inference.tgz",
    });
    await bare.close();
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: expect.stringContaining("npm run build") });
  });
});
