import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUp } from "../../../../../tests/support/factories";
import { createPlugin } from "../../../../../tests/support/plugin-factories";
import { saveFilesDirectly } from "../../../../../tests/support/plugin-state";
import { useSharedTestApp, type TestApp } from "../../../../../tests/support/test-app";
import { pluginFileContents } from "../../../db/schema";
import { contentHash, loadFiles, storeFiles } from "./file-store";

const testApp = useSharedTestApp();

const header = (name: string) => `<?php\n/**\n * Plugin Name: ${name}\n */\n`;
const image = `data:image/png;base64,${Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 251)).toString("base64")}`;

async function contentRows(app: TestApp, pluginId: string): Promise<number> {
  const [row] = await app.services.db.select({ n: count() }).from(pluginFileContents).where(eq(pluginFileContents.pluginId, pluginId));
  return row!.n;
}

describe("[PLUGINS][FILE_STORE]", () => {
  it("hashes a content's UTF-8 bytes (the migration's sha256(convert_to(value, 'UTF8')))", () => {
    expect(contentHash("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(contentHash("é")).toBe("4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c");
    expect(contentHash("a")).not.toBe(contentHash("b"));
  });

  it("stores each content once per plugin: a save that changes one file of many writes that row and the main file's, a restore only the main file's", async () => {
    const app = testApp();
    const { user } = await signUp(app.client);
    const id = await createPlugin(app.client);
    const files: Record<string, string> = { "p/p.php": header("P"), "p/icon.png": image, "p/copy-of-icon.png": image };
    for (let i = 0; i < 50; i++) files[`p/includes/part-${i}.php`] = `<?php\n// part ${i}\n`;
    await saveFilesDirectly(app.services, user.id, id, files);
    expect(await contentRows(app, id)).toBe(52); // 53 files, the icon twice

    // Every new version's main file has a higher Version (rising-version.ts): one more row each time.
    await saveFilesDirectly(app.services, user.id, id, { ...files, "p/includes/part-7.php": "<?php\n// changed\n" });
    expect(await contentRows(app, id)).toBe(54);

    const restored = await app.client.post(`/api/plugins/${id}/versions/1/restore`, {});
    expect(restored.status).toBe(200);
    expect(await contentRows(app, id)).toBe(55);

    const detail = await app.client.get(`/api/plugins/${id}`);
    expect(detail.json.files).toEqual({ ...files, "p/p.php": "<?php\n/**\n * Plugin Name: P\n * Version: 1.0.2\n */\n" });
    const v2 = await app.client.get(`/api/plugins/${id}/versions/2`);
    expect(v2.json.changedPaths).toEqual(["p/includes/part-7.php", "p/p.php"]);
    expect(v2.json.files["p/includes/part-7.php"]).toBe("<?php\n// changed\n");
  });

  it("keeps plugins apart: the same content in two plugins is two rows, and deleting one plugin keeps the other's", async () => {
    const app = testApp();
    const { user } = await signUp(app.client);
    const first = await createPlugin(app.client);
    const second = await createPlugin(app.client);
    const files = { "p/p.php": header("Same"), "p/icon.png": image };
    await saveFilesDirectly(app.services, user.id, first, files);
    await saveFilesDirectly(app.services, user.id, second, files);
    expect(await app.client.delete(`/api/plugins/${first}`).then((r) => r.status)).toBe(200);
    expect(await contentRows(app, first)).toBe(0);
    expect(await contentRows(app, second)).toBe(2);
    expect((await app.client.get(`/api/plugins/${second}`)).json.files).toEqual(files);
  });

  it("reads only the plugin's own contents: another plugin's hash does not load", async () => {
    const app = testApp();
    const { user } = await signUp(app.client);
    const mine = await createPlugin(app.client);
    const theirs = await createPlugin(app.client);
    const hashes = await app.services.db.transaction((tx) => storeFiles(tx, theirs, { "x/x.php": "<?php // secret\n" }));
    await saveFilesDirectly(app.services, user.id, mine, { "p/p.php": header("Mine") });
    await expect(loadFiles(app.services.db, mine, hashes)).rejects.toThrow(/missing/);
  });
});
