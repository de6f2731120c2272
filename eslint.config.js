import js from "@eslint/js";
import globals from "globals";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
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
    // The web app: React's rules of hooks (with the React Compiler's checks) and accessibility
    // rules for JSX, as recommended; a disable names its reason on the line it covers.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
    ...jsxA11y.flatConfigs.recommended,
    plugins: {
      ...reactHooks.configs.flat["recommended-latest"].plugins,
      ...jsxA11y.flatConfigs.recommended.plugins,
    },
    rules: {
      ...reactHooks.configs.flat["recommended-latest"].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // A warning that nobody reads is no rule: missing dependencies fail the lint.
      "react-hooks/exhaustive-deps": "error",
      // The recommended options, plus labelled regions: a scrolling table is a `region` that takes
      // focus so the keyboard can scroll it (axe's scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true },
      ],
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  {
    // The web app's functions stay readable: none over 120 lines (a screen is composed of small
    // components and hooks). Tests' describe blocks are lists of cases, not functions to read.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["apps/web/src/**/*.test.{ts,tsx}", "apps/web/src/test-support/**"],
    rules: { "max-lines-per-function": ["error", { max: 120 }] },
  },
  {
    // No import circle between values in any package (types are erased and may go both ways).
    // See scripts/eslint-import-cycles.js.
    files: ["**/*.{js,mjs,ts,tsx}"],
    plugins: { cycles: importCycles },
    rules: { "cycles/no-value-cycle": "error" },
  },
);
