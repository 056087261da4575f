import { sql } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { signUp, uniqueEmail } from "../../../../tests/support/factories";
import { createPlugin, generate } from "../../../../tests/support/plugin-factories";
import type { TestClient } from "../../../../tests/support/test-client";
import { useSharedTestApp } from "../../../../tests/support/test-app";
import { pluginVersions } from "../../db/schema";
import type { Services } from "../../services";

const ADMIN = uniqueEmail("admin");
const testApp = useSharedTestApp({ ADMIN_EMAILS: ADMIN, GENERATION_RATE_LIMIT_PER_MINUTE: "1000" });

type Role = "anonymous" | "other" | "admin" | "owner";

/** Marks the plugin's newest version as having passed its checks (publishing needs it; the checks are tested elsewhere). */
async function checksPassed(services: Services, pluginId: string) {
  await services.db.execute(
    sql`update plugin_versions set check_status = 'passed' where plugin_id = ${pluginId} and version_number = (select max(version_number) from plugin_versions where plugin_id = ${pluginId})`,
  );
}
/** A one-file plugin ZIP in the upload form's field `file`. */
function importForm(): FormData {
  const form = new FormData();
  form.append("file", new Blob([zipSync({ "matrix/matrix.php": strToU8("<?php\n/*\nPlugin Name: Matrix\n*/\n") })]), "matrix.zip");
  return form;
}
type Call = { name: string; method: "get" | "post" | "patch" | "delete"; path: (id: string) => string; body?: unknown };

// Every route on a plugin, and what each role gets on a PRIVATE plugin: admins read other people's
// plugins through admin routes only, so here they are just another user.
const CALLS: Array<Call & { expect: Record<Role, number> }> = [
  { name: "read", method: "get", path: (id) => `/api/plugins/${id}`, expect: { anonymous: 401, other: 404, admin: 404, owner: 200 } },
  // The owner's hand edit is made from version 1 (the setup's turn) and writes the file the raw read asks for.
  {
    name: "hand edit",
    method: "post",
    path: (id) => `/api/plugins/${id}/files`,
    body: { baseVersion: 1, changes: [{ op: "write", path: "extra/notes.txt", content: "x" }] },
    expect: { anonymous: 401, other: 404, admin: 404, owner: 200 },
  },
  { name: "raw file", method: "get", path: (id) => `/api/plugins/${id}/files/raw?path=extra%2Fnotes.txt`, expect: { anonymous: 401, other: 404, admin: 404, owner: 200 } },
  { name: "edited copy", method: "post", path: (id) => `/api/plugins/${id}/edited-copy`, body: {}, expect: { anonymous: 401, other: 404, admin: 404, owner: 201 } },
  { name: "versions", method: "get", path: (id) => `/api/plugins/${id}/versions`, expect: { anonymous: 401, other: 404, admin: 404, owner: 200 } },
  { name: "update", method: "patch", path: (id) => `/api/plugins/${id}`, body: { name: "X" }, expect: { anonymous: 401, other: 404, admin: 404, owner: 200 } },
  { name: "version", method: "get", path: (id) => `/api/plugins/${id}/versions/1`, expect: { anonymous: 401, other: 404, admin: 404, owner: 200 } },
  { name: "version check", method: "get", path: (id) => `/api/plugins/${id}/versions/1/check`, expect: { anonymous: 401, other: 404, admin: 404, owner: 200 } },
  // This app runs without WordPress (WP_RUNTIME=off): the owner is told the preview is off; tests/api/live-preview.test.ts opens one.
  { name: "live preview", method: "post", path: (id) => `/api/plugins/${id}/versions/1/preview`, body: {}, expect: { anonymous: 401, other: 404, admin: 404, owner: 503 } },
  { name: "preview mails", method: "get", path: (id) => `/api/plugins/${id}/versions/1/preview/mails`, expect: { anonymous: 401, other: 404, admin: 404, owner: 200 } },
  { name: "restore", method: "post", path: (id) => `/api/plugins/${id}/versions/1/restore`, body: {}, expect: { anonymous: 401, other: 404, admin: 404, owner: 200 } },
  { name: "generate", method: "post", path: (id) => `/api/plugins/${id}/generate`, body: { message: "add a widget" }, expect: { anonymous: 401, other: 404, admin: 404, owner: 200 } },
  { name: "download price", method: "get", path: (id) => `/api/plugins/${id}/download/price`, expect: { anonymous: 401, other: 404, admin: 404, owner: 200 } },
  { name: "download", method: "post", path: (id) => `/api/plugins/${id}/download`, body: {}, expect: { anonymous: 401, other: 404, admin: 404, owner: 200 } },
  { name: "copy", method: "post", path: (id) => `/api/plugins/${id}/copy`, body: {}, expect: { anonymous: 401, other: 404, admin: 404, owner: 201 } },
  { name: "public read", method: "get", path: (id) => `/api/public/plugins/${id}`, expect: { anonymous: 404, other: 404, admin: 404, owner: 404 } },
  { name: "admin unpublish", method: "post", path: (id) => `/api/admin/plugins/${id}/unpublish`, body: {}, expect: { anonymous: 401, other: 403, admin: 200, owner: 403 } },
  // An import makes a new plugin of the caller's own: any signed-in person may, a visitor may not.
  { name: "import", method: "post", path: () => "/api/plugins/import", body: importForm(), expect: { anonymous: 401, other: 201, admin: 201, owner: 201 } },
  { name: "delete", method: "delete", path: (id) => `/api/plugins/${id}`, expect: { anonymous: 401, other: 404, admin: 404, owner: 200 } },
];

async function call(client: TestClient, c: Call, id: string) {
  const path = c.path(id);
  const res = c.method === "get" ? await client.get(path) : await client[c.method](path, c.body);
  if (c.name === "generate" && res.status === 200) expect(res.text).toContain("event: done");
  return res;
}

describe("[PLUGINS][AUTHORIZATION_MATRIX]", () => {
  it("gives every role the expected status on every route of a private plugin", async () => {
    const { client } = testApp();
    const owner = client;
    await signUp(owner);
    const other = client.newClient();
    await signUp(other);
    const admin = client.newClient();
    await signUp(admin, { email: ADMIN });
    expect((await admin.get("/api/me")).json.isAdmin).toBe(true);
    const anonymous = client.newClient();
    const clients: Record<Role, TestClient> = { anonymous, other, admin, owner };

    const id = await createPlugin(owner);
    await generate(owner, id, { message: "a greeting shortcode" });
    // Others first, so the owner's delete comes last and the plugin exists for every other call.
    for (const role of ["anonymous", "other", "admin", "owner"] as const) {
      for (const c of CALLS) {
        const res = await call(clients[role], c, id);
        expect(res.status, `${c.name} as ${role}`).toBe(c.expect[role]);
      }
    }
    expect((await owner.get("/api/plugins")).json.plugins.filter((p: { id: string }) => p.id === id)).toEqual([]);
  });

  it("lets anyone see and any signed-in person copy a public plugin, without private fields", async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client, { email: uniqueEmail("maker") });
    const id = await createPlugin(client);
    await generate(client, id, { message: "social sharing buttons" });
    await checksPassed(services, id);
    expect((await client.patch(`/api/plugins/${id}`, { isPublic: true })).status).toBe(200);

    const visitor = client.newClient();
    const list = await visitor.get("/api/public/plugins");
    expect(list.status).toBe(200);
    const listed = list.json.plugins.find((p: { id: string }) => p.id === id);
    expect(listed).toBeTruthy();
    const detail = await visitor.get(`/api/public/plugins/${id}`);
    expect(detail.status).toBe(200);
    for (const body of [list.text, detail.text]) {
      expect(body).not.toContain(user.id);
      expect(body).not.toContain(user.email);
    }
    const allowed = ["id", "name", "description", "author", "version", "createdAt", "checkedInWordPress"];
    expect(Object.keys(listed).sort()).toEqual([...allowed].sort());
    expect(Object.keys(detail.json).sort()).toEqual([...allowed, "files", "backendPreviewHtml", "frontendPreviewHtml"].sort());
    expect((await visitor.post(`/api/plugins/${id}/copy`, {})).status).toBe(401);

    const other = client.newClient();
    await signUp(other);
    const copy = await other.post(`/api/plugins/${id}/copy`, {});
    expect(copy.status).toBe(201);
    expect(copy.json).toMatchObject({ name: `${detail.json.name} (Copy)`, isPublic: false, originalPluginId: id, currentVersion: 1 });
    expect(copy.json.files).toEqual(detail.json.files);
    // The copy is the other person's own; the original is untouched and still not theirs to change.
    expect((await other.get(`/api/plugins/${copy.json.id}`)).status).toBe(200);
    expect((await other.patch(`/api/plugins/${id}`, { name: "Mine now" })).status).toBe(404);
    // Making it private again hides it from the gallery and from copying.
    await client.patch(`/api/plugins/${id}`, { isPublic: false });
    expect((await visitor.get(`/api/public/plugins/${id}`)).status).toBe(404);
    expect((await other.post(`/api/plugins/${id}/copy`, {})).status).toBe(404);
  });

  it("lists at most 6 public plugins, newest first", async () => {
    const { client, services } = testApp();
    await signUp(client);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      const id = await createPlugin(client, `Public ${i}`);
      await services.db.insert(pluginVersions).values({ pluginId: id, versionNumber: 1, checkStatus: "passed" });
      expect((await client.patch(`/api/plugins/${id}`, { isPublic: true })).status).toBe(200);
      ids.push(id);
    }
    const listed = (await client.newClient().get("/api/public/plugins")).json.plugins.map((p: { id: string }) => p.id);
    expect(listed).toHaveLength(6);
    expect(listed).toEqual(ids.slice(-6).reverse());
  });
});
