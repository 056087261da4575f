import fc from "fast-check";
import { unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { binaryFileType } from "../../src/shared/binary-files";
import { IMPORT_LIMITS, LIMITS } from "../../src/shared/constants";
import { sharedTopFolder } from "../../src/shared/plugin-main-file";
import { IMPORT_MESSAGES, importResultSchema } from "../../src/shared/schemas/plugin-import";
import { eq } from "drizzle-orm";
import { pluginVersions, plugins } from "../../src/server/db/schema";
import { grantCredits } from "../../src/server/modules/credits/credits.service";
import { IMPORT_SLOT_KEY } from "../../src/server/modules/plugins/import/plugin-import.service";
import { completeStaticChecks } from "../../src/server/modules/plugins/checks/version-static-check.service";
import { createPhpCheckPool } from "../../src/server/wordpress/static-check/php-check-pool";
import { pluginSlug } from "../../src/server/wordpress/plugin-files";
import { installFolderName } from "../../src/server/wordpress/plugin-zip";
import { HOSTILE_ZIPS, REAL_WORLD_PLUGINS, craftZip, elevenMegabyteZip, pluginPhp } from "../fixtures/plugin-zips";
import { signUp } from "../support/factories";
import { countPluginVersions, countRows } from "../support/table-counts";
import { createTestApp, type TestApp, useSharedTestApp } from "../support/test-app";
import type { TestClient } from "../support/test-client";

// POST /api/plugins/import (issue #11) through the real app and database: real-world plugin shapes
// import with their header's name, version and author and download again as the same files; hostile
// archives get their own clear answer and write nothing.

const testApp = useSharedTestApp({ IMPORT_RATE_LIMIT_PER_HOUR: "100000" });

const text = (s: string) => new TextEncoder().encode(s);

function importZip(client: TestClient, zip: Uint8Array, filename = "plugin.zip") {
  const form = new FormData();
  form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), filename);
  return client.post("/api/plugins/import", form);
}

async function download(client: TestClient, id: string) {
  const res = await client.request(`/api/plugins/${id}/download`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  expect(res.status, await res.clone().text().catch(() => "")).toBe(200);
  return unzipSync(new Uint8Array(await res.arrayBuffer()));
}

/** Everything a person owns, as row counts (plugin versions included). */
async function snapshot(app: TestApp, userId: string) {
  return { ...(await countRows(app.database, userId)), plugin_versions: await countPluginVersions(app.database, userId) };
}

/** The id of the plugin's version 1. */
async function versionId(app: TestApp, pluginId: string) {
  const [row] = await app.services.db.select({ id: pluginVersions.id }).from(pluginVersions).where(eq(pluginVersions.pluginId, pluginId));
  return row!.id;
}

async function signedUp(app: TestApp, credits = 0) {
  const { user } = await signUp(app.client);
  if (credits > 0) {
    await grantCredits(app.services.db, { userId: user.id, amount: credits, type: "test", description: "test", idempotencyKey: `import-test:${user.id}` });
  }
  return user;
}

describe("[PLUGINS][IMPORT] real-world plugins", () => {
  it.each(REAL_WORLD_PLUGINS.map((p) => [p.title, p] as const))("imports %s and downloads the same files", async (_title, fixture) => {
    const app = testApp();
    const user = await signedUp(app, 20);
    const before = await snapshot(app, user.id);

    const res = await importZip(app.client, await fixture.zip(), fixture.filename);
    expect(res.status, res.text).toBe(201);
    const result = importResultSchema.parse(res.json);
    const { plugin } = result;
    expect(plugin).toMatchObject({
      name: fixture.expect.name,
      version: fixture.expect.version,
      author: fixture.expect.author,
      description: fixture.expect.description,
      isImported: true,
      currentVersion: 1,
    });
    expect(plugin.filePaths).toEqual(fixture.expect.files);
    // Paths only: the contents come from GET /api/plugins/:id (below).
    expect(res.json.plugin.files).toBeUndefined();
    expect(result.skipped.map((s) => s.path).sort()).toEqual(fixture.expect.skipped);
    expect(result.metadata).toMatchObject({
      originalName: fixture.filename,
      originalVersion: fixture.expect.version,
      originalAuthor: fixture.expect.author,
      fileCount: fixture.expect.files.length,
    });
    expect(Date.parse(result.metadata.uploadedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Only the new plugin and its first version were written.
    expect(await snapshot(app, user.id)).toEqual({ ...before, plugins: before.plugins + 1, plugin_versions: before.plugin_versions + 1 });
    const stored = await app.client.get(`/api/plugins/${plugin.id}`);
    expect(stored.json).toMatchObject({ name: fixture.expect.name, isImported: true });
    expect(Object.keys(stored.json.files).sort()).toEqual(plugin.filePaths);
    const folder = sharedTopFolder(Object.keys(fixture.entries));
    const top = folder === null ? "" : `${folder}/`;
    for (const path of plugin.filePaths) {
      const original = fixture.entries[`${top}${path}`]!;
      const type = binaryFileType(path);
      const expected = type ? `data:${type};base64,${Buffer.from(original).toString("base64")}` : new TextDecoder("utf-8", { ignoreBOM: true }).decode(original);
      expect(stored.json.files[path], path).toBe(expected);
    }

    const unpacked = await download(app.client, plugin.id);
    // WordPress's folder for the upload: its top folder, else its file name; the name's slug only when neither will do.
    const slug = installFolderName(folder) ?? installFolderName(fixture.filename.replace(/\.zip$/i, "")) ?? pluginSlug(fixture.expect.name);
    expect(result.metadata.installFolder).toBe(slug);
    const paths = Object.keys(unpacked);
    expect(new Set(paths.map((p) => p.split("/")[0]))).toEqual(new Set([slug]));
    const inner = paths.map((p) => p.slice(slug.length + 1)).sort();
    // The stored files, plus the readme.txt a download adds when a plugin has none.
    const expected = fixture.expect.files.includes("readme.txt") ? fixture.expect.files : [...fixture.expect.files, "readme.txt"].sort();
    expect(inner).toEqual(expected);
    for (const path of fixture.expect.files) {
      const original = fixture.entries[`${top}${path}`]!;
      const downloaded = unpacked[`${slug}/${path}`]!;
      if (result.encodingIssues.some((issue) => issue.path === path)) {
        expect(new TextDecoder().decode(downloaded), path).toBe(new TextDecoder().decode(original));
      } else {
        expect(Buffer.from(downloaded).equals(Buffer.from(original)), `${path} byte for byte`).toBe(true);
      }
    }
  });

  it("reports dangerous calls as findings, imports anyway, and its check job stores them with the version's checks", async () => {
    const app = testApp();
    await signedUp(app);
    const zip = zipSync({
      "risky/risky.php": text(pluginPhp({ name: "Risky" }, "eval( $_POST['code'] );\n$x = base64_decode( 'aGk=' );")),
      "risky/inc/run.php": text("<?php\nshell_exec( 'ls' );\n"),
    });
    const res = await importZip(app.client, zip, "risky.zip");
    expect(res.status, res.text).toBe(201);
    expect(res.json.findings).toEqual([
      { path: "inc/run.php", line: 2, pattern: "shell_exec" },
      { path: "risky.php", line: 7, pattern: "eval" },
      { path: "risky.php", line: 8, pattern: "base64_decode" },
    ]);
    const version = await app.client.get(`/api/plugins/${res.json.plugin.id}/versions/1`);
    expect(version.json.userPrompt).toBe("Imported risky.zip");
    expect(version.json.assistantResponse).toContain(IMPORT_MESSAGES.securityWarning);
    // The version's own checks wait for its check job (what the job runs first, run here without pg-boss).
    expect(version.json).toMatchObject({ checkStatus: "pending", checkFindings: [] });
    expect(await completeStaticChecks(app.services, await versionId(app, res.json.plugin.id))).toBe(true);
    const checked = await app.client.get(`/api/plugins/${res.json.plugin.id}/versions/1`);
    expect(checked.json.checkStatus).toBe("failed");
    const stored = checked.json.checkFindings.filter((f: { rule: string }) => f.rule === "dangerous-function");
    expect(stored.map((f: { file: string; line: number }) => `${f.file}:${f.line}`)).toEqual(["inc/run.php:2", "risky.php:7", "risky.php:8"]);
    // A second run finds nothing left to do.
    expect(await completeStaticChecks(app.services, await versionId(app, res.json.plugin.id))).toBe(false);
  });

  it("answers before parsing the files that name no dangerous function; a syntax error is the check job's finding", async () => {
    const app = testApp();
    await signedUp(app);
    const zip = zipSync({
      "fs/fs.php": text(pluginPhp({ name: "Filesystem" }, "// Uses WP_Filesystem() to execute an evaluation of the file system.\n$fs_ok = true;")),
      "fs/inc/broken.php": text("<?php\nfunction fs_broken( {\n"),
    });
    const res = await importZip(app.client, zip, "fs.zip");
    expect(res.status, res.text).toBe(201);
    expect(res.json.findings).toEqual([]);
    const id = await versionId(app, res.json.plugin.id);
    expect(await completeStaticChecks(app.services, id)).toBe(true);
    const checked = await app.client.get(`/api/plugins/${res.json.plugin.id}/versions/1`);
    expect(checked.json.checkStatus).toBe("failed");
    expect(checked.json.checkFindings).toEqual([expect.objectContaining({ rule: "php-syntax", file: "inc/broken.php", line: 2 })]);
  });

  it("answers with the plugin's file paths, never their contents, which GET /api/plugins/:id then has", async () => {
    const app = testApp();
    await signedUp(app);
    const body = "Only-in-the-file-body 5e0c1d9a";
    const zip = zipSync({
      "marker/marker.php": text(pluginPhp({ name: "Marker" }, `// ${body}`)),
      "marker/inc/a.php": text(`<?php\n// ${body} a\n`),
      "marker/assets/app.js": text(`// ${body} js\n`),
    });
    const res = await importZip(app.client, zip, "marker.zip");
    expect(res.status, res.text).toBe(201);
    expect(res.text).not.toContain(body);
    expect(res.json.plugin.files).toBeUndefined();
    expect(res.json.plugin.previewHtml).toBeUndefined();
    expect(res.json.plugin.filePaths).toEqual(["assets/app.js", "inc/a.php", "marker.php"]);
    const stored = await app.client.get(`/api/plugins/${res.json.plugin.id}`);
    expect(Object.keys(stored.json.files).sort()).toEqual(res.json.plugin.filePaths);
    expect(stored.json.files["inc/a.php"]).toBe(`<?php\n// ${body} a\n`);
  });

  // Issue #36 item 2: the cleaning of the uploaded file's name (plugin-import.service.ts) was removable with every test green.
  it.each([
    ["keeps only the last path segment, of either slash", "C:\\Users\\me\\..\\../etc/named.zip", "named.zip"],
    ["drops control characters", "tab\tbell\u0007del\u007fnull\u0000.zip", "tabbelldelnull.zip"],
    ["trims spaces around the name", "  spaced.zip  ", "spaced.zip"],
    ["keeps at most the last 255 characters", `${"a".repeat(300)}.zip`, `${"a".repeat(251)}.zip`],
  ])("stores the upload's file name clean: %s", async (_title, sent, stored) => {
    const app = testApp();
    await signedUp(app);
    const zip = zipSync({ "named/named.php": text(pluginPhp({ name: "Named" })) });
    const res = await importZip(app.client, zip, sent);
    expect(res.status, res.text).toBe(201);
    expect(res.json.metadata.originalName).toBe(stored);
    const [row] = await app.services.db.select({ prompt: pluginVersions.userPrompt }).from(pluginVersions).where(eq(pluginVersions.pluginId, res.json.plugin.id));
    expect(row!.prompt).toBe(`Imported ${stored}`);
  });

  it("imports a plugin that is then the person's like any other: listed, edited by name, deleted", async () => {
    const app = testApp();
    await signedUp(app);
    const res = await importZip(app.client, await REAL_WORLD_PLUGINS[0]!.zip(), "contact-widget.zip");
    const list = await app.client.get("/api/plugins");
    expect(list.json.plugins.map((p: { id: string; isImported: boolean }) => [p.id, p.isImported])).toEqual([[res.json.plugin.id, true]]);
    expect((await app.client.newClient().get(`/api/plugins/${res.json.plugin.id}`)).status).toBe(401);
    expect((await app.client.delete(`/api/plugins/${res.json.plugin.id}`)).status).toBe(200);
  });
});

describe("[PLUGINS][IMPORT] refusals", () => {
  it.each(HOSTILE_ZIPS.map((h) => [h.title, h] as const))("%s", async (_title, hostile) => {
    const app = testApp();
    const user = await signedUp(app);
    const before = await snapshot(app, user.id);
    const res = await importZip(app.client, hostile.zip(), hostile.filename);
    expect(res.status, res.text).toBe(hostile.expect.status);
    if ("skipped" in hostile.expect) {
      for (const skip of hostile.expect.skipped) {
        expect(res.json.skipped.find((s: { path: string }) => s.path === skip.path)?.reason, skip.path).toMatch(skip.reason);
      }
      expect(res.json.plugin.filePaths).toEqual(["escape.php"]);
      expect(await snapshot(app, user.id)).toEqual({ ...before, plugins: before.plugins + 1, plugin_versions: before.plugin_versions + 1 });
    } else {
      expect(res.json.error.code).toBe(hostile.expect.code);
      expect(res.json.error.message.length).toBeGreaterThan(10);
      expect(await snapshot(app, user.id)).toEqual(before);
    }
  });

  it("says 'File too large' (413) for an 11 MB upload and for one byte over 10 MB, and writes nothing", async () => {
    const app = testApp();
    const user = await signedUp(app);
    const before = await snapshot(app, user.id);
    const eleven = await importZip(app.client, elevenMegabyteZip(), "big.zip");
    expect(eleven.status).toBe(413);
    expect(eleven.json.error).toEqual({ code: "file_too_large", message: IMPORT_MESSAGES.tooLarge });
    // Within the body limit (the file plus its multipart framing), refused by the upload's own limit.
    const justOver = await importZip(app.client, new Uint8Array(IMPORT_LIMITS.zipBytes + 1), "over.zip");
    expect(justOver.status).toBe(413);
    expect(justOver.json.error).toEqual({ code: "file_too_large", message: IMPORT_MESSAGES.tooLarge });
    expect(await snapshot(app, user.id)).toEqual(before);
    // Other paths keep their own limit and words.
    const other = await app.client.post("/api/plugins", { name: "x".repeat(2 * 1024 * 1024) });
    expect(other.status).toBe(413);
    expect(other.json.error.code).toBe("payload_too_large");
  });

  it("says 'Invalid file type' (400) for a name that does not end in .zip, and 400 without a file", async () => {
    const app = testApp();
    await signedUp(app);
    const zip = await REAL_WORLD_PLUGINS[0]!.zip();
    for (const name of ["plugin.rar", "plugin.zip.exe", "plugin"]) {
      const res = await importZip(app.client, zip, name);
      expect(res.status, name).toBe(400);
      expect(res.json.error).toEqual({ code: "invalid_file_type", message: IMPORT_MESSAGES.invalidType });
    }
    expect((await importZip(app.client, zip, "UPPER.ZIP")).status).toBe(201);
    const form = new FormData();
    form.append("zip", new Blob([zip as Uint8Array<ArrayBuffer>]), "plugin.zip");
    expect((await app.client.post("/api/plugins/import", form)).status).toBe(400);
    expect((await app.client.post("/api/plugins/import", { file: "plugin.zip" })).status).toBe(400);
  });

  it("says what the spec says when no top-level PHP file has a plugin header (422), writing nothing", async () => {
    const app = testApp();
    const user = await signedUp(app);
    const before = await snapshot(app, user.id);
    for (const zip of [
      zipSync({ "p/p.php": text("<?php\n// no header\n"), "p/readme.txt": text("readme") }),
      zipSync({ "p/src/inc/deep.php": text(pluginPhp({ name: "Too Deep" })), "p/src/readme.txt": text("readme") }),
    ]) {
      const res = await importZip(app.client, zip, "p.zip");
      expect(res.status).toBe(422);
      expect(res.json.error).toEqual({ code: "no_plugin_header", message: IMPORT_MESSAGES.noHeader });
    }
    expect(await snapshot(app, user.id)).toEqual(before);
  });

  it("finds the main file one folder deeper too (GitHub's repo-main/plugin/ layout), which a download then fixes", async () => {
    const app = testApp();
    await signedUp(app, 20);
    const zip = zipSync({ "repo-main/deep/deep.php": text(pluginPhp({ name: "Deep" })), "repo-main/deep/inc/a.php": text("<?php\n") });
    const res = await importZip(app.client, zip, "repo-main.zip");
    expect(res.status, res.text).toBe(201);
    expect(res.json.plugin.filePaths).toEqual(["deep/deep.php", "deep/inc/a.php"]);
    expect(Object.keys(await download(app.client, res.json.plugin.id)).sort()).toEqual(["deep/deep.php", "deep/inc/a.php", "deep/readme.txt"]);
  });

  it(`counts against the ${LIMITS.pluginsPerUser} plugins a person may own (422), writing nothing`, async () => {
    const app = testApp();
    const user = await signedUp(app);
    await app.services.db.insert(plugins).values(Array.from({ length: LIMITS.pluginsPerUser }, (_, i) => ({ userId: user.id, name: `P${i}` })));
    const before = await snapshot(app, user.id);
    const res = await importZip(app.client, await REAL_WORLD_PLUGINS[0]!.zip(), "contact-widget.zip");
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe("plugin_limit");
    expect(await snapshot(app, user.id)).toEqual(before);
  });

  it("says a PHP file is too complex to check when a check worker runs out of its heap: 422 writing nothing for the danger scan, a failed check after import", async () => {
    const app = await createTestApp({ IMPORT_RATE_LIMIT_PER_HOUR: "100000" });
    // The real pool with a heap far too small for this file's syntax tree: the worker dies parsing it.
    await app.services.phpChecks.close();
    app.services.phpChecks = createPhpCheckPool({ size: 1, heapMb: 16 });
    const user = await signedUp(app);
    const before = await snapshot(app, user.id);
    const huge = `<?php\n${"$values = array( 'a' => array( 1, 2, 3 ), 'b' => array( 4, 5, 6 ) );\n".repeat(40_000)}`;
    // Naming eval, the file is parsed for the import's danger scan, before anything is written.
    const risky = zipSync({ "big/big.php": text(pluginPhp({ name: "Big" })), "big/inc/huge.php": text(`${huge}// eval\n`) });
    const res = await importZip(app.client, risky, "big.zip");
    expect(res.status, res.text).toBe(422);
    expect(res.json.error).toEqual({ code: "php_too_complex", message: IMPORT_MESSAGES.phpTooComplex });
    expect(await snapshot(app, user.id)).toEqual(before);
    // Naming none, it is imported, and its version's check (the job's) fails with the reason.
    const plain = zipSync({ "big/big.php": text(pluginPhp({ name: "Big" })), "big/inc/huge.php": text(huge) });
    const imported = await importZip(app.client, plain, "big.zip");
    expect(imported.status, imported.text).toBe(201);
    expect(await completeStaticChecks(app.services, await versionId(app, imported.json.plugin.id))).toBe(true);
    const version = await app.client.get(`/api/plugins/${imported.json.plugin.id}/versions/1`);
    expect(version.json).toMatchObject({
      checkStatus: "failed",
      checkFindings: [{ rule: "php-too-complex", severity: "error", file: "", line: null, message: IMPORT_MESSAGES.phpTooComplex }],
    });
    // The pool replaced its worker: the next import is checked and saved.
    const next = await importZip(app.client, await REAL_WORLD_PLUGINS[0]!.zip(), "contact-widget.zip");
    expect(next.status, next.text).toBe(201);
    expect(await completeStaticChecks(app.services, await versionId(app, next.json.plugin.id))).toBe(true);
    await app.close();
  });

  it("answers 401 to a visitor", async () => {
    const { client } = testApp();
    expect((await importZip(client, await REAL_WORLD_PLUGINS[0]!.zip())).status).toBe(401);
  });

  it("never answers 500 to a damaged archive (fast-check, through the API)", async () => {
    const app = testApp();
    await signedUp(app);
    const valid = await REAL_WORLD_PLUGINS[0]!.zip();
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ at: fc.nat(valid.length - 1), xor: fc.integer({ min: 1, max: 255 }) }), { minLength: 1, maxLength: 3 }),
        fc.option(fc.nat(valid.length - 1), { nil: undefined }),
        async (flips, cut) => {
          const bytes = new Uint8Array(valid);
          for (const flip of flips) bytes[flip.at]! ^= flip.xor;
          const res = await importZip(app.client, cut === undefined ? bytes : bytes.subarray(0, cut), "damaged.zip");
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect([201, 413, 415, 422], res.text).toContain(res.status);
        },
      ),
      { numRuns: 200, seed: 7 },
    );
    // The property reached both sides: some damage is harmless (a flipped byte in a date), most is not.
    expect(statuses.get(422) ?? 0).toBeGreaterThan(0);
  });
});

describe("[PLUGINS][IMPORT] rate limit", () => {
  it("lets a person import IMPORT_RATE_LIMIT_PER_HOUR uploads an hour, refused ones included, then answers 429", async () => {
    const app = await createTestApp({ IMPORT_RATE_LIMIT_PER_HOUR: "3" });
    const { user } = await signUp(app.client);
    const zip = await REAL_WORLD_PLUGINS[1]!.zip();
    expect((await importZip(app.client, zip, "a.zip")).status).toBe(201);
    expect((await importZip(app.client, text("not a zip"), "b.zip")).status).toBe(415);
    expect((await importZip(app.client, zip, "c.zip")).status).toBe(201);
    const before = await snapshot(app, user.id);
    const limited = await importZip(app.client, zip, "d.zip");
    expect(limited.status).toBe(429);
    expect(limited.json.error.code).toBe("rate_limited");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect(await snapshot(app, user.id)).toEqual(before);
    // The limit is per person.
    const other = app.client.newClient();
    await signUp(other);
    expect((await importZip(other, zip, "e.zip")).status).toBe(201);
  });
});

describe("[PLUGINS][IMPORT] imports at once", () => {
  it(`runs ${IMPORT_LIMITS.concurrentPerProcess} imports at once in a process; another is told to retry (503), writes nothing and is not counted`, async () => {
    const app = await createTestApp({ IMPORT_RATE_LIMIT_PER_HOUR: "1" });
    const { user } = await signUp(app.client);
    const zip = await REAL_WORLD_PLUGINS[1]!.zip();
    // Other people's imports hold every slot of the process.
    const held = Array.from({ length: IMPORT_LIMITS.concurrentPerProcess }, () => app.services.importSlots.acquire(IMPORT_SLOT_KEY));
    expect(held.every((release) => release !== null)).toBe(true);
    const before = await snapshot(app, user.id);

    const busy = await importZip(app.client, zip);
    expect(busy.status).toBe(503);
    expect(busy.json.error).toEqual({ code: "import_busy", message: IMPORT_MESSAGES.busy });
    expect(busy.headers.get("retry-after")).toBe(String(IMPORT_LIMITS.busyRetrySeconds));
    expect(await snapshot(app, user.id)).toEqual(before);

    held[0]!();
    // The one import this hour allows is still there: the busy answer did not count.
    const imported = await importZip(app.client, zip);
    expect(imported.status, imported.text).toBe(201);
    expect(app.services.importSlots.running(IMPORT_SLOT_KEY)).toBe(IMPORT_LIMITS.concurrentPerProcess - 1);
  });
});

describe("[PLUGINS][IMPORT] crafted archive sanity", () => {
  it("the crafted archives are valid ZIPs where they mean to be (fflate reads them)", () => {
    const zip = craftZip([{ name: "p/p.php", data: text("<?php") }, { name: "p/a.txt", data: text("a") }]);
    expect(Object.keys(unzipSync(zip))).toEqual(["p/p.php", "p/a.txt"]);
  });
});
