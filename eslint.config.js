import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import { importCycles } from "./scripts/eslint-import-cycles.js";
import { moduleBoundaries } from "./scripts/eslint-module-boundaries.js";

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "data/**", "**/coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  {
    // Module boundaries (DESIGN.md): features never import each other, packages never import
    // apps, and no relative import crosses a workspace. See scripts/eslint-module-boundaries.js.
    files: ["**/*.{js,mjs,ts,tsx}"],
    plugins: { modeldeck: moduleBoundaries },
    rules: { "modeldeck/module-boundaries": "error" },
  },
  {
    // No import circle between values in any package (types are erased and may go both ways).
    // See scripts/eslint-import-cycles.js.
    files: ["**/*.{js,mjs,ts,tsx}"],
    plugins: { cycles: importCycles },
    rules: { "cycles/no-value-cycle": "error" },
  },
);
