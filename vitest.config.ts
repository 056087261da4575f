import path from "node:path";
import { defineConfig } from "vitest/config";

// Three projects (design.md §7): "unit" is plain code, no database; "wordpress" the WordPress code's tests,
// which boot WordPress or PHP but need no database; "db" gets a migrated database per test file, PGlite or
// PostgreSQL by TEST_DATABASE (tests/support/global-setup.ts). `npm test` runs them in turn
// (scripts/test.mjs); `npx vitest run --project unit` runs one.
const root = import.meta.dirname;

/**
 * The WordPress code's tests (src/server/wordpress/: the runtime, previews, templates, catalogue, review, blueprint,
 * connector, ZIPs): none needs a database, so they run once in project "wordpress", not once per database in "db".
 */
const WORDPRESS_TESTS = ["src/server/wordpress/**/*.test.ts"];
/** The server's small helpers (lib/): plain code, tested in "unit". */
const SERVER_LIB_TESTS = "src/server/lib/**/*.test.ts";
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
          include: ["src/shared/**/*.test.ts", "src/web/**/*.test.{ts,tsx}", "tests/support/**/*.test.ts", SERVER_LIB_TESTS],
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
          // As in "db": a test that boots WordPress or reviews a whole plugin sets its own longer limit.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          environment: "node",
          include: ["src/server/**/*.test.ts", "tests/api/**/*.test.ts"],
          exclude: [...WORDPRESS_TESTS, SERVER_LIB_TESTS],
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
