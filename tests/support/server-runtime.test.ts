import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverCommand } from "../../scripts/server-runtime.mjs";

// `npm start` runs the server with the memory settings the benches and the e2e servers use (decision 0086); the
// browser test [SERVER][MEMORY_SETTINGS] finds them on the running process.
describe("[SERVER][MEMORY_SETTINGS] the server's command line", () => {
  it("package.json's start script is serverCommand(scripts/start.mjs)", () => {
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../../package.json"), "utf8")) as { scripts: { start: string } };
    expect(pkg.scripts.start).toBe(serverCommand("scripts/start.mjs"));
  });
});
