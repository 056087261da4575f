import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { CREDITS } from "../../src/shared/constants";
import { SITES, siteInstallSchema, siteListSchema } from "../../src/shared/schemas/sites";
import { siteInstalls, sitePairingCodes, sites } from "../../src/server/db/schema";
import { newSiteKeyPair, signedBody } from "../../src/server/wordpress/connector/protocol";
import { grantCredits } from "../../src/server/modules/credits/credits.service";
import type { KeyedTurns } from "../../src/server/lib/keyed-turns";
import { packageTooLarge } from "../../src/server/modules/sites/sites.service";
import { signUp } from "../support/factories";
import { createPlugin, generate, lastEvent, setBalanceDown } from "../support/plugin-factories";
import { useSharedTestApp } from "../support/test-app";
import type { TestClient } from "../support/test-client";
import { type FakeConnectorSite, startFakeConnectorSite } from "../fakes/connector-site";

// Ship to my site (issue #37) through createApp against a real database and a fake connector (tests/fakes/connector-site.ts)
// that checks signatures, nonces, timestamps and the code as the real one does.

const testApp = useSharedTestApp({ GENERATION_RATE_LIMIT_PER_MINUTE: "1000" });
type App = ReturnType<typeof testApp>;

const fakes: FakeConnectorSite[] = [];
afterEach(async () => {
  while (fakes.length) await fakes.pop()!.close();
});
async function fakeSite(name?: string) {
  const site = await startFakeConnectorSite({ name });
  fakes.push(site);
  return site;
}

/** Add a site, enter the code on it, pair: the flow of Settings → Sites. */
async function pair(client: TestClient, site: FakeConnectorSite) {
  const added = await client.post("/api/sites", { url: site.url });
  expect(added.status, added.text).toBe(201);
  site.enterCode(added.json.code);
  const paired = await client.post(`/api/sites/pairings/${added.json.pairingId}/pair`, { code: added.json.code });
  expect(paired.status, paired.text).toBe(201);
  return paired.json.id as string;
}

/** A plugin with `versions` versions made by the offline generator. */
async function pluginWithVersions(client: TestClient, versions: number) {
  const pluginId = await createPlugin(client, "Shipped plugin");
  for (let i = 0; i < versions; i++) {
    const turn = await generate(client, pluginId, { message: i === 0 ? "Create a contact form with name, e-mail and message that e-mails the site administrator" : "Add a phone number field to the form" });
    expect(lastEvent(turn.events)).toMatchObject({ type: "done" });
  }
  return pluginId;
}

/** Credits bought, as a pack would grant them. */
async function topUp(app: App, userId: string, amount = 50) {
  await app.services.db.transaction((tx) =>
    grantCredits(tx, { userId, amount, type: "test_grant", description: "test", idempotencyKey: `test:${randomUUID()}` }),
  );
}

const balanceOf = async (client: TestClient) => (await client.get("/api/me")).json.credits.balance as number;

async function settled(client: TestClient, installId: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(`/api/sites/installs/${installId}`);
    expect(res.status, res.text).toBe(200);
    const install = siteInstallSchema.parse(res.json);
    if (install.state !== "queued" && install.state !== "sending") return install;
    if (Date.now() > until) throw new Error(`install still ${install.state}: ${install.error}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Jobs running, a person with bought credits, a plugin with `versions` saved versions and a paired fake site. */
async function pairedWithPlugin(versions = 1) {
  const app = testApp();
  await withJobs(app);
  const { user } = await signUp(app.client);
  await topUp(app, user.id);
  const pluginId = await pluginWithVersions(app.client, versions);
  const site = await fakeSite();
  const siteId = await pair(app.client, site);
  return { app, pluginId, site, siteId };
}

async function withJobs(app: App) {
  app.services.sites.retryDelaysSeconds = [1, 1];
  await app.services.startJobs({ pollSeconds: 0.5 });
}

describe("[SITES][PAIRING]", () => {
  it("pairs with the one-time code, keeps the private key encrypted, and refuses a wrong, used or expired code", async () => {
    const app = testApp();
    await signUp(app.client);
    const site = await fakeSite("Client A");
    const added = await app.client.post("/api/sites", { url: `${site.url}/` });
    expect(added.status, added.text).toBe(201);
    expect(added.json.url).toBe(site.url);
    expect(added.json.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const [stored] = await app.services.db.select().from(sitePairingCodes).where(eq(sitePairingCodes.id, added.json.pairingId));
    expect(JSON.stringify(stored)).not.toContain(added.json.code.replace(/-/g, ""));

    const wrong = await app.client.post(`/api/sites/pairings/${added.json.pairingId}/pair`, { code: "AAAA-BBBB-CCCC" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.code).toBe("bad_code");
    // The person entered another code on the site: the site refuses, nothing is paired, the code is still usable.
    site.enterCode("ZZZZ-ZZZZ-ZZZZ");
    const refused = await app.client.post(`/api/sites/pairings/${added.json.pairingId}/pair`, { code: added.json.code });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json.error.code).toBe("site_bad_code");
    expect(site.paired()).toBeNull();

    site.enterCode(added.json.code.toLowerCase());
    const paired = await app.client.post(`/api/sites/pairings/${added.json.pairingId}/pair`, { code: added.json.code });
    expect(paired.status, paired.text).toBe(201);
    expect(paired.json).toMatchObject({ id: added.json.pairingId, name: "Client A", url: site.url, wordpressVersion: "6.8.1", phpVersion: "8.3.9" });
    expect(site.paired()?.siteId).toBe(added.json.pairingId);
    const [row] = await app.services.db.select().from(sites).where(eq(sites.id, added.json.pairingId));
    expect(row!.privateKeyEncrypted).not.toContain("PRIVATE KEY");
    expect(app.services.sites.cipher.decrypt(row!.privateKeyEncrypted)).toContain("PRIVATE KEY");

    const reused = await app.client.post(`/api/sites/pairings/${added.json.pairingId}/pair`, { code: added.json.code });
    expect(reused.status).toBe(400);
    expect(reused.json.error.code).toBe("code_used");

    const other = await fakeSite();
    const late = await app.client.post("/api/sites", { url: other.url });
    other.enterCode(late.json.code);
    await app.services.db.update(sitePairingCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sitePairingCodes.id, late.json.pairingId));
    const expired = await app.client.post(`/api/sites/pairings/${late.json.pairingId}/pair`, { code: late.json.code });
    expect(expired.status).toBe(400);
    expect(expired.json.error.code).toBe("code_expired");
    expect(other.paired()).toBeNull();

    const list = siteListSchema.parse((await app.client.get("/api/sites")).json);
    expect(list.sites.map((s) => s.name)).toEqual(["Client A"]);
    expect(list.sites[0]!.lastContactAt).not.toBeNull();
  });

  it("checks the address: https unless localhost in development and tests, no credentials, no second pairing of one site", async () => {
    const app = testApp();
    await signUp(app.client);
    for (const url of ["http://example.com", "ftp://example.com", "https://user:pw@example.com", "not a url", "https://example.com/?a=1"]) {
      const res = await app.client.post("/api/sites", { url });
      expect(res.status, url).toBe(400);
      expect(res.json.error.code).toBe("invalid_url");
    }
    expect((await app.client.post("/api/sites", { url: "https://client.example/wp" })).json.url).toBe("https://client.example/wp");
    const site = await fakeSite();
    await pair(app.client, site);
    const again = await app.client.post("/api/sites", { url: site.url });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe("already_paired");
  });

  it("keeps at most SITES.pendingCodesPerAccount open codes", async () => {
    const app = testApp();
    await signUp(app.client);
    for (let i = 0; i < SITES.pendingCodesPerAccount; i++) {
      expect((await app.client.post("/api/sites", { url: `https://site-${i}.example` })).status).toBe(201);
    }
    const refused = await app.client.post("/api/sites", { url: "https://one-more.example" });
    expect(refused.status).toBe(429);
    expect(refused.json.error.code).toBe("too_many_codes");
  });

  it("refuses the 21st site, also when two pairings race for the 20th place", async () => {
    const app = testApp();
    const { user } = await signUp(app.client);
    const keys = newSiteKeyPair();
    await app.services.db.insert(sites).values(
      Array.from({ length: SITES.perAccount - 1 }, (_, i) => ({
        id: randomUUID(),
        userId: user.id,
        name: `Site ${i}`,
        url: `https://site-${i}.example`,
        publicKey: keys.publicKey,
        privateKeyEncrypted: app.services.sites.cipher.encrypt(keys.privateKeyPem),
      })),
    );
    const [a, b] = [await fakeSite("A"), await fakeSite("B")];
    const codes = [];
    for (const site of [a, b]) {
      const added = await app.client.post("/api/sites", { url: site.url });
      expect(added.status).toBe(201);
      site.enterCode(added.json.code);
      codes.push(added.json);
    }
    // Both sites answer at the same moment, once both were asked: the two pairings' last steps overlap. One process
    // asks one site at a time per account, so the two calls come from two processes (each with its own turns).
    const turns = app.services.sites.pairing;
    app.services.sites.pairing = { run: (_key: string, task: () => Promise<unknown>) => task() } as unknown as KeyedTurns;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    a.gate = gate;
    b.gate = gate;
    const pairing = codes.map((c) => app.client.post(`/api/sites/pairings/${c.pairingId}/pair`, { code: c.code }));
    await expect.poll(() => a.received.length + b.received.length).toBe(2);
    release();
    const results = await Promise.all(pairing);
    app.services.sites.pairing = turns;
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.json.error.code).toBe("too_many_sites");
    // The site that said yes but was not kept was told to forget the key: it holds no pairing nobody can use.
    const kept = results.findIndex((r) => r.status === 201);
    expect([a, b][kept]!.paired()).not.toBeNull();
    expect([a, b][1 - kept]!.paired()).toBeNull();
    expect([a, b][1 - kept]!.received.map((r) => r.action)).toEqual(["pair", "unpair"]);
    expect((await app.client.get("/api/sites")).json.sites).toHaveLength(SITES.perAccount);
    const full = await app.client.post("/api/sites", { url: "https://twenty-first.example" });
    expect(full.status).toBe(409);
    expect(full.json.error.code).toBe("too_many_sites");
  });
});

describe("[SITES][PAIR_CALLS]", () => {
  it(`asks sites to pair one at a time per account, at most ${SITES.pairCallsPerMinute} times a minute (429 past either, no call made)`, async () => {
    const app = testApp();
    await signUp(app.client);
    const site = await fakeSite();
    const added = await app.client.post("/api/sites", { url: site.url });
    site.enterCode(added.json.code);
    const pair = () => app.client.post(`/api/sites/pairings/${added.json.pairingId}/pair`, { code: added.json.code });
    // One call out at a time: a second while the site has not answered is refused without calling it.
    let release!: () => void;
    site.gate = new Promise<void>((resolve) => (release = resolve));
    site.mode = "refuse";
    const first = pair();
    await expect.poll(() => site.received.length).toBe(1);
    const second = await pair();
    expect(second.status).toBe(429);
    expect(second.json.error.code).toBe("rate_limited");
    release();
    expect((await first).json.error.code).toBe("site_not_ours");
    site.gate = null;
    // The correct code asked again and again: the site is called SITES.pairCallsPerMinute times in the minute, no more.
    const statuses = [];
    for (let i = 0; i < SITES.pairCallsPerMinute + 2; i++) statuses.push((await pair()).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(site.received).toHaveLength(SITES.pairCallsPerMinute);
  });
});

describe("[SITES][PUSH]", () => {
  it("installs version 1 for a download's price, again for free, version 2 for the price, rolls back for free; a download of a paid version is free", async () => {
    const { app, pluginId, site, siteId } = await pairedWithPlugin(2);
    const start = await balanceOf(app.client);

    const first = await app.client.post(`/api/plugins/${pluginId}/versions/1/install`, { siteId });
    expect(first.status, first.text).toBe(202);
    expect(first.json.state).toBe("queued");
    const v1 = await settled(app.client, first.json.id);
    expect(v1).toMatchObject({ state: "installed", creditsCharged: CREDITS.downloadCost, refunded: false });
    expect(v1.report?.plugin).toMatchObject({ active: true, errors: [] });
    expect(v1.report?.site).toMatchObject({ wordpressVersion: "6.8.1" });
    expect(await balanceOf(app.client)).toBe(start - CREDITS.downloadCost);
    const slug = v1.slug!;
    expect(site.plugins.get(slug)?.version).toBe(v1.report!.plugin!.version);

    const again = await settled(app.client, (await app.client.post(`/api/plugins/${pluginId}/versions/1/install`, { siteId })).json.id);
    expect(again).toMatchObject({ state: "installed", creditsCharged: 0 });
    const download = await app.client.request(`/api/plugins/${pluginId}/download`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ version: 1 }) });
    expect(download.status).toBe(200);
    expect(download.headers.get("x-credits-charged")).toBe("0");
    expect(await balanceOf(app.client)).toBe(start - CREDITS.downloadCost);

    const v2 = await settled(app.client, (await app.client.post(`/api/plugins/${pluginId}/versions/2/install`, { siteId })).json.id);
    expect(v2).toMatchObject({ state: "installed", creditsCharged: CREDITS.downloadCost });
    expect(await balanceOf(app.client)).toBe(start - 2 * CREDITS.downloadCost);
    const listed = siteListSchema.parse((await app.client.get("/api/sites")).json).sites[0]!;
    expect(listed.plugins).toEqual([expect.objectContaining({ pluginId, versionNumber: 2, canRollBack: true, active: true })]);

    const rollback = await app.client.post(`/api/sites/${siteId}/rollback`, { pluginId });
    expect(rollback.status, rollback.text).toBe(202);
    const back = await settled(app.client, rollback.json.id);
    expect(back).toMatchObject({ kind: "rollback", state: "installed", versionNumber: 1, creditsCharged: 0 });
    expect(site.plugins.get(slug)?.version).toBe(v1.report!.plugin!.version);
    expect(await balanceOf(app.client)).toBe(start - 2 * CREDITS.downloadCost);
    const after = siteListSchema.parse((await app.client.get("/api/sites")).json).sites[0]!;
    expect(after.plugins[0]).toMatchObject({ versionNumber: 1, canRollBack: false });
    const twice = await app.client.post(`/api/sites/${siteId}/rollback`, { pluginId });
    expect(twice.status).toBe(409);
  });

  it("charges nothing when the site never answers (unreachable after its tries), redirects, answers too much or refuses before the package leaves; keeps the charge once the package left", async () => {
    const app = testApp();
    await withJobs(app);
    app.services.sites.client.timeoutMs = 400;
    try {
      await signUp(app.client);
      const pluginId = await pluginWithVersions(app.client, 1);
      const start = await balanceOf(app.client);
      for (const mode of ["silent", "redirect", "huge", "refuse"] as const) {
        const site = await fakeSite(mode);
        const siteId = await pair(app.client, site);
        site.mode = mode;
        const res = await app.client.post(`/api/plugins/${pluginId}/versions/1/install`, { siteId });
        expect(res.status, res.text).toBe(202);
        const done = await settled(app.client, res.json.id);
        expect(done.state, mode).toBe(mode === "silent" ? "unreachable" : "failed");
        expect(done.creditsCharged, mode).toBe(0);
        expect(done.refunded, mode).toBe(true);
        if (mode === "silent") expect(done.error).toMatch(/did not answer/);
        if (mode === "redirect") expect(done.error).toMatch(/redirect/);
        if (mode === "huge") expect(done.error).toMatch(/larger than/);
        if (mode === "refuse") expect(done.error).toMatch(/refused \(not_ours\)/);
        // The package never left: the signed status call before it failed (on each try when silent).
        expect(site.received.filter((r) => r.action === "install"), mode).toHaveLength(0);
        expect(site.received.filter((r) => r.action === "status"), mode).toHaveLength(mode === "silent" ? SITES.pushAttempts : 1);
        expect(await balanceOf(app.client), mode).toBe(start);
      }
      // A site that answers but refuses the install after reading the package keeps the charge: it had the ZIP.
      const keeper = await fakeSite("refuse-install");
      const keeperId = await pair(app.client, keeper);
      keeper.mode = "refuse-install";
      const kept = await settled(app.client, (await app.client.post(`/api/plugins/${pluginId}/versions/1/install`, { siteId: keeperId })).json.id);
      expect(kept).toMatchObject({ state: "failed", creditsCharged: CREDITS.downloadCost, refunded: false });
      expect(kept.error).toMatch(/package was sent/);
      expect(keeper.received.filter((r) => r.action === "install")).toHaveLength(1);
      expect(await balanceOf(app.client)).toBe(start - CREDITS.downloadCost);
      // That version is paid (the push whose package left kept its charge): its download is free.
      const download = await app.client.request(`/api/plugins/${pluginId}/download`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ version: 1 }) });
      expect(download.status).toBe(200);
      expect(download.headers.get("x-credits-charged")).toBe("0");
    } finally {
      app.services.sites.client.timeoutMs = SITES.timeoutMs;
    }
  });

  it("charges a version once when it is downloaded while its install is on the way: the push gives its charge back", async () => {
    const { app, pluginId, site, siteId } = await pairedWithPlugin();
    site.installDelayMs = 2_000;
    const start = await balanceOf(app.client);
    const queued = await app.client.post(`/api/plugins/${pluginId}/versions/1/install`, { siteId });
    expect(queued.status, queued.text).toBe(202);
    // The package is on its way (the install call arrived and is held): the download sees no ended push and is charged.
    const until = Date.now() + 15_000;
    while (!site.received.some((r) => r.action === "install")) {
      if (Date.now() > until) throw new Error("the install never arrived");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const download = await app.client.request(`/api/plugins/${pluginId}/download`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ version: 1 }) });
    expect(download.status).toBe(200);
    expect(download.headers.get("x-credits-charged")).toBe(String(CREDITS.downloadCost));
    const done = await settled(app.client, queued.json.id);
    expect(done).toMatchObject({ state: "installed", creditsCharged: 0, refunded: true });
    expect(await balanceOf(app.client)).toBe(start - CREDITS.downloadCost);
    const ledger = (await app.client.get("/api/credits/transactions")).json;
    expect(JSON.stringify(ledger)).toContain("downloaded while it was being installed");
  });

  it("sends no package larger than the site's PHP reads (its post_max_size): the push fails before it, charged nothing", async () => {
    const { app, pluginId, site, siteId } = await pairedWithPlugin();
    site.maxBodyBytes = 4096;
    const start = await balanceOf(app.client);
    const done = await settled(app.client, (await app.client.post(`/api/plugins/${pluginId}/versions/1/install`, { siteId })).json.id);
    expect(done).toMatchObject({ state: "failed", creditsCharged: 0, refunded: true });
    expect(done.error).toMatch(/post_max_size/);
    expect(site.received.map((r) => r.action)).toEqual(["pair", "status"]);
    expect(await balanceOf(app.client)).toBe(start);
    // 8 MB, PHP's own default: a 4 MB ZIP fits, a 5 MB one does not (its body is about 1.8 times the ZIP).
    expect(packageTooLarge(4 * 1024 * 1024, 8 * 1024 * 1024)).toBeNull();
    expect(packageTooLarge(5 * 1024 * 1024, 8 * 1024 * 1024)).toMatch(/up to 8\.0 MB .* needs 8\.9 MB/);
    expect(packageTooLarge(5 * 1024 * 1024, 0)).toBeNull();
  });

  it("queues one push per site and version, refuses a short balance before queueing, and refuses an unreachable pairing", async () => {
    const app = testApp();
    const { user } = await signUp(app.client);
    const site = await fakeSite();
    const siteId = await pair(app.client, site);
    const pluginId = await pluginWithVersions(app.client, 1);
    const a = await app.client.post(`/api/plugins/${pluginId}/versions/1/install`, { siteId });
    const b = await app.client.post(`/api/plugins/${pluginId}/versions/1/install`, { siteId });
    expect(a.status).toBe(202);
    expect(b.json.id).toBe(a.json.id);
    expect(await app.services.db.select().from(siteInstalls).where(eq(siteInstalls.siteId, siteId))).toHaveLength(1);

    const pluginB = await pluginWithVersions(app.client, 1);
    await setBalanceDown(app.services, user.id, 0);
    const short = await app.client.post(`/api/plugins/${pluginB}/versions/1/install`, { siteId });
    expect(short.status).toBe(402);
    expect(await app.services.db.select().from(siteInstalls).where(eq(siteInstalls.pluginId, pluginB))).toHaveLength(0);

    app.services.sites.client.timeoutMs = 300;
    try {
      const silent = await fakeSite();
      silent.mode = "silent";
      const added = await app.client.post("/api/sites", { url: silent.url });
      const res = await app.client.post(`/api/sites/pairings/${added.json.pairingId}/pair`, { code: added.json.code });
      expect(res.status).toBe(502);
      expect(res.json.error.code).toBe("site_unreachable");
    } finally {
      app.services.sites.client.timeoutMs = SITES.timeoutMs;
    }
  });
});

describe("[SITES][SERIAL]", () => {
  it("sends one push at a time to a site: two versions queued together both arrive, one after the other", async () => {
    const { app, pluginId, site, siteId } = await pairedWithPlugin(2);
    // Long enough for another worker to pick the second push up (it polls every 0.5 s) while the first is on its way.
    site.installDelayMs = 1500;
    const queued = await Promise.all([1, 2].map((n) => app.client.post(`/api/plugins/${pluginId}/versions/${n}/install`, { siteId })));
    const done = await Promise.all(queued.map((q) => settled(app.client, q.json.id)));
    expect(done.map((d) => d.state)).toEqual(["installed", "installed"]);
    expect(site.received.filter((r) => r.action === "install")).toHaveLength(2);
    expect(site.maxConcurrent).toBe(1);
  });
});

describe("[SITES][BOUNDS]", () => {
  it("keeps at most SITES.waitingPerAccount pushes waiting per account", async () => {
    const app = testApp();
    const { user } = await signUp(app.client);
    await topUp(app, user.id);
    const keys = newSiteKeyPair();
    const ids = Array.from({ length: 11 }, () => randomUUID());
    // Sites that never answer: should another test's job runner send these pushes, they stay waiting while this test counts.
    const silent = await fakeSite();
    silent.mode = "silent";
    await app.services.db.insert(sites).values(
      ids.map((id, i) => ({ id, userId: user.id, name: `Site ${i}`, url: `${silent.url}/site-${i}`, publicKey: keys.publicKey, privateKeyEncrypted: app.services.sites.cipher.encrypt(keys.privateKeyPem) })),
    );
    const pluginId = await pluginWithVersions(app.client, 2);
    const statuses: number[] = [];
    for (const siteId of ids) for (const n of [1, 2]) statuses.push((await app.client.post(`/api/plugins/${pluginId}/versions/${n}/install`, { siteId })).status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(SITES.waitingPerAccount);
    expect(statuses.slice(SITES.waitingPerAccount)).toEqual([429, 429]);
    expect(await app.services.db.select().from(siteInstalls).where(eq(siteInstalls.userId, user.id))).toHaveLength(SITES.waitingPerAccount);
  });
});

describe("[SITES][SIGNED]", () => {
  it("signs every push for its own site with a fresh nonce: a replay, an unsigned body and a body for another site are refused and change nothing", async () => {
    const app = testApp();
    await withJobs(app);
    const { user } = await signUp(app.client);
    await topUp(app, user.id);
    const [a, b] = [await fakeSite("A"), await fakeSite("B")];
    const siteA = await pair(app.client, a);
    await pair(app.client, b);
    const pluginId = await pluginWithVersions(app.client, 1);
    const done = await settled(app.client, (await app.client.post(`/api/plugins/${pluginId}/versions/1/install`, { siteId: siteA })).json.id);
    expect(done.state).toBe("installed");
    const sent = a.received.find((r) => r.action === "install")!;
    const before = JSON.stringify([...a.plugins]);

    expect((await a.post("install", sent.body)).answer).toMatchObject({ ok: false, code: "replayed" });
    const { payload } = JSON.parse(sent.body) as { payload: string };
    expect((await a.post("install", JSON.stringify({ payload, signature: "" }))).answer).toMatchObject({ ok: false, code: "bad_signature" });
    expect((await a.post("install", JSON.stringify({ zip: "UEsDBA==" }))).answer).toMatchObject({ ok: false, code: "bad_request" });
    expect((await b.post("install", sent.body)).answer).toMatchObject({ ok: false, code: "bad_signature" });
    expect(JSON.stringify([...a.plugins])).toBe(before);
    expect(b.plugins.size).toBe(0);
  });
});

describe("[SITES][ACCESS]", () => {
  it("hands the connector's ZIP to a signed-in person only: the plugin's own folder with its main file", async () => {
    const app = testApp();
    const anonymous = app.client.newClient();
    expect((await anonymous.request("/api/sites/connector.zip")).status).toBe(401);
    await signUp(app.client);
    const res = await app.client.request("/api/sites/connector.zip");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="plugsmith-connector.zip"');
    const entries = Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())));
    expect(entries).toContain("plugsmith-connector/plugsmith-connector.php");
    expect(entries.every((path) => path.startsWith("plugsmith-connector/"))).toBe(true);
  });

  it("answers 404 for another person's site, install or plugin, and unpairs from Plugsmith", async () => {
    const app = testApp();
    await signUp(app.client);
    const site = await fakeSite();
    const siteId = await pair(app.client, site);
    const pluginId = await pluginWithVersions(app.client, 1);
    const install = await app.client.post(`/api/plugins/${pluginId}/versions/1/install`, { siteId });

    const other = app.client.newClient();
    await signUp(other);
    const theirPlugin = await pluginWithVersions(other, 1);
    expect((await other.post(`/api/plugins/${theirPlugin}/versions/1/install`, { siteId })).status).toBe(404);
    expect((await other.post(`/api/plugins/${pluginId}/versions/1/install`, { siteId })).status).toBe(404);
    expect((await other.get(`/api/sites/installs/${install.json.id}`)).status).toBe(404);
    expect((await other.post(`/api/sites/${siteId}/rollback`, { pluginId })).status).toBe(404);
    expect((await other.delete(`/api/sites/${siteId}`)).status).toBe(404);
    expect((await other.get("/api/sites")).json.sites).toEqual([]);
    // My site, their plugin: 404 too.
    expect((await app.client.post(`/api/plugins/${theirPlugin}/versions/1/install`, { siteId })).status).toBe(404);
    expect((await app.client.post(`/api/plugins/${pluginId}/versions/9/install`, { siteId })).status).toBe(404);

    const removed = await app.client.delete(`/api/sites/${siteId}`);
    expect(removed.status).toBe(200);
    expect(removed.json.siteAnswered).toBe(true);
    expect(site.paired()).toBeNull();
    expect((await app.client.get("/api/sites")).json.sites).toEqual([]);
  });

  it("works with an API token: list, install and roll back", async () => {
    const { app, pluginId, site, siteId } = await pairedWithPlugin(2);
    const { token } = (await app.client.post("/api/tokens", { name: "deploy", expiresInDays: 30 })).json;
    const scripted = (path: string, body?: unknown) =>
      app.app.request(`http://localhost${path}`, {
        method: body === undefined ? "GET" : "POST",
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    expect(((await (await scripted("/api/sites")).json()) as { sites: unknown[] }).sites).toHaveLength(1);
    for (const n of [1, 2]) {
      const res = await scripted(`/api/plugins/${pluginId}/versions/${n}/install`, { siteId });
      expect(res.status).toBe(202);
      expect((await settled(app.client, ((await res.json()) as { id: string }).id)).state).toBe("installed");
    }
    const rollback = await scripted(`/api/sites/${siteId}/rollback`, { pluginId });
    expect(rollback.status).toBe(202);
    expect((await settled(app.client, ((await rollback.json()) as { id: string }).id)).versionNumber).toBe(1);
    const forged = signedBody({ action: "unpair", siteId, timestamp: Math.floor(Date.now() / 1000), nonce: "0".repeat(32) }, newSiteKeyPair().privateKeyPem);
    expect((await site.post("unpair", JSON.stringify(forged))).answer).toMatchObject({ ok: false, code: "bad_signature" });
  });
});
