import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";
import type { PluginFileMap } from "../../plugin-files";

/**
 * The review run over respected plugins (docs/decisions/0066): their public repositories, fetched beside
 * this checkout as bare git repositories (/work/.mirror/<owner>+<name>/repo, where the workspace's fetch puts them).
 * CI has no copy and skips with a message; the patterns they taught are the fixtures of
 * review-calibration.test.ts, which always run.
 */
const MIRRORS = "/work/.mirror";
const PLUGINS = [
  { repo: "rocklobster-in+contact-form-7", slug: "contact-form-7" },
  { repo: "WordPress+classic-editor", slug: "classic-editor" },
  { repo: "Yoast+duplicate-post", slug: "duplicate-post" },
];
/** What the plugins' release archives leave out (their tests, CI and build configuration). */
const DEVELOPMENT_ONLY = /^(?:tests|\.github|\.cache|config|svn-assets|bin|node_modules)\//;

function shippedPhpFiles(gitDir: string, slug: string): PluginFileMap {
  const git = (...args: string[]) => execFileSync("git", [`--git-dir=${gitDir}`, ...args], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const files: PluginFileMap = {};
  for (const file of git("ls-tree", "-r", "--name-only", "HEAD").split("\n")) {
    if (file.endsWith(".php") && !DEVELOPMENT_ONLY.test(file)) files[`${slug}/${file}`] = git("show", `HEAD:${file}`);
  }
  return files;
}

describe("[WORDPRESS][REVIEW] calibration on respected plugins", () => {
  for (const { repo, slug } of PLUGINS) {
    const gitDir = path.join(MIRRORS, repo, "repo");
    const present = existsSync(gitDir);
    if (!present) console.info(`review calibration: ${gitDir} is not here (fetch github:${repo.replace("+", "/")} to run it); skipped`);
    it.skipIf(!present)(`finds no errors in ${slug}`, () => {
      const files = shippedPhpFiles(gitDir, slug);
      const { findings } = checkPluginFiles(files);
      const counts = new Map<string, number>();
      for (const f of findings) counts.set(`${f.rule} ${f.severity}`, (counts.get(`${f.rule} ${f.severity}`) ?? 0) + 1);
      const lines = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([key, n]) => `  ${key}: ${n}`);
      console.info(`review calibration: ${slug}, ${Object.keys(files).length} PHP files, ${findings.length} findings\n${lines.join("\n") || "  none"}`);
      for (const f of findings) console.info(`  ${f.severity} ${f.rule} ${f.file}:${f.line} ${f.message.slice(0, 90)}`);
      expect(findings.filter((f) => f.severity === "error").map((f) => `${f.rule} ${f.file}:${f.line}`)).toEqual([]);
    }, 120_000);
  }
});
