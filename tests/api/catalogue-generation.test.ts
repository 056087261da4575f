import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDITS } from "../../src/shared/constants";
import { settledReport } from "../support/check-report";
import { signUp } from "../support/factories";
import { createPlugin, generate, lastEvent } from "../support/plugin-factories";
import { createTestApp, type TestApp } from "../support/test-app";
import type { TestClient } from "../support/test-client";
import { testDatabaseKind } from "../support/test-database-setup";

// Issue #33's Must-show through the real app, database and job runner, with the offline generator (no model
// configured): the five everyday requests are built and charged, each with the mechanism it asked for, and each
// saved version activates clean in WordPress (one runtime worker: one WordPress install for all five checks);
// an impossible request and a follow-up it cannot make are declined free; a follow-up parameter change is made.
// It runs in the PGlite stage only: its cost is WordPress's, and the charge and the free decline it reads go
// through the same code as generation.test.ts, which runs on both databases.
const onPglite = testDatabaseKind() === "pglite";

const MUST_SHOW: ReadonlyArray<readonly [string, string, string, RegExp]> = [
  ["Disable XML-RPC on my site", "Disable XML-RPC", "includes/disable-xmlrpc.php", /add_filter\( 'xmlrpc_methods', 'ps_disable_xml_rpc_xmlrpc_methods' \);/],
  ["Hide the admin bar for subscribers", "Hide Admin Bar for Subscribers", "includes/hide-admin-bar.php", /add_filter\( 'show_admin_bar'[\s\S]*return array\( 'subscriber' \);|return array\( 'subscriber' \);[\s\S]*add_filter\( 'show_admin_bar'/],
  ["Allow administrators to upload SVG files", "Safe SVG Uploads for Administrators", "includes/allow-svg-uploads.php", /\$mimes\['svg'\] = 'image\/svg\+xml';[\s\S]*add_filter\( 'wp_handle_upload_prefilter'/],
  ["Redirect 404 pages to the home page", "Redirect 404 to Home Page", "includes/redirect-404.php", /is_404\(\)[\s\S]*wp_safe_redirect\( home_url\( '\/' \), 301 \);/],
  ["E-mail the site admin when a new user registers", "New User Registration E-mail", "includes/email-admin-new-user.php", /add_action\( 'user_register'[\s\S]*wp_mail\(/],
];

const balanceOf = async (client: TestClient) => (await client.get("/api/me")).json.credits.balance as number;
const ledgerOf = async (client: TestClient) => (await client.get("/api/credits/transactions")).json.transactions as unknown[];
const pluginOf = async (client: TestClient, id: string) =>
  (await client.get(`/api/plugins/${id}`)).json as { name: string; currentVersion: number; files: Record<string, string> };

describe.runIf(onPglite)("[GENERATION][CATALOGUE] everyday requests built by the offline generator", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ GENERATION_RATE_LIMIT_PER_MINUTE: "1000", WP_RUNTIME: "on", WP_RUNTIME_INSTANCES: "1" });
    await app.services.startJobs();
  });
  afterAll(() => app.close());

  it("builds and charges the five Must-show requests with their mechanism, and each activates clean in WordPress", { timeout: 300_000 }, async () => {
    await signUp(app.client);
    const built: string[] = [];
    for (const [message, name, file, mechanism] of MUST_SHOW) {
      const id = await createPlugin(app.client);
      const turn = await generate(app.client, id, { message });
      expect(turn.status, message).toBe(200);
      const done = lastEvent(turn.events) as { type: string; creditsCharged: number; plugin: { name: string } };
      expect(done, message).toMatchObject({ type: "done", creditsCharged: CREDITS.generationCost, plugin: { name } });
      const plugin = await pluginOf(app.client, id);
      const path = Object.keys(plugin.files).find((candidate) => candidate.endsWith(`/${file}`));
      expect(path, message).toBeDefined();
      expect(plugin.files[path!], message).toMatch(mechanism);
      built.push(id);
    }
    expect(await balanceOf(app.client)).toBe(CREDITS.signUpBonus - MUST_SHOW.length * CREDITS.generationCost);
    for (const [index, id] of built.entries()) {
      const report = await settledReport(app.client, id, 1, 240_000);
      expect(report.findings, MUST_SHOW[index]![0]).toEqual([]);
      expect(report, MUST_SHOW[index]![0]).toMatchObject({ status: "passed", runtime: { status: "passed" } });
    }
  });

  it("declines an impossible request and a follow-up it cannot make for free, and makes a follow-up's parameter change", async () => {
    await signUp(app.client);
    const impossible = await createPlugin(app.client);
    const before = { balance: await balanceOf(app.client), ledger: await ledgerOf(app.client) };
    const quiz = await generate(app.client, impossible, { message: "A quiz with ten questions and a score at the end" });
    expect(quiz.status).toBe(422);
    expect(quiz.error?.error.code).toBe("cannot_build");
    expect(await balanceOf(app.client)).toBe(before.balance);
    expect(await ledgerOf(app.client)).toEqual(before.ledger);

    const id = await createPlugin(app.client);
    expect((await generate(app.client, id, { message: "Hide the admin bar for subscribers" })).status).toBe(200);
    const charged = await balanceOf(app.client);
    expect(charged).toBe(before.balance - CREDITS.generationCost);

    const purple = await generate(app.client, id, { message: "make the login page purple" });
    expect(purple.status).toBe(422);
    expect(purple.error?.error.message).toMatch(/^Nothing was changed in "Hide Admin Bar for Subscribers" and no credit was used\./);
    expect(await balanceOf(app.client)).toBe(charged);
    expect((await pluginOf(app.client, id)).currentVersion).toBe(1);

    const editors = await generate(app.client, id, { message: "also hide it for editors" });
    expect(editors.status).toBe(200);
    expect(lastEvent(editors.events)).toMatchObject({ type: "done", creditsCharged: CREDITS.generationCost });
    const plugin = await pluginOf(app.client, id);
    expect(plugin.currentVersion).toBe(2);
    const task = Object.entries(plugin.files).find(([path]) => path.endsWith("/includes/hide-admin-bar.php"))![1];
    expect(task).toContain("return array( 'editor', 'subscriber' );");
  });
});
