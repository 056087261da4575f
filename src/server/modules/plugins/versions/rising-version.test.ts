import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { pluginPhp } from "../../../../../tests/fixtures/plugin-zips";
import { signUp } from "../../../../../tests/support/factories";
import { createPlugin } from "../../../../../tests/support/plugin-factories";
import type { TestClient } from "../../../../../tests/support/test-client";
import { useSharedTestApp, type TestApp } from "../../../../../tests/support/test-app";
import { readFileHeader } from "../../../wordpress/plugin-header";
import { versionCompare } from "../../../wordpress/plugin-requirements";
import { LIMITS } from "../../../../shared/constants";
import { HAND_EDIT_RATE_MESSAGE } from "../edits/plugin-file-edits.service";
import { getOwnedPlugin, saveVersion } from "../plugins.service";

// Issue #34 items 1 and 2 (docs/decisions/0063): Project Information is written into the plugin's files as a
// new version, and every new version's `Version:` is higher than every earlier one's, restores included.

const testApp = useSharedTestApp({ IMPORT_RATE_LIMIT_PER_HOUR: "100000" });

const readme = (version: string) => `=== Contact Form ===\nContributors: nora\nStable tag: ${version}\nLicense: GPLv2\n\nA form.\n`;
const files = (version: string, css = "a{}") => ({
  "contact-form/contact-form.php": pluginPhp({ name: "Contact Form", version, author: "Nora" }, "add_shortcode( 'cf', '__return_empty_string' );"),
  "contact-form/readme.txt": readme(version),
  "contact-form/style.css": css,
});

/** Saves a version the way every writer does (a turn, a hand edit, a restore, a copy): through saveVersion. */
async function save(app: TestApp, userId: string, pluginId: string, next: Record<string, string>) {
  return app.services.db.transaction(async (tx) =>
    saveVersion(tx, await getOwnedPlugin(tx, userId, pluginId, true), { userPrompt: "edit", assistantResponse: "Done.", files: next, previews: {} }),
  );
}

/** Every version's `Version:` header, oldest first, read from the files each version keeps. */
async function versionHeaders(client: TestClient, id: string, main = "contact-form/contact-form.php") {
  const list = (await client.get(`/api/plugins/${id}/versions?limit=50`)).json.versions as Array<{ versionNumber: number }>;
  const headers: string[] = [];
  for (const { versionNumber } of list.reverse()) {
    const version = (await client.get(`/api/plugins/${id}/versions/${versionNumber}`)).json;
    headers.push(readFileHeader(version.files[main], "Version")!.value);
  }
  return headers;
}

const strictlyRising = (versions: string[]) => versions.every((v, i) => i === 0 || versionCompare(v, versions[i - 1]!) > 0);

async function download(client: TestClient, id: string) {
  const res = await client.request(`/api/plugins/${id}/download`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  expect(res.status).toBe(200);
  const zip = unzipSync(new Uint8Array(await res.arrayBuffer()));
  return Object.fromEntries(Object.entries(zip).map(([path, bytes]) => [path, new TextDecoder().decode(bytes)]));
}

describe("[PLUGINS][VERSION_HEADER]", () => {
  it("gives every new version a higher Version than every earlier one: an edit that leaves it, a restore, a lower one", async () => {
    const app = testApp();
    const { user } = await signUp(app.client);
    const id = await createPlugin(app.client);
    await save(app, user.id, id, files("1.0.0"));
    await save(app, user.id, id, files("1.0.1", "b{}"));
    // A change that does not touch the header: the next patch version, and the readme's Stable tag with it.
    const css = await save(app, user.id, id, files("1.0.1", "c{}"));
    expect(css.plugin.version).toBe("1.0.2");
    expect(css.plugin.files["contact-form/readme.txt"]).toBe(readme("1.0.2"));
    expect(css.plugin.files["contact-form/contact-form.php"]).toBe(files("1.0.2")["contact-form/contact-form.php"]);

    // The issue's case: a restore of v1 (1.0.0) when v3 was 1.0.2 gets 1.0.3; its other files are v1's.
    const restored = await app.client.post(`/api/plugins/${id}/versions/1/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.json.plugin).toMatchObject({ version: "1.0.3", currentVersion: 4 });
    expect(restored.json.plugin.files).toEqual(files("1.0.3", "a{}"));

    // A version set lower by hand (or by a model) goes above the highest too.
    const lower = await save(app, user.id, id, files("0.9", "d{}"));
    expect(lower.plugin.version).toBe("1.0.4");
    // A higher one is kept as it is.
    const major = await save(app, user.id, id, files("2.0.0", "e{}"));
    expect(major.plugin.version).toBe("2.0.0");
    expect(major.plugin.files).toEqual(files("2.0.0", "e{}"));

    const headers = await versionHeaders(app.client, id);
    expect(headers).toEqual(["1.0.0", "1.0.1", "1.0.2", "1.0.3", "1.0.4", "2.0.0"]);
    expect(strictlyRising(headers)).toBe(true);
  });

  it("keeps an imported plugin's own scheme and bytes: only its Version line changes, its last number goes up", async () => {
    const app = testApp();
    await signUp(app.client);
    const main = [
      "<?php\r\n/*\r\nPlugin Name:  Legacy Gallery\r\nVersion:      2.1\t\r\nAuthor:       Someone\r\n*/\r\n",
      "define( 'LEGACY_GALLERY', '2.1' ); // Version: 2.1\r\n",
    ].join("");
    const zip = (await import("fflate")).zipSync({
      "legacy-gallery/legacy-gallery.php": new TextEncoder().encode(main),
      "legacy-gallery/gallery.js": new TextEncoder().encode("window.g = 1;\n"),
    });
    const form = new FormData();
    form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "legacy.zip");
    const imported = await app.client.post("/api/plugins/import", form);
    expect(imported.status, imported.text).toBe(201);
    const id = imported.json.plugin.id as string;
    expect(imported.json.plugin.version).toBe("2.1");

    const edit = await app.client.post(`/api/plugins/${id}/files`, {
      baseVersion: 1,
      // An upload's files are kept without their ZIP folder.
      changes: [{ op: "write", path: "gallery.js", content: "window.g = 2;\n" }],
    });
    expect(edit.status, edit.text).toBe(200);
    expect(edit.json.plugin.version).toBe("2.2");
    expect(edit.json.plugin.files["legacy-gallery.php"]).toBe(main.replace("Version:      2.1\t\r\n", "Version:      2.2\t\r\n"));
    const restored = await app.client.post(`/api/plugins/${id}/versions/1/restore`, {});
    expect(restored.json.plugin.version).toBe("2.3");
    expect(restored.json.plugin.files["gallery.js"]).toBe("window.g = 1;\n");
  });
});

describe("[PLUGINS][PROJECT_INFO]", () => {
  it("keeps an imported plugin's install folder in its download after a rename: WordPress updates the plugin it has", async () => {
    const app = testApp();
    await signUp(app.client);
    const main = pluginPhp({ name: "Yoast Duplicate Post", version: "4.5", author: "Yoast" }, "add_action( 'init', '__return_true' );");
    const zip = (await import("fflate")).zipSync({ "duplicate-post/duplicate-post.php": new TextEncoder().encode(main) });
    const form = new FormData();
    form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "duplicate-post.4.5.zip");
    const imported = await app.client.post("/api/plugins/import", form);
    expect(imported.status, imported.text).toBe(201);
    const id = imported.json.plugin.id as string;
    expect(Object.keys(await download(app.client, id))).toContain("duplicate-post/duplicate-post.php");
    const renamed = await app.client.patch(`/api/plugins/${id}`, { name: "Our Duplicate Post", version: "4.6", isPublic: false });
    expect(renamed.status, renamed.text).toBe(200);
    const after = await download(app.client, id);
    expect(Object.keys(after).every((path) => path.startsWith("duplicate-post/")), Object.keys(after).join(", ")).toBe(true);
    expect(readFileHeader(after["duplicate-post/duplicate-post.php"]!, "Plugin Name")?.value).toBe("Our Duplicate Post");
  });

  it("counts each name or version save as a hand edit: past the minute's limit it is refused and nothing is saved", async () => {
    const app = testApp();
    const { user } = await signUp(app.client);
    const id = await createPlugin(app.client);
    await save(app, user.id, id, files("1.0.0"));
    // Names may go back and forth (versions may not): without the limit, each one a new version, without end.
    for (let i = 0; i < LIMITS.handEditsPerMinute; i++) {
      const res = await app.client.patch(`/api/plugins/${id}`, { name: i % 2 === 0 ? "Nora Form" : "Contact Form" });
      expect(res.status, res.text).toBe(200);
    }
    const before = (await app.client.get(`/api/plugins/${id}`)).json;
    const refused = await app.client.patch(`/api/plugins/${id}`, { name: "Another Name" });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toEqual({ code: "rate_limited", message: HAND_EDIT_RATE_MESSAGE });
    expect((await app.client.get(`/api/plugins/${id}`)).json).toEqual(before);
    expect(before.currentVersion).toBe(1 + LIMITS.handEditsPerMinute);
    // Making it private is no save of files and is not counted.
    expect((await app.client.patch(`/api/plugins/${id}`, { isPublic: false })).status).toBe(200);
  });

  it("writes a new name and version into the main file and readme as a new version, free; the ZIP, gallery and copies say so", async () => {
    const app = testApp();
    const { user } = await signUp(app.client);
    const id = await createPlugin(app.client);
    await save(app, user.id, id, files("1.0.0"));
    await save(app, user.id, id, files("1.0.1", "b{}"));
    const ledger = (await app.client.get("/api/credits/transactions")).json.transactions;

    const res = await app.client.patch(`/api/plugins/${id}`, { name: "Nora Contact Form", version: "2.0.0", isPublic: false });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ name: "Nora Contact Form", version: "2.0.0", currentVersion: 3 });
    const main = res.json.files["contact-form/contact-form.php"] as string;
    expect(main).toBe(files("2.0.0", "b{}")["contact-form/contact-form.php"].replace("Plugin Name: Contact Form", "Plugin Name: Nora Contact Form"));
    expect(res.json.files["contact-form/readme.txt"]).toBe(readme("2.0.0"));
    const versions = (await app.client.get(`/api/plugins/${id}/versions`)).json.versions;
    expect(versions[0]).toMatchObject({ versionNumber: 3, changedPaths: ["contact-form/contact-form.php", "contact-form/readme.txt"] });
    expect(versions[0].assistantResponse).toBe('Saved project information: name "Nora Contact Form", version 2.0.0.');
    // No credits moved.
    expect((await app.client.get("/api/credits/transactions")).json.transactions).toEqual(ledger);

    // The ZIP keeps the plugin's folder, so WordPress updates the installed plugin instead of adding a second one.
    const zip = await download(app.client, id);
    expect(Object.keys(zip).every((path) => path.startsWith("contact-form/"))).toBe(true);
    expect(readFileHeader(zip["contact-form/contact-form.php"]!, "Plugin Name")?.value).toBe("Nora Contact Form");
    expect(readFileHeader(zip["contact-form/contact-form.php"]!, "Version")?.value).toBe("2.0.0");
    expect(readFileHeader(zip["contact-form/readme.txt"]!, "Stable tag")?.value).toBe("2.0.0");
    const list = (await app.client.get("/api/plugins")).json.plugins;
    expect(list.find((p: { id: string }) => p.id === id)).toMatchObject({ name: "Nora Contact Form", version: "2.0.0" });
    const copy = await app.client.post(`/api/plugins/${id}/copy`, {});
    expect(copy.json).toMatchObject({ name: "Nora Contact Form (Copy)", version: "2.0.0" });

    // A new name alone: the version goes up by itself, as every new version's does.
    const renamed = await app.client.patch(`/api/plugins/${id}`, { name: "Nora Form", version: "2.0.0" });
    expect(renamed.json).toMatchObject({ name: "Nora Form", version: "2.0.1", currentVersion: 4 });
    // Nothing new: no version is made.
    const same = await app.client.patch(`/api/plugins/${id}`, { name: "Nora Form", version: "2.0.1", isPublic: false });
    expect(same.json).toMatchObject({ name: "Nora Form", version: "2.0.1", currentVersion: 4 });

    // A version that is not higher than every earlier one: refused, nothing changed.
    for (const version of ["2.0.0", "1.9.9", "2.0.1-beta"]) {
      const low = await app.client.patch(`/api/plugins/${id}`, { name: "Other", version });
      expect(low.status, version).toBe(422);
      expect(low.json.error).toEqual({
        code: "version_not_higher",
        message: `Version ${version} is not higher than 2.0.1, the highest this plugin has had. WordPress only offers a higher version as an update.`,
      });
    }
    expect((await app.client.get(`/api/plugins/${id}`)).json).toMatchObject({ name: "Nora Form", version: "2.0.1", currentVersion: 4 });
    expect(strictlyRising(await versionHeaders(app.client, id))).toBe(true);
  });

  it("renames a copy to exactly the name typed", async () => {
    const app = testApp();
    const { user } = await signUp(app.client);
    const id = await createPlugin(app.client);
    await save(app, user.id, id, files("1.0.0"));
    const copy = (await app.client.post(`/api/plugins/${id}/copy`, {})).json;
    expect(copy.name).toBe("Contact Form (Copy)");
    const version = await app.client.patch(`/api/plugins/${copy.id}`, { name: "Contact Form (Copy)", version: "1.1.0" });
    expect(version.json).toMatchObject({ name: "Contact Form (Copy)", version: "1.1.0" });
    expect(readFileHeader(version.json.files["contact-form/contact-form.php"], "Plugin Name")?.value).toBe("Contact Form");
    const renamed = await app.client.patch(`/api/plugins/${copy.id}`, { name: "My Form", version: "1.1.0" });
    expect(renamed.json).toMatchObject({ name: "My Form", version: "1.1.1" });
    expect((await app.client.get("/api/plugins")).json.plugins.find((p: { id: string }) => p.id === copy.id).name).toBe("My Form");
  });
});
