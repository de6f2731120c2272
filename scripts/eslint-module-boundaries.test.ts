import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
// The repository's own config, so the test fails if the rule is ever dropped from `npm run lint`.
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint reports for `code` as if it sat at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "modeldeck/module-boundaries")
    .map((message) => message.message);
}

describe("module boundaries in npm run lint", () => {
  it("fails a feature that imports another feature", async () => {
    const errors = await boundaryErrors(
      "apps/web/src/features/home/routes/fixture-page.tsx",
      'import { useModelList } from "../../models/api/models-api";\nexport const used = useModelList;\n',
    );
    expect(errors).toEqual([expect.stringMatching(/Feature 'home' imports feature 'models'/)]);
    const lazy = await boundaryErrors(
      "apps/web/src/features/home/routes/fixture-page.tsx",
      'export const page = () => import("../../settings/routes/settings-page");\n',
    );
    expect(lazy).toHaveLength(1);
  });

  it("lets a feature import its own files and the shared lib", async () => {
    expect(
      await boundaryErrors(
        "apps/web/src/features/home/routes/fixture-page.tsx",
        'import { useStats } from "../api/stats";\nimport { paths } from "../../../paths";\nexport const used = [useStats, paths];\n',
      ),
    ).toEqual([]);
  });

  it("fails a package that imports an app, by path or by name", async () => {
    expect(
      await boundaryErrors(
        "packages/hub/src/fixture.ts",
        'import { syncModels } from "../../../apps/server/src/sync/sync-models.js";\nexport const used = syncModels;\n',
      ),
    ).toEqual([expect.stringMatching(/Packages never import apps/)]);
    expect(
      await boundaryErrors(
        "packages/hub/src/fixture.ts",
        'import { App } from "@modeldeck/web";\nexport const used = App;\n',
      ),
    ).toEqual([expect.stringMatching(/Packages never import apps/)]);
  });

  it("fails a relative import into another package", async () => {
    expect(
      await boundaryErrors(
        "apps/web/src/lib/fixture.ts",
        'import { nextPageUrl } from "../../../../packages/hub/src/link-header.js";\nexport const used = nextPageUrl;\n',
      ),
    ).toEqual([expect.stringMatching(/reaches into packages\/hub .* by its package name/)]);
  });

  it("fails a server route that queries the database itself", async () => {
    const route = "apps/server/src/routes/fixture.ts";
    const viaKysely = await boundaryErrors(
      route,
      'import { sql } from "kysely";\nimport type { Database } from "../db/database.js";\nexport const ping = (database: Database) => sql`SELECT 1`.execute(database.db);\n',
    );
    expect(viaKysely).toEqual([
      expect.stringMatching(/Routes never query the database \('kysely'\)/),
      expect.stringMatching(/Routes never query the database \('\.db'\)/),
    ]);
    const viaModule = await boundaryErrors(
      route,
      'import { openDatabase } from "../db/database.js";\nexport const open = openDatabase;\n',
    );
    expect(viaModule).toEqual([
      expect.stringMatching(/put the query in a function in apps\/server\/src\/db/),
    ]);
  });

  it("lets a server route name the database type and call db/ functions", async () => {
    expect(
      await boundaryErrors(
        "apps/server/src/routes/fixture.ts",
        'import type { Database } from "../db/database.js";\nimport { databaseAnswers } from "../db/health.js";\nexport const ping = (database: Database) => databaseAnswers(database);\n',
      ),
    ).toEqual([]);
  });
});
