import { spawn } from "node:child_process";
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The file that makes a directory a Postgres data directory; PGlite runs initdb where it is missing. */
const PG_VERSION = "PG_VERSION";
/** Where the new database is built before it is moved into the data directory. */
export const STAGING_DIR_NAME = ".pglite-initdb";

/** The child that ran initdb failed; its stderr is in the message. */
export class PgliteInitdbError extends Error {}

// The child: PGlite's own initdb, then close. CommonJS, so `-e` needs no module flags; the path and the
// parameters come in argv.
const CHILD_SCRIPT = `
const [pglitePath, dataDir, startParams] = process.argv.slice(1);
require(pglitePath).PGlite.create({ dataDir, startParams: JSON.parse(startParams) })
  .then((pg) => pg.close())
  .catch((err) => { console.error(err); process.exit(1); });
`;

/**
 * Creates the PGlite database of `dataDir` unless it exists. PGlite's initdb runs a second Postgres
 * and an initdb program in WebAssembly and copies the data directory through a tarball in memory: the
 * process reaches about 800 MB, and WebAssembly memory never shrinks, so after a first start in
 * process the server stayed at 850 MB (issue #17). Here initdb runs in a child process whose memory the
 * system takes back when it exits (docs/decisions/0043).
 *
 * The child builds the database in `<dataDir>/.pglite-initdb`; its files are then moved in, PG_VERSION
 * last. A start interrupted before that finds no PG_VERSION and builds again, replacing what an
 * interrupted move left behind, instead of opening half a database.
 *
 * When the build left a seed (db/pglite-seed.ts: a migrated database with pg-boss's schema, made with the same start
 * parameters), the staging directory is a copy of it instead, and initdb does not run (issue #35 item 4).
 */
export async function createPgliteDataDir(dataDir: string, startParams: readonly string[], seedDir = bundledSeedDir()): Promise<"seed" | "initdb" | "existing"> {
  if (existsSync(path.join(dataDir, PG_VERSION))) return "existing";
  const staging = path.join(dataDir, STAGING_DIR_NAME);
  rmSync(staging, { recursive: true, force: true });
  const from = copySeed(seedDir, staging, startParams) ? "seed" : "initdb";
  if (from === "initdb") await runInitdbChild(staging, startParams);
  const names = readdirSync(staging).filter((name) => name !== PG_VERSION);
  for (const name of [...names, PG_VERSION]) {
    const target = path.join(dataDir, name);
    rmSync(target, { recursive: true, force: true });
    renameSync(path.join(staging, name), target);
  }
  rmSync(staging, { recursive: true, force: true });
  return from;
}

function runInitdbChild(dir: string, startParams: readonly string[]): Promise<void> {
  const pglitePath = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const child = spawn(process.execPath, ["-e", CHILD_SCRIPT, pglitePath, dir, JSON.stringify(startParams)], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.setEncoding("utf8");
  child.stderr.on("data", (chunk: string) => {
    if (stderr.length < 16_384) stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => {
      if (code === 0 && existsSync(path.join(dir, PG_VERSION))) resolve();
      else reject(new PgliteInitdbError(`PGlite could not create its database in ${dir} (exit ${code ?? signal}): ${stderr.trim()}`));
    });
  });
}

/** Written into the build's seed (db/pglite-seed.ts) last: the start parameters it was made with. */
export const SEED_STAMP_FILE = "plugsmith-seed.json";

export const seedStamp = (startParams: readonly string[]) => JSON.stringify({ startParams });

/** The build's seed beside the bundled server (dist/server/pglite-seed/); from the sources there is none. */
export function bundledSeedDir(): string {
  return fileURLToPath(new URL("./pglite-seed/", import.meta.url));
}

/**
 * Copies the seed into `target` when one made with `startParams` is at `seedDir`; answers whether it did. Anything
 * else (no seed, a seed made with other parameters) leaves initdb to run. The stamp is not copied.
 */
export function copySeed(seedDir: string, target: string, startParams: readonly string[]): boolean {
  const stamp = path.join(seedDir, SEED_STAMP_FILE);
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== seedStamp(startParams)) return false;
  cpSync(seedDir, target, { recursive: true, filter: (source) => source !== stamp });
  return true;
}
