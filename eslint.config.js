import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["build/", "dist/", "node_modules/", ".react-router/", "data/", "tests/.artifacts/", "test-results/", "playwright-report/", "src/web/components/ui/", "tests/fixtures/plugins/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-properties": "off",
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**"], message: "web never imports server code" }] }],
    },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/server/**", "**/web/**", "~/*"], message: "shared imports neither server nor web" }] }],
    },
  },
  {
    // The JS the product writes into plugins (src/server/wordpress/**, issue #33): scripts for WordPress's pages, where
    // jQuery is a global, and whose fill-template parameters (catalogue/fill-template.ts) are names until filled.
    files: ["src/server/wordpress/**/*.js"],
    languageOptions: { sourceType: "script", globals: { jQuery: "readonly", PLUGSMITH_PARAM_NAME: "readonly", PLUGSMITH_PARAM_BLOCK_NAME: "readonly" } },
  },
  {
    files: ["src/server/**/*.ts"],
    ignores: ["src/server/env.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/web/**", "~/*"], message: "server never imports web code" }] }],
      "no-restricted-syntax": ["error", { selector: "MemberExpression[object.name='process'][property.name='env']", message: "process.env is read in src/server/env.ts only" }],
    },
  },
);
