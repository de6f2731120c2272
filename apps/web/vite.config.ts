import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { workspaceAlias } from "../../vitest.shared.js";

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAlias },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Browsers that run the app natively: no down-levelled syntax or helpers to parse on a phone.
    target: "es2022",
    // Every browser in that target supports `<link rel="modulepreload">`; skip Vite's polyfill.
    modulePreload: { polyfill: false },
  },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "e2e/**/*.test.ts"],
    setupFiles: ["./src/test-support/setup.ts"],
    testTimeout: 30_000,
  },
});
