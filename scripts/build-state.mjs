// Tells whether the built app (build/client + dist/server) was built from the sources as they are now.
//
// By content, not by modification time: a checkout, a `git stash pop` or a copy can give a changed file an
// old mtime (and a touched file a new one), and config files such as tsconfig.json or the lock file change
// what the build produces as much as any source file does. `npm run build` runs `begin` before it and `end`
// after it succeeds; `end` stores the hash of the inputs the build started from beside the build.
//
//   node scripts/build-state.mjs begin | end | check
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Everything the build reads: source dirs, the files it copies, the config and the scripts that build. */
export const BUILD_INPUTS = [
  "src",
  "content",
  "public",
  "drizzle",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/build-server.mjs",
  "scripts/copy-wordpress-files.mjs",
  "scripts/build-state.mjs",
];

const OUTPUTS = ["build/client/__spa-fallback.html", "dist/server/main.js"];
/** Written by `end` after a successful build: the hash of the inputs that build started from. */
export const STAMP_FILE = "dist/build-inputs.json";
/** Written by `begin`; a build that fails leaves it behind and no stamp, so the build stays stale. */
const PENDING_FILE = "dist/build-inputs.pending.json";

/** Test files never reach the bundles: changing one must not cost a rebuild before every browser run. */
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function listFiles(root, relative, out) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    out.push(relative);
    return;
  }
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) listFiles(root, child, out);
    else if (entry.isFile() && !isTestFile(entry.name)) out.push(child);
  }
}

/**
 * One SHA-256 over every input file's path and content, in a fixed order, so a renamed, added or
 * removed file changes it as well as an edited one.
 */
export function hashBuildInputs(root = process.cwd(), inputs = BUILD_INPUTS) {
  const files = [];
  for (const input of inputs) listFiles(root, input, files);
  files.sort();
  const hash = createHash("sha256");
  for (const file of files) {
    const content = readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
  }
  return { hash: hash.digest("hex"), files: files.length };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** The origin the prerendered pages were built for (vite.config.ts writes it). */
function builtSiteUrl(root) {
  try {
    return readFileSync(path.join(root, "build/site-url.txt"), "utf8");
  } catch {
    return null;
  }
}

/** Why the build must run again, or null when it was built from exactly these inputs and this SITE_URL. */
export function staleReason(root = process.cwd(), siteUrl = process.env.SITE_URL) {
  if (!OUTPUTS.every((o) => existsSync(path.join(root, o)))) return "no build yet";
  const wanted = (siteUrl || "http://localhost:3000").replace(/\/+$/, "");
  if (builtSiteUrl(root) !== wanted) return `built for another SITE_URL than ${wanted}`;
  const stamp = readJson(path.join(root, STAMP_FILE));
  if (typeof stamp?.hash !== "string") return "the build records no input hash (an older or unfinished build)";
  if (stamp.hash !== hashBuildInputs(root).hash) return "sources, config or build scripts changed since the last build";
  return null;
}

export function buildIsStale(root = process.cwd(), siteUrl = process.env.SITE_URL) {
  return staleReason(root, siteUrl) !== null;
}

/** Before a build: forget the old stamp and remember which inputs this build starts from. */
export function beginBuild(root = process.cwd()) {
  mkdirSync(path.join(root, "dist"), { recursive: true });
  rmSync(path.join(root, STAMP_FILE), { force: true });
  writeFileSync(path.join(root, PENDING_FILE), JSON.stringify(hashBuildInputs(root)));
}

/**
 * After a successful build: stamp it with the hash it started from. When an input changed while it ran,
 * the stamp still names the old inputs, so the next check finds the build stale.
 */
export function endBuild(root = process.cwd()) {
  const pending = path.join(root, PENDING_FILE);
  if (!existsSync(pending)) throw new Error(`${PENDING_FILE} is missing: run "build-state.mjs begin" before the build`);
  renameSync(pending, path.join(root, STAMP_FILE));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === "begin") beginBuild();
  else if (command === "end") endBuild();
  else if (command === "check") {
    const started = performance.now();
    const reason = staleReason();
    const ms = performance.now() - started;
    const { files } = hashBuildInputs();
    console.log(`${reason ?? "up to date"} (${files} input files, checked in ${ms.toFixed(0)} ms)`);
    process.exitCode = reason ? 1 : 0;
  } else {
    console.error("usage: node scripts/build-state.mjs begin | end | check");
    process.exitCode = 2;
  }
}
