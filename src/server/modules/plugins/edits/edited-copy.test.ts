import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CREDITS, LIMITS } from "../../../../shared/constants";
import { editedCopyName } from "../../../../shared/plugin-names";
import { savedVersionSchema } from "../../../../shared/schemas/plugin-file-edits";
import { signUp } from "../../../../../tests/support/factories";
import { createPlugin } from "../../../../../tests/support/plugin-factories";
import { pluginState, saveFilesDirectly } from "../../../../../tests/support/plugin-state";
import { type TestApp, useSharedTestApp } from "../../../../../tests/support/test-app";
import { creditTransactions, plugins } from "../../../db/schema";
import { ALREADY_EDITED_COPY_MESSAGE } from "./edited-copy.service";
import { PLUGIN_LIMIT_MESSAGE } from "../files/plugin-quota";

const testApp = useSharedTestApp();

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==";
const MAIN = [
  "<?php",
  "/**",
  " * Plugin Name: Imported Gallery",
  " * Description: Shows a gallery.",
  " * Version: 2.3.1",
  " * Author: Someone Else",
  " */",
  "defined('ABSPATH') || exit;",
  "",
].join("\n");
const FILES = { "gallery/gallery.php": MAIN, "gallery/assets/icon.png": PNG, "gallery/vendor/lib.js": "v".repeat(LIMITS.fileBytes * 2) };

/** A signed-in person's plugin at version 2 (two saves), with previews, marked imported. */
async function sourcePlugin(app: TestApp) {
  const { client, services } = app;
  const { user } = await signUp(client);
  const id = await createPlugin(client);
  await saveFilesDirectly(services, user.id, id, { "gallery/gallery.php": "<?php // first\n" });
  await saveFilesDirectly(services, user.id, id, FILES, { previews: { backend: "<p>admin</p>", frontend: "<p>site</p>" } });
  await services.db.update(plugins).set({ isImported: true }).where(eq(plugins.id, id));
  return { client, services, user, id };
}

async function ownedCount(app: TestApp, userId: string) {
  const [row] = await app.services.db.select({ n: count() }).from(plugins).where(eq(plugins.userId, userId));
  return Number(row!.n);
}

describe("[PLUGINS][EDITED_COPY]", () => {
  it("copies the plugin's current state as version 1 of a private '(Edited)' copy pointing at it, free, the source untouched", async () => {
    const app = testApp();
    const { client, services, user, id } = await sourcePlugin(app);
    const source = (await client.get(`/api/plugins/${id}`)).json;
    const sourceState = await pluginState(services, id);
    const [ledger] = await services.db.select({ n: count() }).from(creditTransactions).where(eq(creditTransactions.userId, user.id));

    const res = await client.post(`/api/plugins/${id}/edited-copy`, {});
    expect(res.status).toBe(201);
    const { plugin, version } = savedVersionSchema.parse(res.json);
    expect(plugin.id).not.toBe(id);
    expect(plugin).toMatchObject({
      // The copy keeps its own name although the main file's header names the original.
      name: editedCopyName("Imported Gallery"),
      originalPluginId: id,
      isPublic: false,
      // Not an upload itself: the dashboard lists it under Edited Plugins, without the Imported badge.
      isImported: false,
      description: "Shows a gallery.",
      version: "2.3.1",
      author: "Someone Else",
      files: FILES,
      backendPreviewHtml: "<p>admin</p>",
      frontendPreviewHtml: "<p>site</p>",
      currentVersion: 1,
    });
    expect(version).toMatchObject({ versionNumber: 1, userPrompt: "", assistantResponse: "Copied from Imported Gallery" });
    expect(source.name).toBe("Imported Gallery");

    expect((await client.get(`/api/plugins/${plugin.id}`)).json).toEqual(plugin);
    const list = (await client.get("/api/plugins")).json.plugins.map((p: { id: string; name: string }) => [p.id, p.name]);
    expect(list).toEqual([
      [plugin.id, "Imported Gallery (Edited)"],
      [id, "Imported Gallery"],
    ]);
    expect(await pluginState(services, id)).toEqual(sourceState);
    const [ledgerAfter] = await services.db.select({ n: count() }).from(creditTransactions).where(eq(creditTransactions.userId, user.id));
    expect(ledgerAfter!.n).toBe(ledger!.n);
    expect((await client.get("/api/me")).json.credits.balance).toBe(CREDITS.signUpBonus);
  });

  it("keeps its label through hand edits, restores and a header that renames the plugin; the original follows its header", async () => {
    const app = testApp();
    const { client, id } = await sourcePlugin(app);
    const copy = (await client.post(`/api/plugins/${id}/edited-copy`, {})).json.plugin.id as string;
    const copied = (await client.post(`/api/plugins/${id}/copy`, {})).json.id as string;
    const nameOf = async (pluginId: string) => (await client.get(`/api/plugins/${pluginId}`)).json.name as string;
    const write = (pluginId: string, content: string, baseVersion: number) =>
      client.post(`/api/plugins/${pluginId}/files`, { changes: [{ op: "write", path: "gallery/gallery.php", content }], baseVersion });

    expect((await write(copy, `${MAIN}// touched by hand\n`, 1)).status).toBe(200);
    expect(await nameOf(copy)).toBe("Imported Gallery (Edited)");
    expect((await write(copy, MAIN.replace("Imported Gallery", "Better Gallery"), 2)).status).toBe(200);
    expect(await nameOf(copy)).toBe("Better Gallery (Edited)");
    expect((await client.post(`/api/plugins/${copy}/versions/1/restore`, {})).status).toBe(200);
    expect(await nameOf(copy)).toBe("Imported Gallery (Edited)");
    // A header that already carries the label is not labelled twice.
    expect((await write(copy, MAIN.replace("Imported Gallery", "Imported Gallery (Edited)"), 4)).status).toBe(200);
    expect(await nameOf(copy)).toBe("Imported Gallery (Edited)");

    expect((await write(copied, MAIN.replace("Imported Gallery", "Better Gallery"), 1)).status).toBe(200);
    expect(await nameOf(copied)).toBe("Better Gallery (Copy)");
    expect((await write(id, MAIN.replace("Imported Gallery", "Better Gallery"), 2)).status).toBe(200);
    expect(await nameOf(id)).toBe("Better Gallery");
  });

  it("refuses a plugin that is already a copy (edited or copied) with 409: the editor edits it in place", async () => {
    const app = testApp();
    const { client, user, id } = await sourcePlugin(app);
    const edited = (await client.post(`/api/plugins/${id}/edited-copy`, {})).json.plugin.id as string;
    const copied = await client.post(`/api/plugins/${id}/copy`, {});
    expect(copied.status).toBe(201);
    expect(copied.json).toMatchObject({ name: "Imported Gallery (Copy)", originalPluginId: id, currentVersion: 1 });
    const owned = await ownedCount(app, user.id);

    for (const copyId of [edited, copied.json.id as string]) {
      const res = await client.post(`/api/plugins/${copyId}/edited-copy`, {});
      expect(res.status).toBe(409);
      expect(res.json.error).toEqual({ code: "already_edited_copy", message: ALREADY_EDITED_COPY_MESSAGE });
    }
    expect(await ownedCount(app, user.id)).toBe(owned);
  });

  it("is the owner's alone: another person, an unknown id and a malformed id get 404, and nothing is created", async () => {
    const app = testApp();
    const { client, id } = await sourcePlugin(app);
    const other = client.newClient();
    const { user: otherUser } = await signUp(other);
    for (const target of [id, "00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const res = await other.post(`/api/plugins/${target}/edited-copy`, {});
      expect(res.status).toBe(404);
      expect(res.json.error).toEqual({ code: "not_found", message: "Plugin not found" });
    }
    expect(await ownedCount(app, otherUser.id)).toBe(0);
    expect((await client.newClient().post(`/api/plugins/${id}/edited-copy`, {})).status).toBe(401);
  });

  it(`counts against the ${LIMITS.pluginsPerUser} plugins a person may own (422), creating nothing`, async () => {
    const app = testApp();
    const { client, services, user, id } = await sourcePlugin(app);
    const have = await ownedCount(app, user.id);
    await services.db.insert(plugins).values(Array.from({ length: LIMITS.pluginsPerUser - have }, (_, i) => ({ userId: user.id, name: `P${i}` })));
    const sourceState = await pluginState(services, id);
    const res = await client.post(`/api/plugins/${id}/edited-copy`, {});
    expect(res.status).toBe(422);
    expect(res.json.error).toEqual({ code: "plugin_limit", message: PLUGIN_LIMIT_MESSAGE });
    expect(await ownedCount(app, user.id)).toBe(LIMITS.pluginsPerUser);
    expect(await pluginState(services, id)).toEqual(sourceState);
  });
});
