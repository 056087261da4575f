import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { beginBuild, buildIsStale, endBuild, staleReason } from "../../scripts/build-state.mjs";

// scripts/build-state.mjs decides whether `npm start` and `npm test` rebuild: on a tree of its own
// in a temp dir, a change of content counts even with the old modification time, and a touch does not.

const SITE = "http://localhost:3000";
let root: string;

function write(file: string, content: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

/** Rewrites a file and puts its modification time back, as a checkout or a copy can. */
function changeKeepingMtime(file: string, content: string) {
  const { atime, mtime } = statSync(path.join(root, file));
  writeFileSync(path.join(root, file), content);
  utimesSync(path.join(root, file), atime, mtime);
}

function touch(file: string) {
  const later = new Date(Date.now() + 60_000);
  utimesSync(path.join(root, file), later, later);
}

/** What `npm run build` does around the bundlers: begin, the outputs appear, end. */
function build() {
  beginBuild(root);
  write("build/client/__spa-fallback.html", "<html></html>");
  write("build/site-url.txt", SITE);
  write("dist/server/main.js", "export {};");
  endBuild(root);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "build-state-"));
  write("src/server/main.ts", "export const a = 1;\n");
  write("src/server/main.test.ts", "it('x', () => {});\n");
  write("content/blog/post.md", "# Post\n");
  write("public/robots.txt", "User-agent: *\n");
  write("package.json", '{ "name": "x" }\n');
  write("package-lock.json", "{}\n");
  write("tsconfig.json", "{}\n");
  write("scripts/build-server.mjs", "// builds\n");
  write("vite.config.ts", "export default {};\n");
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("[TOOLING][BUILD STATE]", () => {
  it("is stale before the first build and fresh right after it", () => {
    expect(staleReason(root, SITE)).toBe("no build yet");
    build();
    expect(staleReason(root, SITE)).toBeNull();
  });

  it.each(["src/server/main.ts", "package.json", "package-lock.json", "tsconfig.json", "scripts/build-server.mjs", "public/robots.txt", "content/blog/post.md"])(
    "is stale when %s changes content but keeps its modification time",
    (file) => {
      build();
      changeKeepingMtime(file, "changed\n");
      expect(buildIsStale(root, SITE)).toBe(true);
    },
  );

  it("is stale when an input is added or removed", () => {
    build();
    write("src/server/new.ts", "export {};\n");
    expect(buildIsStale(root, SITE)).toBe(true);
    rmSync(path.join(root, "src/server/new.ts"));
    expect(buildIsStale(root, SITE)).toBe(false);
    rmSync(path.join(root, "public/robots.txt"));
    expect(buildIsStale(root, SITE)).toBe(true);
  });

  it("is not stale when files are only touched, or when a test file changes", () => {
    build();
    for (const file of ["src/server/main.ts", "package.json", "tsconfig.json", "public/robots.txt"]) touch(file);
    write("src/server/main.test.ts", "it('y', () => {});\n");
    expect(staleReason(root, SITE)).toBeNull();
  });

  it("is stale after a build that failed, and for another SITE_URL", () => {
    build();
    expect(buildIsStale(root, "https://plugsmith.example")).toBe(true);
    beginBuild(root); // the bundlers fail: `end` never runs
    expect(buildIsStale(root, SITE)).toBe(true);
  });

  it("stays stale when an input changed while the build ran", () => {
    beginBuild(root);
    write("build/client/__spa-fallback.html", "<html></html>");
    write("build/site-url.txt", SITE);
    changeKeepingMtime("src/server/main.ts", "export const a = 2;\n");
    write("dist/server/main.js", "export {};");
    endBuild(root);
    expect(buildIsStale(root, SITE)).toBe(true);
  });
});
