import { defineConfig } from "vitest/config";
import { testWorkers, workspaceAlias } from "./vitest.shared.js";

export default defineConfig({
  resolve: { alias: workspaceAlias },
  test: {
    reporters: ["default", "./scripts/summary-reporter.ts"],
    // On CI's 2 CPUs this is 1 worker: test files run one after another, so no two e2e files
    // (each with Chromium and a server) share the machine. See testWorkers for containers.
    maxWorkers: testWorkers(),
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
            "vitest.shared.test.ts",
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
