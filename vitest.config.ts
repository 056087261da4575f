import path from "node:path";
import { defineConfig } from "vitest/config";

// Two projects (design.md §7): "unit" needs no database; "db" gets a migrated database per test file,
// PGlite or PostgreSQL by TEST_DATABASE (tests/support/global-setup.ts). `npm test` runs them in turn
// (scripts/test.mjs); `npx vitest run --project unit` runs one.
const root = import.meta.dirname;

export default defineConfig({
  define: { __SITE_URL__: JSON.stringify("http://localhost:3000") },
  resolve: {
    alias: {
      "~": path.resolve(root, "src/web"),
      "@shared": path.resolve(root, "src/shared"),
    },
  },
  test: {
    // Two cores here; a loaded PGlite takes 300-800 MB, so never more than two files at once.
    pool: "forks",
    maxWorkers: 2,
    setupFiles: ["tests/support/setup-console.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: [
            "src/shared/**/*.test.ts",
            "src/web/**/*.test.{ts,tsx}",
            "tests/support/**/*.test.ts",
            // The WordPress runtime's and preview's own tests need no database: run once, not per database.
            "src/server/wordpress/runtime/**/*.test.ts",
            "src/server/wordpress/preview/**/*.test.ts",
            // The starter templates' behaviour tests run in a real WordPress and need no database either.
            "src/server/wordpress/templates/**/*.test.ts",
            // The catalogue's tests (issue #33) read its files, lint them with PHP and review them: no database.
            "src/server/wordpress/catalogue/**/*.test.ts",
            "src/server/wordpress/wordpress-files.test.ts",
            "src/server/wordpress/blueprint/blueprint-files.test.ts",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          environment: "node",
          include: ["src/server/**/*.test.ts", "tests/api/**/*.test.ts"],
          exclude: ["src/server/wordpress/runtime/**", "src/server/wordpress/preview/**", "src/server/wordpress/templates/**", "src/server/wordpress/catalogue/**", "src/server/wordpress/wordpress-files.test.ts", "src/server/wordpress/blueprint/blueprint-files.test.ts"],
          globalSetup: ["tests/support/global-setup.ts"],
          setupFiles: ["tests/support/setup-db.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
