import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
// The repository's own config, so the test fails if the rule is ever dropped from `npm run lint`.
const eslint = new ESLint({ cwd: root });

/** The circle messages ESLint reports for `code` as if it sat at `filePath`. */
async function cycleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "cycles/no-value-cycle")
    .map((message) => message.message);
}

describe("import circles in npm run lint", () => {
  it("fails a value import that leads back to the importing file, naming the circle", async () => {
    // paths.ts → route-paths.ts → route-patterns.ts: importing paths from route-patterns closes it.
    const errors = await cycleErrors(
      "apps/web/src/route-patterns.ts",
      'import { paths } from "./paths";\nexport const home = paths.home;\n',
    );
    expect(errors).toEqual([
      expect.stringContaining(
        "apps/web/src/route-patterns.ts → apps/web/src/paths.ts → apps/web/src/route-paths.ts → apps/web/src/route-patterns.ts",
      ),
    ]);
  });

  it("lets types go both ways", async () => {
    expect(
      await cycleErrors(
        "apps/web/src/route-patterns.ts",
        'import type { ModelSort } from "./paths";\nimport { type ModelBrowserQuery } from "./paths";\nexport type Sorts = [ModelSort, ModelBrowserQuery];\n',
      ),
    ).toEqual([]);
  });

  it("follows re-exports but not dynamic imports, which run after every module has loaded", async () => {
    expect(
      await cycleErrors("apps/web/src/route-patterns.ts", 'export { paths } from "./paths";\n'),
    ).toHaveLength(1);
    expect(
      await cycleErrors(
        "apps/web/src/route-patterns.ts",
        'export const load = () => import("./paths");\n',
      ),
    ).toEqual([]);
  });

  it("finds no circle in the web app's route table and the pages it loads", async () => {
    const [result] = await eslint.lintFiles(["apps/web/src/routes.ts", "apps/web/src/paths.ts"]);
    expect(
      result?.messages.filter((message) => message.ruleId === "cycles/no-value-cycle"),
    ).toEqual([]);
  });
});
