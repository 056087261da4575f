import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../src/shared/constants";
import type { GenerationEvent } from "../../src/shared/schemas/generation";
import { versionCheckReportSchema } from "../../src/shared/schemas/plugins";
import { FIX_MESSAGES } from "../../src/server/modules/generation/fix-turn";
import { pluginPhp } from "../fixtures/plugin-zips";
import { signUp } from "../support/factories";
import { createPlugin, generate, lastEvent } from "../support/plugin-factories";
import { type FakeModel, openFakeModelApp } from "../support/fake-model-app";
import type { TestApp } from "../support/test-app";
import type { TestClient } from "../support/test-client";

// 'Fix with AI' (issue #14): the errors of the current version's report become a turn that costs no
// credit, because it may change only the files the errors name; what the model writes elsewhere is left out.

const text = (s: string) => new TextEncoder().encode(s);
const HELPER = "<?php\ndefined( 'ABSPATH' ) || exit;\n\nfunction boom_helper_now() {\n\treturn gmdate( 'c' );\n}\n";
const BOOM = pluginPhp({ name: "Boom" }, "require_once __DIR__ . '/inc/helper.php';\nregister_activation_hook( __FILE__, 'boom_activate' );\nfunction boom_activate() {\n\tboom_missing_function();\n}");

let fake: FakeModel;
let app: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, fake, close } = await openFakeModelApp({ IMPORT_RATE_LIMIT_PER_HOUR: "1000", WP_RUNTIME: "on", WP_RUNTIME_INSTANCES: "1" }));
});
afterAll(() => close());

async function importBoom(client: TestClient, files: Record<string, string> = { "boom/boom.php": BOOM, "boom/inc/helper.php": HELPER }) {
  const form = new FormData();
  const zip = zipSync(Object.fromEntries(Object.entries(files).map(([path, content]) => [path, text(content)])));
  form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>]), "boom.zip");
  const res = await client.post("/api/plugins/import", form);
  expect(res.status, res.text).toBe(201);
  return res.json.plugin.id as string;
}

async function report(client: TestClient, id: string, version: number) {
  for (let i = 0; i < 600; i++) {
    const res = await client.get(`/api/plugins/${id}/versions/${version}/check`);
    const parsed = versionCheckReportSchema.parse(res.json);
    if (parsed.runtime.status !== "pending") return parsed;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the check never finished");
}

/** Waits for the version's static checks, which an import leaves to its check job. */
async function staticallyChecked(client: TestClient, id: string, version: number) {
  for (let i = 0; i < 300; i++) {
    const res = await client.get(`/api/plugins/${id}/versions/${version}`);
    if (res.json.checkStatus !== "pending") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the static checks never finished");
}

const balanceOf = async (client: TestClient) => (await client.get("/api/me")).json.credits.balance as number;
const ledgerOf = async (client: TestClient) => (await client.get("/api/credits/transactions")).json.transactions as Array<{ type: string }>;

describe("[GENERATION][FIX] Fix with AI", () => {
  it("fixes a fatal error on activation for 0 credits, leaves other files alone, and the fixed version passes", { timeout: 120_000 }, async () => {
    await signUp(app.client);
    const id = await importBoom(app.client);
    const failed = await report(app.client, id, 1);
    expect(failed.findings).toEqual([expect.objectContaining({ rule: "wp.runtime-fatal", file: "boom.php", line: 10 })]);
    const balance = await balanceOf(app.client);
    const ledger = await ledgerOf(app.client);

    const { events } = await generate(app.client, id, { fixVersion: 1, message: "[fixture:fix-activation]" });
    const done = lastEvent(events as GenerationEvent[])!;
    expect(done.type, JSON.stringify(done)).toBe("done");
    if (done.type !== "done") return;
    expect(done.creditsCharged).toBe(0);
    expect(done.balance).toBe(balance);
    expect(await balanceOf(app.client)).toBe(balance);
    expect(await ledgerOf(app.client)).toHaveLength(ledger.length);
    expect(done.version.userPrompt).toBe("Fix with AI: 1 error in boom.php");
    expect(done.explanation).toContain("these changes were left out: inc/helper.php");
    expect(done.plugin.files["boom.php"]).toContain("boom_helper_now()");
    expect(done.plugin.files["inc/helper.php"]).toBe(HELPER);
    // The model was told the errors and the one file it may change.
    const prompt = JSON.stringify(fake.requests.at(-1) ?? "");
    expect(prompt).toContain("Change only these files: boom.php");
    expect(prompt).toContain("Call to undefined function boom_missing_function()");

    const fixed = await report(app.client, id, 2);
    expect(fixed).toMatchObject({ status: "passed", findings: [] });
  });

  it("refuses an earlier version (409), a version without errors (422) and another person's plugin (404), charging nothing", { timeout: 120_000 }, async () => {
    await signUp(app.client);
    const clean = await importBoom(app.client, { "calm/calm.php": pluginPhp({ name: "Calm" }) });
    await report(app.client, clean, 1);
    const balance = await balanceOf(app.client);
    const nothing = await app.client.post(`/api/plugins/${clean}/generate`, { fixVersion: 1 });
    expect(nothing.status).toBe(422);
    expect(nothing.json.error).toEqual({ code: "nothing_to_fix", message: FIX_MESSAGES.nothingToFix });
    expect((await app.client.post(`/api/plugins/${clean}/generate`, { fixVersion: 2 })).status).toBe(409);
    const other = app.newClient();
    await signUp(other);
    expect((await other.post(`/api/plugins/${clean}/generate`, { fixVersion: 1 })).status).toBe(404);
    expect(await balanceOf(app.client)).toBe(balance);
  });

  it("refuses a version whose only error is an unmet requirement (422: its code cannot fix it), asking the model nothing and charging nothing", { timeout: 120_000 }, async () => {
    await signUp(app.client);
    const needsNewer = pluginPhp({ name: "Needs Newer" }).replace(" * Plugin Name: Needs Newer", " * Plugin Name: Needs Newer\n * Requires at least: 99.0");
    const id = await importBoom(app.client, { "needs-newer/needs-newer.php": needsNewer });
    const checked = await report(app.client, id, 1);
    expect(checked.findings).toEqual([expect.objectContaining({ rule: "wp.requires-wordpress", severity: "error" })]);
    const balance = await balanceOf(app.client);
    const asked = fake.requests.length;
    const refused = await app.client.post(`/api/plugins/${id}/generate`, { fixVersion: 1 });
    expect(refused.status).toBe(422);
    expect(refused.json.error).toEqual({ code: "requirement_not_fixable", message: FIX_MESSAGES.requirement });
    expect(fake.requests.length).toBe(asked);
    expect(await balanceOf(app.client)).toBe(balance);
  });

  it(`allows ${LIMITS.freeFixesPerDay} free fixes a day per person, then answers 429`, { timeout: 120_000 }, async () => {
    await signUp(app.client);
    // A syntax error fails the version in its static check (the first step of its check job); the
    // runtime need not have run for a fix to start.
    const id = await importBoom(app.client, { "boom/boom.php": BOOM.replace("function boom_activate() {", "function boom_activate( {"), "boom/inc/helper.php": HELPER });
    await staticallyChecked(app.client, id, 1);
    for (let i = 0; i < LIMITS.freeFixesPerDay; i++) {
      // The model only touches a file without errors: nothing is saved, and the fix still counts.
      const { events } = await generate(app.client, id, { fixVersion: 1, message: "[fixture:fix-outside-scope]" });
      const last = lastEvent(events as GenerationEvent[]);
      expect(last, JSON.stringify(last).slice(0, 1500)).toMatchObject({ type: "error", code: "no_changes" });
      // Not a byte of the helper it wrote reached the person.
      expect((events as GenerationEvent[]).filter((e) => e.type !== "start" && e.type !== "error")).toEqual([]);
    }
    const refused = await app.client.post(`/api/plugins/${id}/generate`, { fixVersion: 1 });
    expect(refused.status).toBe(429);
    expect(refused.json.error.message).toBe(FIX_MESSAGES.limit);
    expect((await app.client.get(`/api/plugins/${id}/versions`)).json.versions).toHaveLength(1);
  });
});

describe("[GENERATION][FIX] a fix sends nothing outside its scope (decision 0055)", () => {
  it("streams none of a whole new plugin the model wrote instead, none of its explanation, and charges nothing", { timeout: 120_000 }, async () => {
    await signUp(app.client);
    const id = await importBoom(app.client, { "boom/boom.php": BOOM.replace("function boom_activate() {", "function boom_activate( {"), "boom/inc/helper.php": HELPER });
    await staticallyChecked(app.client, id, 1);
    const balance = await balanceOf(app.client);
    const ledger = await ledgerOf(app.client);
    const requestsBefore = fake.requests.length;
    // The model answers the fix with first-turn: another plugin's three files and its explanation.
    const { events } = await generate(app.client, id, { fixVersion: 1, message: "[fixture:first-turn]" });
    expect(fake.requests.length).toBe(requestsBefore + 1);
    const sent = (events as GenerationEvent[]).filter((e) => e.type !== "start");
    expect(sent).toHaveLength(1);
    const end = sent[0]!;
    expect(end).toMatchObject({ type: "error", status: 422, code: "no_changes" });
    // Only the paths left out are named; nothing the model wrote reaches the person.
    expect(end.type === "error" && end.message).toContain("quick-contact-form/quick-contact-form.php");
    expect(end.type === "error" && end.message).not.toMatch(/Quick Contact Form|contact form/);
    expect(await balanceOf(app.client)).toBe(balance);
    expect(await ledgerOf(app.client)).toHaveLength(ledger.length);
    expect((await app.client.get(`/api/plugins/${id}/versions`)).json.versions).toHaveLength(1);
  });
});

describe("[GENERATION][REPAIR] automatic repair with an AI provider", () => {
  it("repairs a generated version that fails activation once, free: the turn ends with the passing version", { timeout: 150_000 }, async () => {
    await signUp(app.client);
    const id = await createPlugin(app.client);
    const balance = await balanceOf(app.client);
    const { events } = await generate(app.client, id, { message: "[fixture:activation-fatal] Remember the first activation" });
    const done = lastEvent(events as GenerationEvent[])!;
    expect(done.type, JSON.stringify(done).slice(0, 1500)).toBe("done");
    if (done.type !== "done") return;
    const checks = (events as GenerationEvent[]).filter((e) => e.type === "check");
    expect(checks).toEqual([{ type: "check", stage: "checking" }, { type: "check", stage: "repairing", errors: 1 }]);
    // One credit for the turn, none for the repair.
    expect(done.creditsCharged).toBe(1);
    expect(await balanceOf(app.client)).toBe(balance - 1);
    expect((await ledgerOf(app.client)).filter((t) => t.type === "generation")).toHaveLength(1);
    expect(done.repairOf?.versionNumber).toBe(1);
    expect(done.version).toMatchObject({ versionNumber: 2, userPrompt: "" });
    expect(done.explanation).toMatch(/^WordPress found an error when it checked version 1, so I repaired it automatically, at no extra credit\./);
    expect(done.plugin.files["visit-stamp/visit-stamp.php"]).toContain("function visit_stamp_now()");
    // The model was told what broke.
    expect(JSON.stringify(fake.requests.at(-1))).toContain("Call to undefined function visit_stamp_now()");

    expect((await report(app.client, id, 1)).findings).toEqual([expect.objectContaining({ rule: "wp.runtime-fatal" })]);
    expect(await report(app.client, id, 2)).toMatchObject({ status: "passed", findings: [] });
  });

  it("leaves a version that passes alone, and keeps the generated version when the repair changes nothing", { timeout: 150_000 }, async () => {
    await signUp(app.client);
    const clean = await createPlugin(app.client);
    const first = await generate(app.client, clean, { message: "[fixture:first-turn] a contact form" });
    const done = lastEvent(first.events as GenerationEvent[])!;
    expect(done).toMatchObject({ type: "done", version: { versionNumber: 1 } });
    expect(done).not.toHaveProperty("repairOf");
    expect((first.events as GenerationEvent[]).filter((e) => e.type === "check")).toEqual([{ type: "check", stage: "checking" }]);

    // A syntax error: the fake answers the repair (no fixture of its own) with first-turn, another
    // plugin's files, which a fix may not write. Nothing is saved for it; version 1 stays, still paid once.
    const broken = await createPlugin(app.client);
    const balance = await balanceOf(app.client);
    const { events } = await generate(app.client, broken, { message: "[fixture:syntax-error] a broken plugin" });
    const last = lastEvent(events as GenerationEvent[])!;
    expect(last, JSON.stringify(last).slice(0, 1500)).toMatchObject({ type: "done", version: { versionNumber: 1 }, creditsCharged: 1 });
    expect(last).not.toHaveProperty("repairOf");
    expect((events as GenerationEvent[]).filter((e) => e.type === "check")).toEqual([
      { type: "check", stage: "checking" },
      { type: "check", stage: "repairing", errors: 1 },
    ]);
    expect(await balanceOf(app.client)).toBe(balance - 1);
    expect((await app.client.get(`/api/plugins/${broken}/versions`)).json.versions).toHaveLength(1);
  });
});
