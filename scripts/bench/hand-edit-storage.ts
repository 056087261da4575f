// What 30 hand edits, each writing six 380 KB files, add to a PGlite data directory (issue #31,
// docs/decisions/0056). The edits go through saveHandEdit, the service behind POST /api/plugins/:id/files,
// on a fresh data directory; its size is measured (du) before the first edit and after the last, with the
// database closed so nothing is left in memory. Two runs: at the real per-minute limit (edits beyond it
// are refused, as a fast client would see), and paced as a person at that limit would save them over five
// minutes: the limiter lets every edit through, and the storage job's work (reclaimPrunedSpace, every
// minute in the server) runs after each minute's edits.
// Usage: npx tsx scripts/bench/hand-edit-storage.ts [edits=30] [paced: the second run alone]
import { execFileSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LIMITS } from "../../src/shared/constants";
import { openPglite } from "../../src/server/db/client";
import { migrate } from "../../src/server/db/migrate";
import { plugins, user } from "../../src/server/db/schema";
import { httpStatusOf } from "../../src/server/http/error-status";
import { AppError } from "../../src/server/lib/app-error";
import { createRateLimiter } from "../../src/server/lib/rate-limiter";
import { saveHandEdit } from "../../src/server/modules/plugins/edits/plugin-file-edits.service";
import { reclaimPrunedSpace } from "../../src/server/modules/plugins/files/plugin-storage";
import { saveVersion, getOwnedPlugin } from "../../src/server/modules/plugins/plugins.service";

const edits = Number(process.argv[2] ?? 30);
const FILE_CHARS = 380 * 1024;
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
const duBytes = (dir: string) => Number(execFileSync("du", ["-sb", dir], { encoding: "utf8" }).split("\t")[0]);

/** A script holding random base64 (a bundled asset, say): PostgreSQL's compression cannot shrink it. */
function bundleFile(size: number): string {
  const head = "window.benchData = \"";
  return `${head}${randomBytes(size).toString("base64").slice(0, size - head.length - 3)}";\n`;
}

async function run(label: string, limit: number, paced: boolean) {
  const dir = mkdtempSync(join(tmpdir(), "plugsmith-storage-"));
  const dataDir = dir;
  let database = await openPglite(dataDir);
  await migrate(database);
  const userId = randomUUID();
  await database.db.insert(user).values({ id: userId, name: "Bench", email: `${userId}@example.test`, emailVerified: true });
  const [plugin] = await database.db.insert(plugins).values({ userId, name: "Storage Bench" }).returning();
  await database.db.transaction(async (tx) => {
    const row = await getOwnedPlugin(tx, userId, plugin!.id, true);
    await saveVersion(tx, row, {
      userPrompt: "",
      assistantResponse: "",
      files: { "bench/bench.php": "<?php\n/**\n * Plugin Name: Storage Bench\n */\n" },
      previews: {},
    });
  });
  await database.close();
  const before = duBytes(dataDir);
  database = await openPglite(dataDir);
  const limiter = createRateLimiter({ limit, windowMs: 60_000 });
  const refused = new Map<string, number>();
  let saved = 0;
  for (let i = 0; i < edits; i++) {
    const changes = Array.from({ length: 6 }, (_, f) => ({ op: "write" as const, path: `bench/part-${f}.js`, content: bundleFile(FILE_CHARS) }));
    try {
      await saveHandEdit({ db: database.db, limiter }, userId, plugin!.id, { baseVersion: saved + 1, changes });
      saved++;
      if (paced && saved % LIMITS.handEditsPerMinute === 0) await reclaimPrunedSpace(database);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const key = `${httpStatusOf(err.code)} ${err.code}: ${err.message}`;
      refused.set(key, (refused.get(key) ?? 0) + 1);
    }
  }
  await database.close();
  const after = duBytes(dataDir);
  console.log(
    `${label}: ${saved} of ${edits} edits saved, data dir ${mb(before)} MB → ${mb(after)} MB (+${mb(after - before)} MB; ` +
      `of it pg_wal ${mb(duBytes(join(dataDir, "pg_wal")))} MB)`,
  );
  for (const [message, n] of refused) console.log(`  refused ${n}×: ${message}`);
  rmSync(dir, { recursive: true, force: true });
}

if (process.argv[3] !== "paced") await run(`at the limit (${LIMITS.handEditsPerMinute} a minute), all sent at once`, LIMITS.handEditsPerMinute, false);
await run(`paced at ${LIMITS.handEditsPerMinute} a minute, the storage job each minute`, Number.MAX_SAFE_INTEGER, true);
