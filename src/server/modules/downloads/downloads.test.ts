import { sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { CREDITS, STORAGE } from "../../../shared/constants";
import { signUp } from "../../../../tests/support/factories";
import { createPlugin, generate, setBalanceDown } from "../../../../tests/support/plugin-factories";
import { testDatabaseKind } from "../../../../tests/support/test-database";
import { useSharedTestApp } from "../../../../tests/support/test-app";
import { parsePluginHeader } from "../../wordpress/plugin-header";
import { grantCredits } from "../credits/credits.service";
import { getOwnedPlugin, saveVersion } from "../plugins/plugins.service";

const testApp = useSharedTestApp({ GENERATION_RATE_LIMIT_PER_MINUTE: "1000" });

async function download(client: ReturnType<typeof testApp>["client"], id: string, body: unknown = {}) {
  const res = await client.request(`/api/plugins/${id}/download`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const isZip = res.headers.get("content-type") === "application/zip";
  return {
    status: res.status,
    charged: res.headers.get("x-credits-charged"),
    zip: isZip ? new Uint8Array(await res.arrayBuffer()) : null,
    error: isZip ? null : ((await res.json()) as { error: { code: string; message: string } }).error,
    filename: res.headers.get("content-disposition"),
  };
}

const balanceOf = async (client: ReturnType<typeof testApp>["client"]) => (await client.get("/api/me")).json.credits.balance as number;

describe("[DOWNLOAD]", () => {
  it("charges 5 credits once per version and unpacks to an installable plugin folder", async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    await grantCredits(services.db, { userId: user.id, amount: 40, type: "test", description: "test", idempotencyKey: "more" });
    const id = await createPlugin(client);
    await generate(client, id, { message: "a contact form with e-mail notifications" });
    const before = await balanceOf(client);

    const first = await download(client, id);
    expect(first.status).toBe(200);
    expect(first.charged).toBe(String(CREDITS.downloadCost));
    expect(await balanceOf(client)).toBe(before - CREDITS.downloadCost);
    const tree = unzipSync(first.zip!);
    const paths = Object.keys(tree);
    const top = new Set(paths.map((p) => p.split("/")[0]));
    expect(top.size).toBe(1);
    const [folder] = [...top];
    expect(first.filename).toBe(`attachment; filename="${folder}.zip"`);
    const mains = paths.filter((p) => p.split("/").length === 2 && p.endsWith(".php"));
    const headers = mains.map((p) => parsePluginHeader(new TextDecoder().decode(tree[p])));
    expect(headers.filter(Boolean)).toHaveLength(1);
    expect(paths).toContain(`${folder}/readme.txt`);

    const again = await download(client, id);
    expect(again.status).toBe(200);
    expect(again.charged).toBe("0");
    expect(await balanceOf(client)).toBe(before - CREDITS.downloadCost);

    // A new version is a new download.
    await generate(client, id, { message: "add a REST endpoint" });
    const afterEdit = await balanceOf(client);
    expect((await download(client, id)).charged).toBe(String(CREDITS.downloadCost));
    expect(await balanceOf(client)).toBe(afterEdit - CREDITS.downloadCost);
    // Version 1 was paid for already.
    expect((await download(client, id, { version: 1 })).charged).toBe("0");
  });

  it("refuses an empty plugin, a short balance and someone else's plugin, charging nothing", async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    const empty = await createPlugin(client);
    const noFiles = await download(client, empty);
    expect(noFiles).toMatchObject({ status: 400, error: { code: "no_files", message: "No files to download" } });

    const id = await createPlugin(client);
    await generate(client, id, { message: "a greeting shortcode" });
    await setBalanceDown(services, user.id, CREDITS.downloadCost - 1);
    const short = await download(client, id);
    expect(short.status).toBe(402);
    expect(short.error?.code).toBe("insufficient_credits");
    expect(await balanceOf(client)).toBe(CREDITS.downloadCost - 1);

    const other = client.newClient();
    await signUp(other);
    expect((await download(other, id)).status).toBe(404);
    expect((await download(client.newClient(), id)).status).toBe(401);

    // A version the plugin does not have, and an id that is not one: 404 each, with the balance as it was.
    expect(await download(client, id, { version: 9 })).toMatchObject({ status: 404, error: { code: "not_found", message: "Version 9 not found" } });
    expect(await download(client, "not-a-plugin-id")).toMatchObject({ status: 404, error: { code: "not_found", message: "Plugin not found" } });
    // A number past any version is a bad request, not a database error.
    expect((await download(client, id, { version: 3_000_000_000 })).status).toBe(400);
    expect(await balanceOf(client)).toBe(CREDITS.downloadCost - 1);
  });

  // Issue #34, item 5: the dialog asks first, and is told the real price and the balance.
  it("tells the price before a download: the cost the first time, free for a version paid for, the balance when short", async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    const id = await createPlugin(client);
    await generate(client, id, { message: "a greeting shortcode" });
    await generate(client, id, { message: "add a REST endpoint" });
    await setBalanceDown(services, user.id, CREDITS.downloadCost + 2);
    const price = async (query = "") => (await client.get(`/api/plugins/${id}/download/price${query}`)).json;

    expect(await price()).toEqual({ versionNumber: 2, cost: CREDITS.downloadCost, alreadyPaid: false, balance: CREDITS.downloadCost + 2 });
    expect((await download(client, id)).charged).toBe(String(CREDITS.downloadCost));
    // 2 credits left: the paid version is free (and downloads), the other costs more than the balance.
    expect(await price()).toEqual({ versionNumber: 2, cost: 0, alreadyPaid: true, balance: 2 });
    expect(await price("?version=1")).toEqual({ versionNumber: 1, cost: CREDITS.downloadCost, alreadyPaid: false, balance: 2 });
    expect(await download(client, id)).toMatchObject({ status: 200, charged: "0" });
    // Asking charges nothing.
    expect(await balanceOf(client)).toBe(2);

    expect((await client.get(`/api/plugins/${id}/download/price?version=9`)).status).toBe(404);
    expect((await client.get(`/api/plugins/${id}/download/price?version=0`)).status).toBe(400);
  });

  it("charges a double-submitted download once", async () => {
    const { client } = testApp();
    await signUp(client);
    const id = await createPlugin(client);
    await generate(client, id, { message: "a greeting shortcode" });
    const before = await balanceOf(client);
    const both = await Promise.all([download(client, id), download(client, id)]);
    expect(both.map((d) => d.status)).toEqual([200, 200]);
    expect(both.map((d) => d.charged).sort()).toEqual(["0", String(CREDITS.downloadCost)]);
    expect(await balanceOf(client)).toBe(before - CREDITS.downloadCost);
  });

  it("serves a re-download of the same version from the ZIP cache: no second build", async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    await grantCredits(services.db, { userId: user.id, amount: 40, type: "test", description: "test", idempotencyKey: "zip-cache" });
    const id = await createPlugin(client);
    await generate(client, id, { message: "a greeting shortcode" });
    const before = { ...services.zips.stats };

    const first = await download(client, id);
    expect(first.charged).toBe(String(CREDITS.downloadCost));
    expect(services.zips.stats.builds).toBe(before.builds + 1);
    const again = await download(client, id);
    const third = await download(client, id, { version: 1 });
    expect([again.charged, third.charged]).toEqual(["0", "0"]);
    expect(services.zips.stats.builds).toBe(before.builds + 1);
    expect(services.zips.stats.hits).toBe(before.hits + 2);
    expect(again.zip).toEqual(first.zip);
    expect(third.zip).toEqual(first.zip);

    // A new version is new content: built once, then cached too.
    await generate(client, id, { message: "add a settings page" });
    await download(client, id);
    await download(client, id);
    expect(services.zips.stats.builds).toBe(before.builds + 2);
  });

  // A lock held by another connection: only PostgreSQL has more than one (PGlite would wait for itself).
  it.runIf(testDatabaseKind() === "postgres")("answers a re-download of a paid version without waiting for the plugin's row lock", async () => {
    const { client, services } = testApp();
    await signUp(client);
    const id = await createPlugin(client);
    await generate(client, id, { message: "a greeting shortcode" });
    expect((await download(client, id)).charged).toBe(String(CREDITS.downloadCost));
    const balance = await balanceOf(client);

    // A save or a first download of this plugin holds its row (scripts/bench/load.mjs: under load a
    // free re-download waited behind them, in a transaction of its own).
    const again = await services.db.transaction(async (tx) => {
      await tx.execute(sql`select id from plugins where id = ${id} for update`);
      const timeout = new Promise<"waited">((resolve) => setTimeout(() => resolve("waited"), 5_000));
      return Promise.race([download(client, id), timeout]);
    });
    expect(again).not.toBe("waited");
    expect(again).toMatchObject({ status: 200, charged: "0" });
    expect(await balanceOf(client)).toBe(balance);
  });

  it("refuses a person who cannot pay before building anything", async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    const id = await createPlugin(client);
    await generate(client, id, { message: "a greeting shortcode" });
    await setBalanceDown(services, user.id, CREDITS.downloadCost - 1);
    const builds = services.zips.stats.builds;
    expect((await download(client, id)).status).toBe(402);
    expect(services.zips.stats.builds).toBe(builds);
  });

  it("lets exactly 4 of 50 concurrent downloads of different versions through at balance 23", async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    const id = await createPlugin(client);
    await generate(client, id, { message: "a greeting shortcode" });
    const files = (await client.get(`/api/plugins/${id}`)).json.files as Record<string, string>;
    for (let i = 2; i <= 50; i++) {
      await services.db.transaction(async (tx) => {
        const plugin = await getOwnedPlugin(tx, user.id, id, true);
        await saveVersion(tx, plugin, { userPrompt: `v${i}`, assistantResponse: "", files: { ...files, [`extra-${i}.txt`]: String(i) }, previews: {} });
      });
    }
    await setBalanceDown(services, user.id, 0);
    await grantCredits(services.db, { userId: user.id, amount: 23, type: "test", description: "test", idempotencyKey: "to-23" });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => download(client, id, { version: i + 1 })));
    // Only the newest versions keep their files (decision 0056): the older ones are refused before any charge.
    const kept = STORAGE.versionsWithFiles;
    expect(results.filter((r) => r.status === 410)).toHaveLength(50 - kept);
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.filter((r) => r.status === 402)).toHaveLength(kept - 4);
    expect(await balanceOf(client)).toBe(3);
    const ledger = (await client.get("/api/credits/transactions")).json.transactions as Array<{ amount: number }>;
    expect(ledger.reduce((s, t) => s + t.amount, 0)).toBe(3);
  });
});
