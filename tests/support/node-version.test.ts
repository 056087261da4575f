import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { PROJECT_NODE_MAJOR } from "../../scripts/node-version.mjs";

// Issue #32: the app and its tests run on Node 24 on a machine whose own Node is older, through the
// `node` package npm install puts in node_modules/.bin (docs/decisions/0065).
describe("[NODE] the project's Node", () => {
  it("runs these tests (started by npm test or npx) on Node 24", () => {
    expect(PROJECT_NODE_MAJOR).toBe(24);
    expect(process.versions.node.split(".")[0]).toBe(String(PROJECT_NODE_MAJOR));
  });

  it("is the node an npm script finds first on its PATH, as npm start's is", () => {
    const printed = execFileSync("npm", ["exec", "--offline", "--", "node", "--version"], { encoding: "utf8" }).trim();
    expect(printed).toMatch(/^v24\./);
  }, 60_000);
});
