import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACCOUNTS, LIMITS, STORAGE } from "../../../../shared/constants";
import { pluginVersionSchema, versionPageSchema } from "../../../../shared/schemas/plugins";
import { signUp } from "../../../../../tests/support/factories";
import { createPlugin } from "../../../../../tests/support/plugin-factories";
import { pluginState, saveFilesDirectly } from "../../../../../tests/support/plugin-state";
import type { TestClient } from "../../../../../tests/support/test-client";
import { type TestApp, useSharedTestApp } from "../../../../../tests/support/test-app";
import { pluginFileContents, pluginVersions, user } from "../../../db/schema";
import type { Services } from "../../../services";
import { grantCredits } from "../../credits/credits.service";
import { contentHash } from "./file-store";
import { HAND_EDIT_RATE_MESSAGE } from "../edits/plugin-file-edits.service";
import { ACCOUNT_STORAGE_MESSAGE, PLUGIN_STORAGE_MESSAGE, prunedVersionMessage } from "./plugin-storage";

const testApp = useSharedTestApp();
const verifyingApp = useSharedTestApp({ EMAIL_VERIFICATION: "required" });

const MB = 1024 * 1024;
const MAIN = "<?php\n/**\n * Plugin Name: Storage Test\n * Version: 1.0.0\n */\ndefined('ABSPATH') || exit;\n";

const edit = (client: TestClient, id: string, baseVersion: number, content: string, path = "p/edit.css") =>
  client.post(`/api/plugins/${id}/files`, { baseVersion, changes: [{ op: "write", path, content }] });

/** A signed-in person with a plugin at version 1 holding the main file. */
async function personWithPlugin(app: TestApp) {
  const { user: person } = await signUp(app.client);
  const id = await createPlugin(app.client);
  await saveFilesDirectly(app.services, person.id, id, { "p/p.php": MAIN });
  return { userId: person.id, id };
}

/**
 * Adds a version to the plugin whose one new file holds `bytes` bytes, made inside the database (repeat), so a
 * test reaches a cap of tens of megabytes without sending them.
 */
async function addFillerVersion(services: Services, pluginId: string, bytes: number, tag: string) {
  const hash = contentHash(tag.repeat(bytes / tag.length));
  await services.db.transaction(async (tx) => {
    await tx.execute(sql`insert into plugin_file_contents (plugin_id, hash, content) values (${pluginId}::uuid, ${hash}, repeat(${tag}, ${bytes / tag.length}))`);
    const [latest] = await tx
      .select({ n: sql<number>`max(${pluginVersions.versionNumber})` })
      .from(pluginVersions)
      .where(eq(pluginVersions.pluginId, pluginId));
    const [main] = await tx
      .select({ fileHashes: pluginVersions.fileHashes })
      .from(pluginVersions)
      .where(and(eq(pluginVersions.pluginId, pluginId), eq(pluginVersions.versionNumber, 1)));
    const fileHashes = { ...main!.fileHashes, [`p/filler-${tag}.txt`]: hash };
    await tx.insert(pluginVersions).values({ pluginId, versionNumber: Number(latest!.n) + 1, fileHashes, checkStatus: "passed" });
    await tx.execute(sql`update plugins set file_hashes = ${JSON.stringify(fileHashes)}::jsonb where id = ${pluginId}::uuid`);
  });
}

async function contentBytes(services: Services, pluginId: string): Promise<number> {
  const [row] = await services.db
    .select({ bytes: sql<string>`coalesce(sum(octet_length(${pluginFileContents.content})), 0)` })
    .from(pluginFileContents)
    .where(eq(pluginFileContents.pluginId, pluginId));
  return Number(row!.bytes);
}

async function currentVersion(client: TestClient, id: string): Promise<number> {
  return (await client.get(`/api/plugins/${id}`)).json.currentVersion as number;
}

describe("[PLUGINS][STORAGE] caps on the bytes kept", () => {
  it(`refuses a hand edit that would make a plugin keep more than ${STORAGE.pluginBytes / MB} MB (413, the figures said, nothing changed)`, async () => {
    const app = testApp();
    const { id } = await personWithPlugin(app);
    // Filled to 200 KB under the plugin's cap, in versions each within the plugin cap (no pruning: few versions).
    let left = STORAGE.pluginBytes - 200 * 1024 - (await contentBytes(app.services, id));
    for (let i = 0; left > 0; i++) {
      const bytes = Math.min(left, LIMITS.pluginBytes - MB);
      await addFillerVersion(app.services, id, bytes, `${"abcdefgh"[i]}`);
      left -= bytes;
    }
    expect(await contentBytes(app.services, id)).toBe(STORAGE.pluginBytes - 200 * 1024);
    const before = await pluginState(app.services, id);

    const res = await edit(app.client, id, await currentVersion(app.client, id), "x".repeat(400 * 1024));

    expect(res.status).toBe(413);
    expect(res.json).toEqual({ error: { code: "plugin_storage_full", message: PLUGIN_STORAGE_MESSAGE } });
    expect(PLUGIN_STORAGE_MESSAGE).toContain(`${STORAGE.pluginBytes / MB} MB`);
    expect(PLUGIN_STORAGE_MESSAGE).toContain(`last ${STORAGE.versionsWithFiles} versions`);
    expect(await pluginState(app.services, id)).toEqual(before);
    // A smaller change still fits.
    expect((await edit(app.client, id, await currentVersion(app.client, id), "x".repeat(100 * 1024))).status).toBe(200);
  });

  it(`refuses a save and a copy that would make a person's plugins keep more than ${STORAGE.accountBytes / MB} MB together`, async () => {
    const app = testApp();
    const { userId, id } = await personWithPlugin(app);
    // Other plugins of the same person hold the rest, each within the plugin's own cap.
    let left = STORAGE.accountBytes - 200 * 1024 - (await contentBytes(app.services, id));
    const others: string[] = [];
    while (left > 0) {
      const other = await createPlugin(app.client);
      await saveFilesDirectly(app.services, userId, other, { "p/p.php": MAIN });
      left -= await contentBytes(app.services, other);
      for (const tag of ["a", "b"]) {
        const bytes = Math.min(left, LIMITS.pluginBytes - MB);
        if (bytes <= 0) break;
        await addFillerVersion(app.services, other, bytes, tag);
        left -= bytes;
      }
      others.push(other);
    }
    const before = await pluginState(app.services, id);

    const res = await edit(app.client, id, await currentVersion(app.client, id), "x".repeat(400 * 1024));

    expect(res.status).toBe(413);
    expect(res.json).toEqual({ error: { code: "account_storage_full", message: ACCOUNT_STORAGE_MESSAGE } });
    expect(ACCOUNT_STORAGE_MESSAGE).toContain(`${STORAGE.accountBytes / MB} MB`);
    expect(await pluginState(app.services, id)).toEqual(before);

    // A copy of a full plugin would hold its contents again: refused, and no plugin is added.
    const plugins = (await app.client.get("/api/plugins")).json as unknown[];
    const copy = await app.client.post(`/api/plugins/${others[0]}/copy`, {});
    expect(copy.status).toBe(413);
    expect(copy.json.error.code).toBe("account_storage_full");
    expect(((await app.client.get("/api/plugins")).json as unknown[]).length).toBe(plugins.length);
  });
});

describe("[PLUGINS][STORAGE] history depth", () => {
  it(`prunes the files of versions older than the newest ${STORAGE.versionsWithFiles}: listed as pruned, not restorable or downloadable; the kept ones are`, async () => {
    const app = testApp();
    const { client, services } = app;
    const { userId, id } = await personWithPlugin(app);
    await grantCredits(services.db, { userId, amount: 100, type: "test", description: "test", idempotencyKey: `storage-${id}` });
    const extra = 3;
    // Version 1 holds the main file; versions 2… each change one file, and keep a shared one from version 2 on.
    for (let n = 2; n <= STORAGE.versionsWithFiles + extra; n++) {
      await saveFilesDirectly(services, userId, id, { "p/p.php": MAIN, "p/shared.css": "/* kept throughout */\n", "p/changing.css": `/* version ${n} */\n` });
    }
    const newest = STORAGE.versionsWithFiles + extra;

    const page = versionPageSchema.parse((await client.get(`/api/plugins/${id}/versions?limit=50`)).json);
    expect(page.versions.map((v) => [v.versionNumber, v.pruned])).toEqual(
      Array.from({ length: newest }, (_, i) => [newest - i, newest - i <= extra]),
    );

    const old = pluginVersionSchema.parse((await client.get(`/api/plugins/${id}/versions/2`)).json);
    expect(old).toMatchObject({ versionNumber: 2, pruned: true, files: {} });

    const balance = (await client.get("/api/me")).json.credits.balance as number;
    const restore = await client.post(`/api/plugins/${id}/versions/2/restore`, {});
    expect(restore.status).toBe(410);
    expect(restore.json).toEqual({ error: { code: "version_pruned", message: prunedVersionMessage(2) } });
    const download = await client.post(`/api/plugins/${id}/download`, { version: 2 });
    expect(download.status).toBe(410);
    expect(download.json.error.code).toBe("version_pruned");
    // Nor can it be opened in the live preview (its files are gone: it answered 500 before this check).
    const preview = await client.post(`/api/plugins/${id}/versions/2/preview`, {});
    expect(preview.status).toBe(410);
    expect(preview.json.error.code).toBe("version_pruned");
    expect((await client.get("/api/me")).json.credits.balance).toBe(balance);
    expect(await currentVersion(client, id)).toBe(newest);

    // The oldest kept version restores with its files, and downloads.
    const oldestKept = extra + 1;
    const restored = await client.post(`/api/plugins/${id}/versions/${oldestKept}/restore`, {});
    expect(restored.status).toBe(200);
    // Restored as a new version, whose Version goes above every earlier one (1.0.0, then 1.0.1 … 1.0.12).
    expect(restored.json.plugin.files).toEqual({ "p/p.php": MAIN.replace("1.0.0", `1.0.${newest}`), "p/shared.css": "/* kept throughout */\n", "p/changing.css": `/* version ${oldestKept} */\n` });
    expect((await client.request(`/api/plugins/${id}/download`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ version: newest }) })).status).toBe(200);

    // The contents left are exactly those the kept versions hold (the restore pruned one more).
    const kept = await services.db
      .select({ number: pluginVersions.versionNumber, fileHashes: pluginVersions.fileHashes })
      .from(pluginVersions)
      .where(and(eq(pluginVersions.pluginId, id), eq(pluginVersions.pruned, false)))
      .orderBy(asc(pluginVersions.versionNumber));
    expect(kept.map((v) => v.number)).toEqual(Array.from({ length: STORAGE.versionsWithFiles }, (_, i) => newest + 1 - STORAGE.versionsWithFiles + 1 + i));
    const referenced = new Set(kept.flatMap((v) => Object.values(v.fileHashes)));
    const stored = await services.db.select({ hash: pluginFileContents.hash }).from(pluginFileContents).where(eq(pluginFileContents.pluginId, id));
    expect(new Set(stored.map((row) => row.hash))).toEqual(referenced);
    expect(stored.length).toBe(referenced.size);
  });
});

describe("[PLUGINS][HAND_EDITS] bounds", () => {
  it("takes at most 6 hand edits a minute from one person (the 7th is 429)", async () => {
    const app = testApp();
    const { id } = await personWithPlugin(app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await edit(app.client, id, 1 + statuses.filter((s) => s === 200).length, `.a${i} {}\n`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    const refused = await edit(app.client, id, 7, ".b {}\n");
    expect(refused.json.error).toEqual({ code: "rate_limited", message: HAND_EDIT_RATE_MESSAGE });
  });

  it("waits for a confirmed address when verification is on (403 email_not_verified, nothing saved)", async () => {
    const app = verifyingApp();
    const { user: person } = await signUp(app.client);
    const id = await createPlugin(app.client);
    await saveFilesDirectly(app.services, person.id, id, { "p/p.php": MAIN });
    const before = await pluginState(app.services, id);

    const res = await edit(app.client, id, 1, ".a {}\n");

    expect(res.status).toBe(403);
    expect(res.json).toEqual({ error: { code: "email_not_verified", message: ACCOUNTS.emailNotVerifiedMessage } });
    expect(await pluginState(app.services, id)).toEqual(before);
    await app.services.db.update(user).set({ emailVerified: true }).where(eq(user.id, person.id));
    expect((await edit(app.client, id, 1, ".a {}\n")).status).toBe(200);
  });
});
