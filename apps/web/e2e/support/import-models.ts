import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { REPOSITORY_ROOT } from "./real-server";

const run = promisify(execFile);

/**
 * Adds or replaces models in a running e2e server's catalogue with the real
 * `modeldeck import` command (JSON Lines, the Hub's descriptor shape, optionally with an
 * `inferenceProviderMapping`), as an operator would while the server serves. Tests use it to give
 * a seeded model a provider mapping the shipped catalogue does not have.
 *
 * @example
 * ```ts
 * await importModels(server.dataDirectory, [{ id: "acme/model", pipeline_tag: "text-classification", inferenceProviderMapping: { "hf-inference": { providerId: "acme/model", status: "live", task: "text-classification" } } }]);
 * ```
 */
export async function importModels(
  dataDirectory: string,
  descriptors: Record<string, unknown>[],
): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), "modeldeck-e2e-import-"));
  const file = join(folder, "models.jsonl");
  writeFileSync(file, descriptors.map((descriptor) => JSON.stringify(descriptor)).join("\n"));
  const environment: NodeJS.ProcessEnv = { ...process.env, MODELDECK_DATA_DIR: dataDirectory };
  // The e2e server keeps its own SQLite; a DATABASE_URL exported for other suites is not its.
  delete environment.DATABASE_URL;
  try {
    await run(process.execPath, ["apps/server/dist/cli.js", "import", file], {
      cwd: REPOSITORY_ROOT,
      env: environment,
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * A descriptor that an import reads as "served by hf-inference for `task`": enough to give a
 * model of the shipped catalogue the provider mapping the e2e flows need.
 *
 * @example
 * ```ts
 * servedByHfInference("PekingU/rtdetr_v2_r50vd", "object-detection");
 * ```
 */
export function servedByHfInference(id: string, task: string): Record<string, unknown> {
  return {
    id,
    pipeline_tag: task,
    tags: [],
    inferenceProviderMapping: {
      "hf-inference": { providerId: id, status: "live", task },
    },
  };
}
