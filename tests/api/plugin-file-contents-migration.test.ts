import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/server/db/client";
import { migrate, migrationsFolder } from "../../src/server/db/migrate";
import { pluginFileContents, pluginVersions, plugins } from "../../src/server/db/schema";
import { loadFiles } from "../../src/server/modules/plugins/files/file-store";
import { getVersion } from "../../src/server/modules/plugins/plugins.service";
import { openFreshTestDatabase, queryRows, testDatabaseKind } from "../support/test-database";

// Migration 0014 moves every stored file map into plugin_file_contents (docs/decisions/0047). A database
// migrated up to 0013 gets plugins as they were stored before; after the rest of the migrations every
// file reads back exactly as it was, and the same content is stored once per plugin.

const scratch = mkdtempSync(path.join(tmpdir(), "plugsmith-migrations-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of drizzle/ whose journal ends at `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const folder = path.join(scratch, lastTag);
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

async function migrateWith(handle: DatabaseHandle, migrationsFolder: string) {
  if (handle.kind === "pglite") await migratePglite(handle.db as unknown as PgliteDatabase<Record<string, never>>, { migrationsFolder });
  else await migratePg(handle.db as unknown as NodePgDatabase<Record<string, never>>, { migrationsFolder });
}

const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]).toString("base64")}`;
const v1 = {
  "demo/demo.php": "<?php\n/**\n * Plugin Name: Demo\n */\necho 'héllo – ✓ 😀';\n",
  "demo/readme.txt": "=== Demo ===\n",
  "demo/assets/icon.png": png,
  // Not canonical base64 and not an image path: stored and read back as the text they are.
  "demo/assets/odd.png": "data:image/png;base64,abc",
  "demo/notes.json": '{"quote": "\\"", "tab": "\\t"}\n',
  "demo/empty.css": "",
};
const v2 = { ...v1, "demo/readme.txt": "=== Demo ===\nChanged.\n" };

describe(`[PLUGINS][FILE_CONTENTS_MIGRATION] ${testDatabaseKind()}`, () => {
  it("moves stored file maps into plugin_file_contents: every file reads back exactly, each content stored once", async () => {
    const handle = await openFreshTestDatabase({ migrate: false });
    await migrateWith(handle, migrationsUpTo("0013_passkeys_and_unique_provider_accounts"));
    const { db } = handle;
    await db.execute(sql`insert into "user" (id, name, email) values ('u1', 'Ada', 'ada@example.test')`);
    const [plugin] = await queryRows<{ id: string }>(
      handle,
      sql`insert into plugins (user_id, name, generated_code) values ('u1', 'Demo', ${JSON.stringify(v2)}::jsonb) returning id`,
    );
    for (const [number, files] of [
      [1, v1],
      [2, v2],
    ] as const) {
      await db.execute(
        sql`insert into plugin_versions (plugin_id, version_number, generated_code) values (${plugin!.id}, ${number}, ${JSON.stringify(files)}::jsonb)`,
      );
    }
    const [empty] = await queryRows<{ id: string }>(handle, sql`insert into plugins (user_id, name) values ('u1', 'Empty') returning id`);

    await migrate(handle);

    const [row] = await db.select().from(plugins).where(sql`${plugins.id} = ${plugin!.id}`);
    expect(await loadFiles(db, plugin!.id, row!.fileHashes)).toEqual(v2);
    const versions = await db.select().from(pluginVersions).orderBy(pluginVersions.versionNumber);
    expect(await loadFiles(db, plugin!.id, versions[0]!.fileHashes)).toEqual(v1);
    expect(await loadFiles(db, plugin!.id, versions[1]!.fileHashes)).toEqual(v2);
    // Six contents in version 1, one more in version 2, none more for the plugin row.
    const contents = await db.select().from(pluginFileContents);
    expect(contents).toHaveLength(7);
    // The version list's changed paths compare the hashes: only the readme changed.
    expect((await getVersion(db, "u1", plugin!.id, 2)).changedPaths).toEqual(["demo/readme.txt"]);
    const [emptyRow] = await db.select().from(plugins).where(sql`${plugins.id} = ${empty!.id}`);
    expect(emptyRow!.fileHashes).toEqual({});
    const columns = await queryRows<{ column_name: string }>(
      handle,
      sql`select column_name from information_schema.columns where table_name in ('plugins', 'plugin_versions') and column_name = 'generated_code'`,
    );
    expect(columns).toEqual([]);
  });
});
