import { zipSync } from "fflate";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../src/shared/constants";
import type { GenerationEvent } from "../../src/shared/schemas/generation";
import { plugins } from "../../src/server/db/schema";
import { FIX_MESSAGES } from "../../src/server/modules/generation/fix-turn";
import { pluginPhp } from "../fixtures/plugin-zips";
import { signUp } from "../support/factories";
import { openFakeModelApp } from "../support/fake-model-app";
import { generate, lastEvent } from "../support/plugin-factories";
import { createTestApp, type TestApp } from "../support/test-app";
import type { TestClient } from "../support/test-client";

// Issue #34 item 4: the editor keeps an uploaded original as it is, and its '(Edited)' copy is made only
// when a change is saved, in the save's transaction. 'Fix with AI' fixes the version shown, continues in
// an existing copy, and without a model makes only the exact fixes it can, or refuses without a copy.

const text = (s: string) => new TextEncoder().encode(s);
const HELPER = "<?php\ndefined( 'ABSPATH' ) || exit;\n\nfunction boom_helper_now() {\n\treturn gmdate( 'c' );\n}\n";
const BOOM = pluginPhp({ name: "Boom" }, "require_once __DIR__ . '/inc/helper.php';\nregister_activation_hook( __FILE__, 'boom_activate' );\nfunction boom_activate( {\n\tboom_missing_function();\n}");
const BROKEN = { "boom/boom.php": BOOM, "boom/inc/helper.php": HELPER };

async function importZip(client: TestClient, files: Record<string, string>) {
  const form = new FormData();
  const zip = zipSync(Object.fromEntries(Object.entries(files).map(([path, content]) => [path, text(content)])));
  form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>]), "upload.zip");
  const res = await client.post("/api/plugins/import", form);
  expect(res.status, res.text).toBe(201);
  const id = res.json.plugin.id as string;
  // The import leaves its static checks to the check job.
  for (let i = 0; i < 300; i++) {
    if ((await client.get(`/api/plugins/${id}/versions/1`)).json.checkStatus !== "pending") return id;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the static checks never finished");
}

const pluginList = async (client: TestClient) =>
  (await client.get("/api/plugins")).json.plugins as Array<{ id: string; name: string; originalPluginId: string | null }>;
const versionsOf = async (client: TestClient, id: string) =>
  (await client.get(`/api/plugins/${id}/versions`)).json.versions as Array<{ versionNumber: number; userPrompt: string }>;
const balanceOf = async (client: TestClient) => (await client.get("/api/me")).json.credits.balance as number;

function doneOf(events: unknown[]) {
  const done = lastEvent(events as GenerationEvent[])!;
  expect(done.type, JSON.stringify(done).slice(0, 1500)).toBe("done");
  if (done.type !== "done") throw new Error("no version");
  return done;
}

describe("[EDITOR][COPY] with a model", () => {
  let app: TestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await openFakeModelApp({ IMPORT_RATE_LIMIT_PER_HOUR: "1000" }));
  });
  afterAll(() => close());

  it("makes no copy for an edit that changes nothing (422), and the copy with the version when one does", { timeout: 60_000 }, async () => {
    await signUp(app.client);
    const original = await importZip(app.client, { "calm/calm.php": pluginPhp({ name: "Calm" }) });
    const nothing = await generate(app.client, original, { message: "[fixture:explanation-only] mail me", editedCopy: true });
    expect(lastEvent(nothing.events as GenerationEvent[])).toMatchObject({ type: "error", status: 422, code: "no_changes" });
    expect((await pluginList(app.client)).map((p) => p.id)).toEqual([original]);

    const done = doneOf((await generate(app.client, original, { message: "[fixture:edit-one-file] bigger fields", editedCopy: true })).events);
    expect(done.plugin).toMatchObject({ name: "Calm (Edited)", originalPluginId: original, currentVersion: 2 });
    expect((await versionsOf(app.client, done.plugin.id)).map((v) => v.versionNumber)).toEqual([2, 1]);
    // The original stays as it was uploaded.
    expect(await versionsOf(app.client, original)).toHaveLength(1);
    expect((await pluginList(app.client)).map((p) => p.id).sort()).toEqual([original, done.plugin.id].sort());
  });

  it("fixes the version the original shows when it is above 1, on a new copy; a second turn continues in that copy", { timeout: 60_000 }, async () => {
    await signUp(app.client);
    const original = await importZip(app.client, BROKEN);
    // A hand edit makes version 2, still with the syntax error.
    const edit = await app.client.post(`/api/plugins/${original}/files`, {
      changes: [{ op: "write", path: "inc/helper.php", content: `${HELPER}// by hand\n` }],
      baseVersion: 1,
    });
    expect(edit.status, edit.text).toBe(200);
    const balance = await balanceOf(app.client);

    const fixed = doneOf((await generate(app.client, original, { fixVersion: 2, message: "[fixture:fix-activation]", editedCopy: true })).events);
    expect(fixed.creditsCharged).toBe(0);
    expect(fixed.plugin).toMatchObject({ name: "Boom (Edited)", originalPluginId: original, currentVersion: 2 });
    expect(fixed.version.userPrompt).toBe("Fix with AI: 1 error in boom.php");
    expect(fixed.plugin.files["boom.php"]).toContain("function boom_activate() {");
    expect(fixed.plugin.files["inc/helper.php"]).toBe(`${HELPER}// by hand\n`);
    expect(await versionsOf(app.client, original)).toHaveLength(2);
    expect(await balanceOf(app.client)).toBe(balance);

    // The original already has its copy: the next editor turn on it continues there, making no other.
    const next = doneOf((await generate(app.client, original, { message: "[fixture:delete-file] no helper", editedCopy: true })).events);
    expect(next.plugin.id).toBe(fixed.plugin.id);
    expect(next.version.versionNumber).toBe(3);
    expect((await pluginList(app.client)).filter((p) => p.originalPluginId === original)).toHaveLength(1);
    // The copy itself is edited in place.
    const inPlace = doneOf((await generate(app.client, fixed.plugin.id, { message: "[fixture:edit-one-file] again", editedCopy: true })).events);
    expect(inPlace.plugin.id).toBe(fixed.plugin.id);
  });

  it(`at the ${LIMITS.pluginsPerUser}-plugin cap refuses a turn that would make a copy (422) before charging, and creates nothing`, { timeout: 60_000 }, async () => {
    const { user } = await signUp(app.client);
    const original = await importZip(app.client, { "calm/calm.php": pluginPhp({ name: "Calm" }) });
    await app.services.db.insert(plugins).values(Array.from({ length: LIMITS.pluginsPerUser - 1 }, (_, i) => ({ userId: user.id, name: `P${i}` })));
    const balance = await balanceOf(app.client);
    const refused = await generate(app.client, original, { message: "[fixture:edit-one-file] bigger", editedCopy: true });
    expect(refused.status).toBe(422);
    expect(refused.error?.error.code).toBe("plugin_limit");
    expect(await balanceOf(app.client)).toBe(balance);
    const owned = await app.services.db.select({ id: plugins.id }).from(plugins).where(eq(plugins.userId, user.id));
    expect(owned).toHaveLength(LIMITS.pluginsPerUser);
  });
});

describe("[EDITOR][FIX] without a model", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ AI_PROVIDER: undefined, GENERATION_RATE_LIMIT_PER_MINUTE: "1000", IMPORT_RATE_LIMIT_PER_HOUR: "1000" });
    await app.services.startJobs();
  });
  afterAll(async () => {
    await app.close();
  });

  const UNGUARDED = [
    "<?php",
    "/**",
    " * Plugin Name: Echo Back",
    " */",
    "",
    // Code a direct request runs before any WordPress call (which would stop PHP: decision 0066), so the guard is missing.
    "$echo_back_started = microtime( true );",
    "add_action( 'admin_menu', 'echo_back_menu' );",
    "function echo_back_menu() {",
    "\tadd_options_page( 'Echo Back', 'Echo Back', 'manage_options', 'echo-back', 'echo_back_page' );",
    "}",
    "function echo_back_page() {",
    "\t?><input name=\"q\" value=\"<?php echo $_GET['q']; ?>\"><?php",
    "}",
    "",
  ].join("\n");

  it("adds the ABSPATH guard and escapes the echo, free, on the copy, and says what is left", { timeout: 60_000 }, async () => {
    await signUp(app.client);
    const original = await importZip(app.client, { "echo-back/echo-back.php": UNGUARDED });
    const before = (await app.client.get(`/api/plugins/${original}/versions/1/check`)).json.findings as Array<{ rule: string }>;
    expect(before.map((f) => f.rule)).toEqual(expect.arrayContaining(["wp.abspath-guard", "wp.escape-output"]));
    const balance = await balanceOf(app.client);

    const done = doneOf((await generate(app.client, original, { fixVersion: 1, editedCopy: true })).events);
    const fixedFile = done.plugin.files["echo-back.php"]!;
    expect(fixedFile).toContain("defined( 'ABSPATH' ) || exit;");
    expect(fixedFile).toContain("value=\"<?php echo esc_attr( wp_unslash( $_GET['q'] ) ); ?>\"");
    expect(done.plugin.originalPluginId).toBe(original);
    expect(done.creditsCharged).toBe(0);
    expect(await balanceOf(app.client)).toBe(balance);
    expect(done.version.userPrompt).toBe("Fix without a model: 2 findings in echo-back.php");
    expect(done.explanation).toMatch(/^Fixed 2 findings without an AI model/);
    const left = before.length - 2;
    if (left > 0) expect(done.explanation).toContain(`The other ${left} ${left === 1 ? "finding needs" : "findings need"} an AI model`);
    else expect(done.explanation).not.toContain("The other");
    const after = (await app.client.get(`/api/plugins/${done.plugin.id}/versions/2/check`)).json.findings as Array<{ rule: string }>;
    expect(after.map((f) => f.rule)).not.toContain("wp.abspath-guard");
    expect(after.map((f) => f.rule)).not.toContain("wp.escape-output");
  });

  it("words the fix's reply in Swedish for a Swedish person, and stores the person's line in English (issue #34 item 13)", { timeout: 60_000 }, async () => {
    await signUp(app.client, { language: "sv" });
    const original = await importZip(app.client, { "echo-back/echo-back.php": UNGUARDED });
    const before = (await app.client.get(`/api/plugins/${original}/versions/1/check`)).json.findings as Array<{ rule: string }>;
    const done = doneOf((await generate(app.client, original, { fixVersion: 1, editedCopy: true })).events);
    // The web words it in the person's language where it is shown (version-prompt.ts, docs/decisions/0077).
    expect(done.version.userPrompt).toBe("Fix without a model: 2 findings in echo-back.php");
    expect(done.explanation).toMatch(/^Rättade 2 fynd utan AI-modell, med exakta ändringar som kontrollerna bekräftar:\n- echo-back.php/);
    const left = before.length - 2;
    if (left > 0) expect(done.explanation).toContain(`Återstående ${left} fynd behöver en AI-modell`);
    expect(done.explanation).not.toMatch(/\b(?:Fixed|findings?|without|needs?)\b/);
  });

  it("refuses (422, saying why) when no finding has an exact fix, and makes no copy", { timeout: 60_000 }, async () => {
    await signUp(app.client);
    const original = await importZip(app.client, BROKEN);
    const refused = await generate(app.client, original, { fixVersion: 1, editedCopy: true });
    expect(refused.status).toBe(422);
    expect(refused.error?.error).toEqual({ code: "nothing_to_fix", message: FIX_MESSAGES.noModel });
    expect((await pluginList(app.client)).map((p) => p.id)).toEqual([original]);
  });
});
