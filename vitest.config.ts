import { defineConfig } from "vitest/config";
import { workspaceAlias } from "./vitest.shared.js";

export default defineConfig({
  resolve: { alias: workspaceAlias },
  test: {
    reporters: ["default", "./scripts/summary-reporter.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "packages",
          environment: "node",
          include: [
            "packages/*/src/**/*.test.ts",
            "packages/*/test/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          environment: "node",
          include: ["apps/server/src/**/*.test.ts", "apps/server/test/**/*.test.ts"],
          testTimeout: 30_000,
        },
      },
      "apps/web/vite.config.ts",
    ],
  },
});
