import path from "node:path";
import { defineConfig } from "vitest/config";

// Three projects (design.md §7): "unit" is plain code, no database; "wordpress" the WordPress code's tests,
// which boot WordPress or PHP but need no database; "db" gets a migrated database per test file, PGlite or
// PostgreSQL by TEST_DATABASE (tests/support/global-setup.ts). `npm test` runs them in turn
// (scripts/test.mjs); `npx vitest run --project unit` runs one.
const root = import.meta.dirname;

/** The WordPress code's tests that need no database: run once, not per database (project "wordpress"). */
const WORDPRESS_TESTS = [
  // The WordPress runtime's and preview's own tests.
  "src/server/wordpress/runtime/**/*.test.ts",
  "src/server/wordpress/preview-sites/**/*.test.ts",
  // The starter templates' behaviour tests run in a real WordPress.
  "src/server/wordpress/templates/**/*.test.ts",
  // The catalogue's tests (issue #33) read its files, lint them with PHP and review them.
  "src/server/wordpress/catalogue/**/*.test.ts",
  "src/server/wordpress/wordpress-files.test.ts",
  "src/server/wordpress/blueprint/blueprint-files.test.ts",
  "src/server/wordpress/blueprint/core-files.test.ts",
  "src/server/wordpress/php-in-typescript.test.ts",
  // Blocks tried in a real WordPress.
  "src/server/wordpress/blueprint/blocks/*-wordpress.test.ts",
  // The Plugsmith Connector plugin (issue #37): its files reviewed, and a real WordPress running it over HTTP.
  "src/server/wordpress/connector/**/*.test.ts",
];
/** The WordPress test site's own test (tests/support/wordpress-test-site.ts boots WordPress). */
const WORDPRESS_SITE_TEST = "tests/support/wordpress-test-site.test.ts";

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
          include: ["src/shared/**/*.test.ts", "src/web/**/*.test.{ts,tsx}", "tests/support/**/*.test.ts"],
          exclude: [WORDPRESS_SITE_TEST],
        },
      },
      {
        extends: true,
        test: {
          // The WordPress code's own tests (issue #36): many boot WordPress or PHP (php-wasm), none needs a
          // database. Kept out of "unit", whose name promises quick tests of plain code.
          name: "wordpress",
          environment: "node",
          include: [...WORDPRESS_TESTS, WORDPRESS_SITE_TEST],
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          environment: "node",
          include: ["src/server/**/*.test.ts", "tests/api/**/*.test.ts"],
          exclude: WORDPRESS_TESTS,
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
