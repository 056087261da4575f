import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BODY_LIMITS, CREDITS, LIMITS } from "../../../../shared/constants";
import { type FileChange, savedVersionSchema } from "../../../../shared/schemas/plugin-file-edits";
import { signUp } from "../../../../../tests/support/factories";
import { createPlugin } from "../../../../../tests/support/plugin-factories";
import { pluginState, saveFilesDirectly } from "../../../../../tests/support/plugin-state";
import type { TestClient } from "../../../../../tests/support/test-client";
import { type TestApp, useSharedTestApp } from "../../../../../tests/support/test-app";
import { creditTransactions } from "../../../db/schema";
import { HAND_EDIT_RATE_MESSAGE, NO_CHANGES_MESSAGE, VERSION_CONFLICT_MESSAGE } from "./plugin-file-edits.service";
import { HAND_EDIT_BODY_LIMIT_BYTES } from "../../../http/body-limit";

const testApp = useSharedTestApp();

const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==",
  "base64",
);
const PNG = `data:image/png;base64,${PNG_BYTES.toString("base64")}`;
const MAIN = "<?php\n/**\n * Plugin Name: Hand Edited\n * Version: 1.0.0\n */\ndefined('ABSPATH') || exit;\n";

const BASE_FILES = {
  "p/p.php": MAIN,
  "p/a.css": ".a { color: red; }\n",
  "p/assets/icon.png": PNG,
};

/** A signed-in person with a plugin at version 1 holding BASE_FILES (and an image), plus previews. */
async function editablePlugin(app: TestApp, files: Record<string, string> = BASE_FILES) {
  const { client, services } = app;
  const { user } = await signUp(client);
  const id = await createPlugin(client);
  await saveFilesDirectly(services, user.id, id, files, { previews: { backend: "<p>admin</p>", frontend: "<p>site</p>" } });
  return { client, services, user, id };
}

const save = (client: TestClient, id: string, changes: FileChange[], baseVersion = 1) =>
  client.post(`/api/plugins/${id}/files`, { changes, baseVersion });

async function creditRows(app: TestApp, userId: string) {
  const [row] = await app.services.db.select({ n: count() }).from(creditTransactions).where(eq(creditTransactions.userId, userId));
  return Number(row!.n);
}

describe("[PLUGINS][HAND_EDITS] saving", () => {
  it("applies writes, deletes and renames in order as one new version, free, keeping images and previews", async () => {
    const app = testApp();
    const { client, user, id } = await editablePlugin(app);
    const ledgerBefore = await creditRows(app, user.id);
    const renamed = MAIN.replace("Plugin Name: Hand Edited", "Plugin Name: Renamed By Hand");

    const res = await save(client, id, [
      { op: "write", path: "p/p.php", content: renamed },
      { op: "write", path: "p/new.js", content: "console.log(1);\n" },
      { op: "rename", from: "p/new.js", to: "p/js/new.js" },
      { op: "delete", path: "p/a.css" },
      { op: "rename", from: "p/assets/icon.png", to: "p/assets/logo.png" },
    ]);

    expect(res.status).toBe(200);
    const saved = savedVersionSchema.parse(res.json);
    // The main file's Version goes up with every version (rising-version.ts); the rest is as written.
    expect(saved.plugin.files).toEqual({ "p/p.php": renamed.replace("Version: 1.0.0", "Version: 1.0.1"), "p/js/new.js": "console.log(1);\n", "p/assets/logo.png": PNG });
    expect(saved.plugin).toMatchObject({ currentVersion: 2, name: "Renamed By Hand", backendPreviewHtml: "<p>admin</p>", frontendPreviewHtml: "<p>site</p>" });
    expect(saved.version).toMatchObject({ versionNumber: 2, userPrompt: "Edited 5 files by hand", assistantResponse: "" });
    expect(saved.version.changedPaths).toEqual(["p/assets/logo.png", "p/js/new.js", "p/p.php"]);
    // Stored as it was answered, and free: no ledger row, the balance as it was.
    expect((await client.get(`/api/plugins/${id}`)).json).toEqual(saved.plugin);
    expect(await creditRows(app, user.id)).toBe(ledgerBefore);
    expect((await client.get("/api/me")).json.credits.balance).toBe(CREDITS.signUpBonus);
  });

  it.each<[string, FileChange, string]>([
    ["a write", { op: "write", path: "p/a.css", content: ".a { color: blue; }\n" }, "Edited p/a.css by hand"],
    ["a delete", { op: "delete", path: "p/assets/icon.png" }, "Deleted p/assets/icon.png by hand"],
    ["a rename", { op: "rename", from: "p/a.css", to: "p/css/a.css" }, "Renamed p/a.css to p/css/a.css by hand"],
  ])("saves %s alone with the prompt the history shows", async (_name, change, prompt) => {
    const { client, id } = await editablePlugin(testApp());
    const res = await save(client, id, [change]);
    expect(res.status).toBe(200);
    expect(res.json.version.userPrompt).toBe(prompt);
    const versions = (await client.get(`/api/plugins/${id}/versions`)).json.versions;
    expect(versions.map((v: { versionNumber: number; userPrompt: string }) => [v.versionNumber, v.userPrompt])).toEqual([
      [2, prompt],
      [1, "Seeded by the test"],
    ]);
  });

  it("writes to the canonical path ('./p/./x.php' is p/x.php) and deletes by it", async () => {
    const { client, id } = await editablePlugin(testApp());
    const res = await save(client, id, [{ op: "write", path: "./p/./x.php", content: "<?php\n" }]);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json.plugin.files)).toContain("p/x.php");
    const again = await save(client, id, [{ op: "delete", path: "./p/x.php" }], 2);
    expect(again.status).toBe(200);
    expect(Object.keys(again.json.plugin.files)).not.toContain("p/x.php");
  });

  it("lets a stored path the path rule now refuses be deleted or renamed, never created", async () => {
    const { client, id } = await editablePlugin(testApp(), { ...BASE_FILES, "p/con.php": "<?php // legacy\n" });
    const renamed = await save(client, id, [{ op: "rename", from: "p/con.php", to: "p/console.php" }]);
    expect(renamed.status).toBe(200);
    expect(renamed.json.plugin.files["p/console.php"]).toBe("<?php // legacy\n");
    expect(Object.keys(renamed.json.plugin.files)).not.toContain("p/con.php");
  });

  it("keeps an untouched file past the per-file cap: a small edit beside a 2 MB imported file saves (decision 0026)", async () => {
    const bundle = "b".repeat(2 * 1024 * 1024);
    const { client, id } = await editablePlugin(testApp(), { ...BASE_FILES, "p/vendor/bundle.js": bundle });
    const res = await save(client, id, [
      { op: "write", path: "p/a.css", content: ".a{}\n" },
      { op: "rename", from: "p/vendor/bundle.js", to: "p/vendor/app.js" },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.plugin.files["p/vendor/app.js"]).toBe(bundle);
  });
});

describe("[PLUGINS][HAND_EDITS] refusals change nothing", () => {
  type Case = [name: string, changes: FileChange[], status: number, code: string, message: string];
  const cases: Case[] = [
    ["text over an image", [{ op: "write", path: "p/assets/icon.png", content: "hello" }], 422, "image_not_text", "Images can't be edited as text: p/assets/icon.png"],
    ["a new image path", [{ op: "write", path: "p/assets/new.WEBP", content: "hello" }], 422, "image_not_text", "Images can't be edited as text: p/assets/new.WEBP"],
    ["a text file renamed to an image", [{ op: "rename", from: "p/a.css", to: "p/a.jpg" }], 422, "image_not_text", "Images can't be edited as text: p/a.jpg"],
    ["an image renamed to text", [{ op: "rename", from: "p/assets/icon.png", to: "p/assets/icon.txt" }], 422, "image_not_text", "Images can't be edited as text: p/assets/icon.png"],
    ["a delete of a missing file", [{ op: "delete", path: "p/missing.php" }], 422, "no_such_file", "No such file: p/missing.php"],
    ["a rename of a missing file", [{ op: "rename", from: "p/missing.php", to: "p/b.php" }], 422, "no_such_file", "No such file: p/missing.php"],
    ["a rename onto an existing file", [{ op: "rename", from: "p/a.css", to: "p/p.php" }], 422, "file_exists", "A file already exists at p/p.php"],
    ["a rename onto itself", [{ op: "rename", from: "p/a.css", to: "p/a.css" }], 422, "file_exists", "A file already exists at p/a.css"],
    ["a write outside the plugin", [{ op: "write", path: "../x.php", content: "<?php" }], 422, "invalid_path", 'Unsafe file path "../x.php": contains a ".." segment'],
    ["a delete of an absolute path", [{ op: "delete", path: "/etc/passwd" }], 422, "invalid_path", 'Unsafe file path "/etc/passwd": is absolute'],
    ["a rename to a device name", [{ op: "rename", from: "p/a.css", to: "p/con.css" }], 422, "invalid_path", 'Unsafe file path "p/con.css": uses a name Windows reserves ("con.css")'],
    ["a write to a folder path", [{ op: "write", path: "p/", content: "x" }], 422, "invalid_path", 'Unsafe file path "p/": has an empty folder or file name'],
    [
      "a write past the per-file cap",
      [{ op: "write", path: "p/big.js", content: "x".repeat(LIMITS.fileBytes + 1) }],
      413,
      "file_too_large",
      `File too large: p/big.js is over ${LIMITS.fileBytes / 1024} KB, the limit for one file`,
    ],
    [
      "a later change that fails after earlier ones that would pass",
      [
        { op: "write", path: "p/ok.php", content: "<?php\n" },
        { op: "delete", path: "p/a.css" },
        { op: "delete", path: "p/a.css" },
      ],
      422,
      "no_such_file",
      "No such file: p/a.css",
    ],
    ["a write of the same content", [{ op: "write", path: "p/a.css", content: BASE_FILES["p/a.css"] }], 422, "no_changes", NO_CHANGES_MESSAGE],
    [
      "a new file written then deleted",
      [
        { op: "write", path: "p/tmp.php", content: "<?php\n" },
        { op: "delete", path: "p/tmp.php" },
      ],
      422,
      "no_changes",
      NO_CHANGES_MESSAGE,
    ],
    [
      "a rename there and back",
      [
        { op: "rename", from: "p/a.css", to: "p/b.css" },
        { op: "rename", from: "p/b.css", to: "p/a.css" },
      ],
      422,
      "no_changes",
      NO_CHANGES_MESSAGE,
    ],
  ];

  it.each(cases)("refuses %s, and nothing changes", async (_name, changes, status, code, message) => {
    const app = testApp();
    const { client, services, id } = await editablePlugin(app);
    const before = await pluginState(services, id);
    const res = await save(client, id, changes);
    expect(res.status).toBe(status);
    expect(res.json.error).toEqual({ code, message });
    expect(await pluginState(services, id)).toEqual(before);
  });

  it.each([
    ["an older version", 0],
    ["a version that does not exist yet", 2],
  ])("refuses an edit made from %s with 409 version_conflict", async (_name, baseVersion) => {
    const { client, services, id } = await editablePlugin(testApp());
    const before = await pluginState(services, id);
    const res = await save(client, id, [{ op: "write", path: "p/a.css", content: "x" }], baseVersion);
    expect(res.status).toBe(409);
    expect(res.json.error).toEqual({ code: "version_conflict", message: VERSION_CONFLICT_MESSAGE });
    expect(await pluginState(services, id)).toEqual(before);
  });

  it(`refuses a plugin past ${LIMITS.filesPerPlugin} files (422) and past ${LIMITS.pluginBytes / (1024 * 1024)} MB (413)`, async () => {
    const app = testApp();
    const many = Object.fromEntries(Array.from({ length: LIMITS.filesPerPlugin }, (_, i) => [`p/f${i}.txt`, "x"]));
    const full = await editablePlugin(app, many);
    const before = await pluginState(app.services, full.id);
    // Replacing a file keeps the count; a new one passes it.
    expect((await save(full.client, full.id, [{ op: "write", path: "p/f0.txt", content: "y" }])).status).toBe(200);
    const tooMany = await save(full.client, full.id, [{ op: "write", path: "p/one-more.txt", content: "x" }], 2);
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.error).toEqual({ code: "too_many_files", message: `Too many files: a plugin can have at most ${LIMITS.filesPerPlugin} files` });
    expect((await pluginState(app.services, full.id)).versions).toHaveLength(before.versions.length + 1);

    // Imported files (each past the per-file cap) filling the plugin to its byte cap exactly.
    const part = LIMITS.pluginBytes / 5;
    const heavy = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`p/vendor/part${i}.js`, "v".repeat(part)]));
    const big = await editablePlugin(testApp(), heavy);
    const bigBefore = await pluginState(app.services, big.id);
    const tooLarge = await save(big.client, big.id, [{ op: "write", path: "p/one-byte.txt", content: "x" }]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json.error).toEqual({
      code: "plugin_too_large",
      message: `Plugin too large: its files together are over ${LIMITS.pluginBytes / (1024 * 1024)} MB, the limit for one plugin`,
    });
    expect(await pluginState(app.services, big.id)).toEqual(bigBefore);
    // Making room in the same edit is fine.
    expect((await save(big.client, big.id, [{ op: "delete", path: "p/vendor/part0.js" }, { op: "write", path: "p/one-byte.txt", content: "x" }])).status).toBe(200);
  });

  it.each<[string, unknown, string]>([
    ["no changes", { changes: [], baseVersion: 1 }, "changes: "],
    ["too many changes", { changes: Array.from({ length: LIMITS.fileChangesPerEdit + 1 }, (_, i) => ({ op: "delete", path: `p/f${i}` })), baseVersion: 1 }, "changes: "],
    ["an unknown op", { changes: [{ op: "chmod", path: "p/p.php" }], baseVersion: 1 }, "changes.0.op: "],
    ["no baseVersion", { changes: [{ op: "delete", path: "p/a.css" }] }, "baseVersion: "],
    ["an extra field", { changes: [{ op: "delete", path: "p/a.css", force: true }], baseVersion: 1 }, "changes.0: "],
  ])("refuses a body with %s: 400 invalid_input", async (_name, body, messageStart) => {
    const { client, services, id } = await editablePlugin(testApp());
    const before = await pluginState(services, id);
    const res = await client.post(`/api/plugins/${id}/files`, body);
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("invalid_input");
    expect(res.json.error.message.startsWith(messageStart), res.json.error.message).toBe(true);
    expect(await pluginState(services, id)).toEqual(before);
  });

  it("takes a file at its cap however JSON escapes it, and refuses a body over the request limit with 413 before reading it", async () => {
    const { client, services, id } = await editablePlugin(testApp());
    // Every character a control character: six bytes each once JSON-escaped, 3 MB for a 512 KB file.
    const escaped = "\u0001".repeat(LIMITS.fileBytes);
    expect(JSON.stringify(escaped).length).toBeGreaterThan(BODY_LIMITS.defaultBytes * 3);
    const saved = await save(client, id, [{ op: "write", path: "p/a.css", content: escaped }]);
    expect(saved.status).toBe(200);
    expect((await client.get(`/api/plugins/${id}`)).json.files["p/a.css"]).toBe(escaped);

    const before = await pluginState(services, id);
    const res = await save(client, id, [{ op: "write", path: "p/a.css", content: "x".repeat(HAND_EDIT_BODY_LIMIT_BYTES) }], 2);
    expect(res.status).toBe(413);
    expect(res.json.error).toEqual({ code: "payload_too_large", message: BODY_LIMITS.tooLargeMessage });
    expect(await pluginState(services, id)).toEqual(before);
  });

  it("is the owner's alone: another person gets 404 and the plugin stays as it was", async () => {
    const { client, services, id } = await editablePlugin(testApp());
    const before = await pluginState(services, id);
    const other = client.newClient();
    await signUp(other);
    const res = await save(other, id, [{ op: "write", path: "p/a.css", content: "x" }]);
    expect(res.status).toBe(404);
    expect(res.json.error).toEqual({ code: "not_found", message: "Plugin not found" });
    expect((await save(client.newClient(), id, [{ op: "write", path: "p/a.css", content: "x" }])).status).toBe(401);
    expect(await pluginState(services, id)).toEqual(before);
  });
});

describe("[PLUGINS][HAND_EDITS] races and rate", () => {
  it("of two saves made from the same version exactly one is saved; the other gets 409", async () => {
    const { client, services, id } = await editablePlugin(testApp());
    const results = await Promise.all([
      save(client, id, [{ op: "write", path: "p/a.css", content: "/* first */\n" }]),
      save(client, id, [{ op: "write", path: "p/a.css", content: "/* second */\n" }]),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const loser = results.find((r) => r.status === 409)!;
    expect(loser.json.error).toEqual({ code: "version_conflict", message: VERSION_CONFLICT_MESSAGE });
    const after = await pluginState(services, id);
    expect(after.versions.map((v) => v.number)).toEqual([1, 2]);
    expect(after.files!["p/a.css"]).toBe(winner.json.plugin.files["p/a.css"]);
  });

  it(`takes at most ${LIMITS.handEditsPerMinute} saves a minute from one person (429 with Retry-After), refused ones counted`, async () => {
    const { client, services, id } = await editablePlugin(testApp());
    // Stale saves are refused quickly and still count: the limit is on calls, not on versions.
    for (let i = 0; i < LIMITS.handEditsPerMinute; i++) {
      expect((await save(client, id, [{ op: "delete", path: "p/a.css" }], 0)).status).toBe(409);
    }
    const before = await pluginState(services, id);
    const limited = await save(client, id, [{ op: "delete", path: "p/a.css" }]);
    expect(limited.status).toBe(429);
    expect(limited.json.error).toEqual({ code: "rate_limited", message: HAND_EDIT_RATE_MESSAGE });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await pluginState(services, id)).toEqual(before);
    // Another person is not held back by it.
    const other = await editablePlugin(testApp());
    expect((await save(other.client, other.id, [{ op: "delete", path: "p/a.css" }])).status).toBe(200);
  });
});

describe("[PLUGINS][RAW_FILE]", () => {
  const raw = (client: TestClient, id: string, path: string) => client.request(`/api/plugins/${id}/files/raw?path=${encodeURIComponent(path)}`);

  const expectSafeHeaders = (res: Response) => {
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("sandbox; default-src 'none'");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  };

  it("serves an image's bytes with its type, decoded from the data URL", async () => {
    const { client, id } = await editablePlugin(testApp());
    const res = await raw(client, id, "p/assets/icon.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG_BYTES);
    expectSafeHeaders(res);
  });

  it.each([
    ["p/p.php", MAIN],
    ["p/icon.svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>'],
    ["p/page.html", "<script>alert(1)</script>"],
    ["p/readme.txt", "Grüße ✓\n"],
  ])("serves %s as UTF-8 plain text, never as something a browser would run", async (path, content) => {
    const { client, id } = await editablePlugin(testApp(), { ...BASE_FILES, [path]: content });
    const res = await raw(client, id, path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toBe(content);
    expectSafeHeaders(res);
  });

  it("answers 404 for a path the plugin does not have, 400 without a path, and 404/401 to anyone but the owner", async () => {
    const { client, id } = await editablePlugin(testApp());
    const missing = await raw(client, id, "p/nope.php");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "not_found", message: "No such file: p/nope.php" } });
    expect((await raw(client, id, "../../etc/passwd")).status).toBe(404);
    const noPath = await client.get(`/api/plugins/${id}/files/raw`);
    expect(noPath.status).toBe(400);
    expect(noPath.json.error.code).toBe("invalid_input");
    const other = client.newClient();
    await signUp(other);
    const foreign = await raw(other, id, "p/p.php");
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: { code: "not_found", message: "Plugin not found" } });
    expect((await raw(client.newClient(), id, "p/p.php")).status).toBe(401);
  });
});
