import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteInstallSchema, siteListSchema } from "../../src/shared/schemas/sites";
import { sites } from "../../src/server/db/schema";
import { grantCredits } from "../../src/server/modules/credits/credits.service";
import { actionUrl, newNonce, newSiteKeyPair, signedBody } from "../../src/server/wordpress/connector/protocol";
import { type ConnectorSite, startConnectorSite } from "../support/connector-site";
import { signUp } from "../support/factories";
import { createPlugin, generate, lastEvent } from "../support/plugin-factories";
import { createTestApp, type TestApp } from "../support/test-app";
import type { TestClient } from "../support/test-client";

// Issue #37's must-show, end to end: a real WordPress (our runtime, served over HTTP on localhost) with the real
// Plugsmith Connector is paired with a code, receives version 1 and then version 2 of a generated plugin through
// the app's routes and its push job, is rolled back to version 1, and refuses a replayed push (the very body
// Plugsmith sent), an unsigned one and one signed for another site, each leaving the plugin as it was.

let app: TestApp;
let site: ConnectorSite;
/** Every body the app sent to the site, by action: observed on the way out, not changed. */
const sent: Array<{ url: string; body: string }> = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  globalThis.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (site && url.startsWith(site.url) && typeof init?.body === "string") sent.push({ url, body: init.body });
    return realFetch(input, init);
  };
  [app, site] = await Promise.all([createTestApp({ GENERATION_RATE_LIMIT_PER_MINUTE: "1000" }), startConnectorSite()]);
  app.services.sites.retryDelaysSeconds = [1, 1];
  await app.services.startJobs({ pollSeconds: 0.5 });
}, 300_000);

afterAll(async () => {
  globalThis.fetch = realFetch;
  await app?.close();
  await site?.close();
});

async function settled(client: TestClient, installId: string) {
  const until = Date.now() + 120_000;
  for (;;) {
    const install = siteInstallSchema.parse((await client.get(`/api/sites/installs/${installId}`)).json);
    if (install.state !== "queued" && install.state !== "sending") return install;
    if (Date.now() > until) throw new Error(`install still ${install.state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** POSTs a body to the site's install action as anyone on the internet could. */
async function post(body: unknown) {
  const res = await realFetch(actionUrl(site.url, "install"), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as { ok: boolean; code?: string } };
}

describe("[SITES][WORDPRESS]", () => {
  it("pairs a real WordPress, installs v1 then v2, rolls back to v1, and refuses a replayed, an unsigned and another site's push", { timeout: 600_000 }, async () => {
    const { user } = await signUp(app.client);
    await app.services.db.transaction((tx) =>
      grantCredits(tx, { userId: user.id, amount: 50, type: "test_grant", description: "test", idempotencyKey: `test:${randomUUID()}` }),
    );

    // Pairing: the code shown in Plugsmith, entered in the site's wp-admin, then "Pair".
    const added = await app.client.post("/api/sites", { url: site.url });
    expect(added.status, added.text).toBe(201);
    await site.enterCode(added.json.code);
    const paired = await app.client.post(`/api/sites/pairings/${added.json.pairingId}/pair`, { code: added.json.code });
    expect(paired.status, paired.text).toBe(201);
    const siteId = paired.json.id as string;
    const listed = siteListSchema.parse((await app.client.get("/api/sites")).json).sites[0]!;
    expect(listed).toMatchObject({ url: site.url, wordpressVersion: expect.stringMatching(/^\d+\.\d+/), phpVersion: expect.stringMatching(/^\d+\.\d+\.\d+/) });

    const pluginId = await createPlugin(app.client, "Shipped contact form");
    for (const message of ["Create a contact form with name, e-mail and message that e-mails the site administrator", "Add a phone number field to the form"]) {
      expect(lastEvent((await generate(app.client, pluginId, { message })).events)).toMatchObject({ type: "done" });
    }

    const v1 = await settled(app.client, (await app.client.post(`/api/plugins/${pluginId}/versions/1/install`, { siteId })).json.id);
    expect(v1, v1.error ?? "").toMatchObject({ state: "installed", report: { plugin: { active: true, errors: [] }, site: { url: site.url } } });
    const slug = v1.slug!;
    const afterV1 = await site.pluginState(slug);
    expect(afterV1).toMatchObject({ active: true, version: v1.report!.plugin!.version });

    const v2 = await settled(app.client, (await app.client.post(`/api/plugins/${pluginId}/versions/2/install`, { siteId })).json.id);
    expect(v2, v2.error ?? "").toMatchObject({ state: "installed", report: { plugin: { active: true, errors: [] } } });
    const afterV2 = await site.pluginState(slug);
    expect(afterV2).toMatchObject({ active: true, version: v2.report!.plugin!.version });
    expect(afterV2!.version).not.toBe(afterV1!.version);
    expect(await site.backupState(slug)).toMatchObject({ version: afterV1!.version });

    const back = await settled(app.client, (await app.client.post(`/api/sites/${siteId}/rollback`, { pluginId })).json.id);
    expect(back, back.error ?? "").toMatchObject({ kind: "rollback", state: "installed", versionNumber: 1 });
    const afterRollback = await site.pluginState(slug);
    expect(afterRollback).toEqual(afterV1);

    // The site now runs v1. Version 2's push, exactly as Plugsmith sent it, again: refused as a replay.
    const v2Push = sent.filter((s) => s.url === actionUrl(site.url, "install")).at(-1)!;
    const replayed = await post(JSON.parse(v2Push.body));
    expect(replayed.json).toMatchObject({ ok: false, code: "replayed" });
    // Unsigned: the same package with no signature, and with a fresh nonce but still no signature.
    const unsigned = await post({ payload: JSON.parse(v2Push.body).payload });
    expect(unsigned.json.ok).toBe(false);
    const fresh = { action: "install" as const, siteId, timestamp: Math.floor(Date.now() / 1000), nonce: newNonce(), slug, version: "9.9.9", zip: JSON.parse(Buffer.from(JSON.parse(v2Push.body).payload, "base64").toString("utf8")).zip as string };
    const unsignedFresh = await post({ payload: Buffer.from(JSON.stringify(fresh)).toString("base64"), signature: "" });
    expect(unsignedFresh.json).toMatchObject({ ok: false, code: "bad_signature" });
    // Signed for another site: another site's key, and this site's key naming another site.
    const other = newSiteKeyPair();
    expect((await post(signedBody({ ...fresh, nonce: newNonce() }, other.privateKeyPem))).json).toMatchObject({ ok: false, code: "bad_signature" });
    const [row] = await app.services.db.select().from(sites).where(eq(sites.id, siteId));
    const ours = app.services.sites.cipher.decrypt(row!.privateKeyEncrypted);
    expect((await post(signedBody({ ...fresh, nonce: newNonce(), siteId: randomUUID() }, ours))).json).toMatchObject({ ok: false, code: "wrong_site" });

    expect(await site.pluginState(slug)).toEqual(afterV1);
    const logged = (await site.refusals()).map((r) => r.code);
    expect(logged).toEqual(expect.arrayContaining(["replayed", "bad_signature", "wrong_site"]));
  });
});
