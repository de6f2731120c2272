import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleForNode } from "@modeldeck/test-support/node-bundle";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database.js";
import { syncModels } from "../sync/sync-models.js";
import { repository, startFakeHubUpstream } from "@modeldeck/test-support/fake-hub-upstream";

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const IDS = Array.from(
  { length: 45 },
  (_, index) => `kill-org/model-${String(index).padStart(2, "0")}`,
);

let folder: string;
let script: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "modeldeck-sync-kill-"));
  // The child runs the real sync command from the sources, bundled; its npm dependencies resolve
  // through this link.
  symlinkSync(source("../../../../node_modules"), join(folder, "node_modules"), "dir");
  const entry = join(folder, "entry.ts");
  writeFileSync(
    entry,
    `import { syncCommand } from ${JSON.stringify(source("./sync.ts"))};
process.exitCode = await syncCommand.run(process.argv.slice(2), {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
  env: process.env,
});
`,
  );
  script = join(folder, "sync.mjs");
  writeFileSync(join(folder, "package.json"), '{ "type": "module" }\n');
  await bundleForNode(entry, script, {
    externalPackages: true,
    alias: {
      "@modeldeck/tasks": source("../../../../packages/tasks/src/index.ts"),
      "@modeldeck/hub": source("../../../../packages/hub/src/index.ts"),
    },
  });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("modeldeck sync killed with SIGKILL on SQLite", () => {
  it("leaves only whole models and a checkpoint, and the next run goes on from it", async () => {
    const dataDir = mkdtempSync(join(folder, "data-"));
    const hub = await startFakeHubUpstream(
      IDS.map((id) => repository(id)),
      () => undefined,
      15,
    );
    try {
      const child = spawn(process.execPath, [script, "--from", hub.url, "--concurrency", "2"], {
        env: { PATH: process.env.PATH ?? "", MODELDECK_DATA_DIR: dataDir },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let exited = false;
      child.on("exit", () => {
        exited = true;
      });
      // Killed once a good part of the models were read: some pages done, one in the middle.
      while (!exited && (hub.counts.info ?? 0) < 20)
        await new Promise((resolve) => setTimeout(resolve, 5));
      expect(exited, "the sync ended before it was killed").toBe(false);
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));

      const database = await openDatabase({ dataDir, readWorkers: 0 });
      try {
        // Every model that is there is whole: descriptor, card, tree and state written together.
        const { rows } = await sql<{
          id: string;
          readme: string | null;
          files: string | null;
          state: string | null;
        }>`
          SELECT models.id, model_documents.readme, model_files.model_id AS files, model_sync_state.model_id AS state
            FROM models JOIN model_documents ON model_documents.model_seq = models.seq
            LEFT JOIN model_files ON model_files.model_id = models.id
            LEFT JOIN model_sync_state ON model_sync_state.model_id = models.id
           WHERE models.id LIKE 'kill-org/%'`.execute(database.db);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.length).toBeLessThan(IDS.length);
        expect(
          rows.every(
            (row) => row.readme?.startsWith("---") && row.files === row.id && row.state === row.id,
          ),
        ).toBe(true);
        const checkpoint = await database.db
          .selectFrom("sync_checkpoints")
          .selectAll()
          .executeTakeFirstOrThrow();
        expect(checkpoint.page_url).toContain("cursor=");

        const firstRun = hub.requests.length;
        const resumed = await syncModels({ database, from: hub.url, concurrency: 2 });
        expect(resumed).toMatchObject({ resumed: true, failed: 0 });
        const secondRun = hub.requests.slice(firstRun).map((request) => request.url);
        expect(secondRun[0]).toContain(
          `cursor=${new URL(checkpoint.page_url ?? "").searchParams.get("cursor")}`,
        );
        const stored = await database.db
          .selectFrom("models")
          .select("id")
          .where("id", "like", "kill-org/%")
          .execute();
        expect(stored.map((row) => row.id).sort()).toEqual(IDS);
        expect(await database.db.selectFrom("sync_checkpoints").selectAll().execute()).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      await hub.close();
    }
  }, 60_000);
});
