import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";

// Issue #14: a corpus of small plugins (tests/fixtures/plugins), each defect plugin seeded with one known
// defect declared in its expected.json, and clean plugins written the way current models write them.
const CORPUS = new URL("../../../../../tests/fixtures/plugins/", import.meta.url).pathname;

interface Expected {
  rule: string;
  file: string;
  line: number;
}

function pluginFiles(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) visit(path);
      else if (entry !== "expected.json") files[relative(folder, path)] = readFileSync(path, "utf8");
    }
  };
  visit(folder);
  return files;
}

const fixtures = (kind: string) =>
  readdirSync(join(CORPUS, kind))
    .sort()
    .map((name) => ({ name, folder: join(CORPUS, kind, name) }));

const defects = fixtures("defects");
const clean = fixtures("clean");

describe("[WORDPRESS][REVIEW] the fixture corpus", () => {
  it("holds at least 30 defect plugins and 10 clean ones", () => {
    expect(defects.length).toBeGreaterThanOrEqual(30);
    expect(clean.length).toBeGreaterThanOrEqual(10);
  });

  it.each(defects)("defect $name: found with its rule, file and line, and no other error", ({ folder }) => {
    const expected = JSON.parse(readFileSync(join(folder, "expected.json"), "utf8")) as Expected;
    const { findings, status } = checkPluginFiles(pluginFiles(folder));
    expect(findings.filter((f) => f.rule === expected.rule).map(({ rule, file, line }) => ({ rule, file, line }))).toEqual([expected]);
    expect(findings.filter((f) => f.severity === "error" && f.rule !== expected.rule)).toEqual([]);
    expect(findings.find((f) => f.rule === expected.rule)!.link).toMatch(/^https:\/\/developer\.wordpress\.org\//);
    if (findings.some((f) => f.severity === "error")) expect(status).toBe("failed");
  });

  it.each(clean)("clean $name: no finding of any severity", ({ folder }) => {
    expect(checkPluginFiles(pluginFiles(folder))).toEqual({ status: "passed", findings: [] });
  });

  it("finds every seeded defect and nothing on the clean plugins", () => {
    let found = 0;
    for (const { folder } of defects) {
      const expected = JSON.parse(readFileSync(join(folder, "expected.json"), "utf8")) as Expected;
      const { findings } = checkPluginFiles(pluginFiles(folder));
      if (findings.some((f) => f.rule === expected.rule && f.file === expected.file && f.line === expected.line)) found++;
    }
    const cleanFindings = clean.reduce((sum, { folder }) => sum + checkPluginFiles(pluginFiles(folder)).findings.length, 0);
    console.log(`${found}/${defects.length} defects found, ${cleanFindings} findings on ${clean.length} clean plugins`);
    expect(found).toBe(defects.length);
    expect(cleanFindings).toBe(0);
  });
});
