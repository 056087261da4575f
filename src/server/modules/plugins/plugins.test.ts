import { describe, expect, it } from "vitest";
import { signUp } from "../../../../tests/support/factories";
import { createPlugin, generate, lastEvent } from "../../../../tests/support/plugin-factories";
import { useSharedTestApp } from "../../../../tests/support/test-app";

const testApp = useSharedTestApp();

describe("[PLUGINS][CRUD]", () => {
  it("creates an empty plugin with the spec's defaults and the author rule", async () => {
    const { client } = testApp();
    await signUp(client, { fullName: "Ann Lee" });
    const res = await client.post("/api/plugins", {});
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: "New WordPress Plugin",
      version: "1.0.0",
      status: "completed",
      // The account's public name: the first name until a display name is set (never the e-mail).
      author: "Ann",
      isPublic: false,
      files: {},
      currentVersion: 0,
    });
    const list = await client.get("/api/plugins");
    expect(list.json.plugins.map((p: { id: string }) => p.id)).toEqual([res.json.id]);
  });

  it("updates name, version and visibility, and refuses bad values (an author too) without changing anything", async () => {
    const { client } = testApp();
    await signUp(client);
    const id = await createPlugin(client);
    const ok = await client.patch(`/api/plugins/${id}`, { name: "Contact Pro", version: "2.1.0", isPublic: false });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ name: "Contact Pro", version: "2.1.0", isPublic: false });
    // Publishing has its own rules (publishing.test.ts): an empty plugin is refused and nothing else changes.
    const publish = await client.patch(`/api/plugins/${id}`, { name: "Renamed", isPublic: true });
    expect(publish.status).toBe(422);
    for (const bad of [{}, { name: "" }, { version: "two" }, { isPublic: "yes" }, { userId: "x" }, { author: "Me" }]) {
      const res = await client.patch(`/api/plugins/${id}`, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await client.get(`/api/plugins/${id}`)).json).toMatchObject({ name: "Contact Pro", version: "2.1.0" });
  });

  it("deletes a plugin with its versions", async () => {
    const { client } = testApp();
    await signUp(client);
    const id = await createPlugin(client);
    await generate(client, id, { message: "a shortcode that shows a greeting" });
    expect((await client.delete(`/api/plugins/${id}`)).status).toBe(200);
    expect((await client.get(`/api/plugins/${id}`)).status).toBe(404);
    expect((await client.get(`/api/plugins/${id}/versions`)).status).toBe(404);
  });
});

describe("[PLUGINS][OWNERSHIP]", () => {
  it("answers 404 to another user for every plugin route, and 401 to a visitor", async () => {
    const { client } = testApp();
    await signUp(client);
    const id = await createPlugin(client);
    const turn = await generate(client, id, { message: "a contact form with e-mail notifications" });
    expect(lastEvent(turn.events)?.type).toBe("done");

    const other = client.newClient();
    await signUp(other);
    const visitor = client.newClient();
    const calls: Array<[string, string, unknown?]> = [
      ["get", `/api/plugins/${id}`],
      ["patch", `/api/plugins/${id}`, { name: "Stolen" }],
      ["delete", `/api/plugins/${id}`],
      ["get", `/api/plugins/${id}/versions`],
      ["post", `/api/plugins/${id}/versions/1/restore`, {}],
      ["post", `/api/plugins/${id}/generate`, { message: "change it" }],
    ];
    for (const [method, path, body] of calls) {
      const asOther = await (other as unknown as Record<string, (p: string, b?: unknown) => Promise<{ status: number; json: { error?: { message: string } } }>>)[method]!(path, body);
      expect(asOther.status, `${method} ${path} as another user`).toBe(404);
      expect(asOther.json.error?.message).toBe("Plugin not found");
      const asVisitor = await (visitor as unknown as Record<string, (p: string, b?: unknown) => Promise<{ status: number }>>)[method]!(path, body);
      expect(asVisitor.status, `${method} ${path} signed out`).toBe(401);
    }
    // Nothing changed for the owner.
    const mine = await client.get(`/api/plugins/${id}`);
    expect(mine.json.name).not.toBe("Stolen");
    expect(mine.json.currentVersion).toBe(1);
    expect((await other.get("/api/plugins")).json.plugins).toEqual([]);
  });

  it("treats a malformed id as not found", async () => {
    const { client } = testApp();
    await signUp(client);
    expect((await client.get("/api/plugins/not-a-uuid")).status).toBe(404);
    expect((await client.get("/api/plugins/00000000-0000-0000-0000-000000000000")).status).toBe(404);
  });
});

describe("[PLUGINS][RESTORE]", () => {
  it("makes an earlier version current as a new version, for free, keeping every version", async () => {
    const { client } = testApp();
    await signUp(client);
    const id = await createPlugin(client);
    await generate(client, id, { message: "a shortcode that shows a greeting" });
    const first = (await client.get(`/api/plugins/${id}`)).json.files;
    await generate(client, id, { message: "add a settings page" });
    const second = (await client.get(`/api/plugins/${id}`)).json.files;
    expect(second).not.toEqual(first);
    const balance = (await client.get("/api/me")).json.credits.balance;

    const res = await client.post(`/api/plugins/${id}/versions/1/restore`, {});
    expect(res.status).toBe(200);
    expect(res.json.version).toMatchObject({ versionNumber: 3, restoredFrom: 1, assistantResponse: "Restored version 1" });
    // Version 1's files, with a Version (and readme Stable tag) above version 2's 1.0.1 (rising-version.ts).
    const restored = Object.fromEntries(Object.entries(first as Record<string, string>).map(([path, content]) => [path, content.replace(/^( \* Version: +|Stable tag: )1\.0\.0$/gm, "$11.0.2")]));
    expect(restored).not.toEqual(first);
    expect(res.json.plugin.files).toEqual(restored);
    expect(res.json.plugin.version).toBe("1.0.2");
    expect(res.json.plugin.currentVersion).toBe(3);
    const versions = (await client.get(`/api/plugins/${id}/versions`)).json.versions;
    expect(versions.map((v: { versionNumber: number }) => v.versionNumber)).toEqual([3, 2, 1]);
    expect((await client.get(`/api/plugins/${id}/versions/2`)).json.files).toEqual(second);
    expect((await client.get("/api/me")).json.credits.balance).toBe(balance);

    expect((await client.post(`/api/plugins/${id}/versions/9/restore`, {})).status).toBe(404);
    expect((await client.post(`/api/plugins/${id}/versions/zero/restore`, {})).status).toBe(404);
  });
});

describe("[PLUGINS][LIST]", () => {
  it("shows every change in the very next list (the list is cached between changes)", async () => {
    const { client } = testApp();
    await signUp(client);
    const names = async () => (await client.get("/api/plugins")).json.plugins.map((p: { name: string }) => p.name);
    expect(await names()).toEqual([]);
    const id = await createPlugin(client, "First");
    expect(await names()).toEqual(["First"]);
    await client.patch(`/api/plugins/${id}`, { name: "Renamed" });
    expect(await names()).toEqual(["Renamed"]);
    const turn = await generate(client, id, { message: "a contact form with e-mail notifications" });
    const done = lastEvent(turn.events);
    if (done?.type !== "done") throw new Error("turn failed");
    expect(await names()).toEqual([done.plugin.name]);
    const copy = await client.post(`/api/plugins/${id}/copy`, {});
    expect(await names()).toEqual([copy.json.name, done.plugin.name]);
    await client.delete(`/api/plugins/${id}`);
    expect(await names()).toEqual([copy.json.name]);
  });
});
