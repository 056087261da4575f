import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDITS, LIMITS } from "../../../../shared/constants";
import { DEFAULT_FIXTURES_DIR, startFakeOpenAI } from "../../../../../tests/fakes/fake-openai-server";
import { signUp } from "../../../../../tests/support/factories";
import { createPlugin, generate, lastEvent } from "../../../../../tests/support/plugin-factories";
import { pluginState, saveFilesDirectly } from "../../../../../tests/support/plugin-state";
import type { TestClient } from "../../../../../tests/support/test-client";
import { createTestApp, useSharedTestApp } from "../../../../../tests/support/test-app";
import { pluginVersions, plugins } from "../../../db/schema";
import { PLUGIN_LIMIT_MESSAGE } from "./plugin-quota";

const testApp = useSharedTestApp();

const balanceOf = async (client: TestClient) => (await client.get("/api/me")).json.credits.balance as number;

describe("[PLUGINS][CAPS] plugins per person", () => {
  it(`refuses a plugin past ${LIMITS.pluginsPerUser}, created or copied, with 422 and saves nothing`, async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    await services.db.insert(plugins).values(Array.from({ length: LIMITS.pluginsPerUser - 1 }, (_, i) => ({ userId: user.id, name: `P${i}` })));
    const last = await createPlugin(client);
    const owned = async () => Number((await services.db.select({ n: count() }).from(plugins).where(eq(plugins.userId, user.id)))[0]!.n);
    expect(await owned()).toBe(LIMITS.pluginsPerUser);

    const refused = await client.post("/api/plugins", {});
    expect(refused.status).toBe(422);
    expect(refused.json.error).toEqual({ code: "plugin_limit", message: PLUGIN_LIMIT_MESSAGE });
    const copy = await client.post(`/api/plugins/${last}/copy`, {});
    expect(copy.status).toBe(422);
    expect(copy.json.error.code).toBe("plugin_limit");
    expect(await owned()).toBe(LIMITS.pluginsPerUser);

    // Deleting one makes room again.
    expect((await client.delete(`/api/plugins/${last}`)).status).toBe(200);
    expect((await client.post("/api/plugins", {})).status).toBe(201);
  });

  it("counts concurrent creates one after the other: never past the cap", async () => {
    const { client, services } = testApp();
    const { user } = await signUp(client);
    await services.db.insert(plugins).values(Array.from({ length: LIMITS.pluginsPerUser - 3 }, (_, i) => ({ userId: user.id, name: `P${i}` })));
    const results = await Promise.all(Array.from({ length: 10 }, () => client.post("/api/plugins", {})));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422)).toHaveLength(7);
  });
});

describe("[PLUGINS][CAPS] a reply that breaks a cap", () => {
  let fixtures: string;
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  beforeAll(async () => {
    fixtures = await mkdtemp(path.join(tmpdir(), "plugsmith-caps-"));
    const firstTurn = await readFile(path.join(DEFAULT_FIXTURES_DIR, "first-turn.txt"), "utf8");
    const big = `${"// padding line to pass the per-file cap\n".repeat(Math.ceil((LIMITS.fileBytes + 1) / 41))}`;
    await writeFile(path.join(fixtures, "first-turn.txt"), firstTurn);
    await writeFile(path.join(fixtures, "huge-file.txt"), `<file path="huge/huge.php">\n<?php\n${big}</file>\n${firstTurn}`);
    await writeFile(path.join(fixtures, "long-path.txt"), `<file path="contact/${"a".repeat(LIMITS.pathChars)}.php">\n<?php\n</file>\n${firstTurn}`);
    await writeFile(path.join(fixtures, "write-image.txt"), `<file path="quick-contact-form/assets/icon.png">\nnot an image\n</file>\n${firstTurn}`);
    await writeFile(path.join(fixtures, "edit-one-file.txt"), await readFile(path.join(DEFAULT_FIXTURES_DIR, "edit-one-file.txt"), "utf8"));
    fake = await startFakeOpenAI({ fixturesDir: fixtures });
  });
  afterAll(async () => {
    await fake.close();
    await rm(fixtures, { recursive: true, force: true });
  });

  const openAiApp = () =>
    createTestApp({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: fake.baseURL,
      AI_MODEL: "fake-model",
      AI_API_KEY: "test-key",
      GENERATION_RATE_LIMIT_PER_MINUTE: "1000",
    });

  type End = { type: string; status?: number; code?: string; message?: string };

  it("stops a reply writing a file past the per-file cap while it streams: 413 with a clear message, paid for what was sent (decision 0055), the file never stored", async () => {
    const app = await openAiApp();
    try {
      const { client, services } = app;
      await signUp(client);
      const id = await createPlugin(client);
      const turn = await generate(client, id, { message: "[fixture:huge-file chunk:4000] a contact form" });
      // The huge file's first pieces had reached the person, so the turn is paid (decision 0055); no whole
      // file arrived, so the version the history records for it changes nothing.
      const ends = (turn.events as Array<End & { incompleteBecause?: End }>).filter((e) => e.type === "error" || e.type === "done");
      expect(ends).toHaveLength(1);
      expect(ends[0]).toMatchObject({ type: "done", version: { incomplete: true }, incompleteBecause: { code: "file_too_large" } });
      expect(ends[0]!.incompleteBecause!.message).toMatch(/File too large: huge\/huge.php is over 512 KB/);
      const me = await client.get("/api/me");
      expect(me.json.credits.balance).toBe(CREDITS.signUpBonus - CREDITS.generationCost);
      // The parser stopped reading at the cap: far fewer deltas reached the client than the file has.
      const streamed = (turn.events as Array<{ type: string; delta?: string }>)
        .filter((e) => e.type === "file-delta")
        .reduce((n, e) => n + (e.delta?.length ?? 0), 0);
      expect(streamed).toBeLessThanOrEqual(LIMITS.fileBytes + 4000);
      const versions = await services.db.select({ files: pluginVersions.fileHashes }).from(pluginVersions).where(eq(pluginVersions.pluginId, id));
      for (const version of versions) expect(Object.keys(version.files)).not.toContain("huge/huge.php");
    } finally {
      await app.close();
    }
  });

  it("long-path: the turn ends with 502 malformed_reply, saves nothing and charges nothing", async () => {
    const app = await openAiApp();
    try {
      const { client, services } = app;
      await signUp(client);
      const id = await createPlugin(client);
      const before = await balanceOf(client);
      const turn = await generate(client, id, { message: "[fixture:long-path chunk:4000] a contact form" });
      const end = lastEvent(turn.events as End[]);
      expect(end).toMatchObject({ type: "error", status: 502, code: "malformed_reply" });
      expect(end?.message).not.toMatch(/Something went wrong|Failed to generate/);
      expect(await services.db.select().from(pluginVersions).where(eq(pluginVersions.pluginId, id))).toEqual([]);
      expect((await client.get(`/api/plugins/${id}`)).json.files).toEqual({});
      expect(await balanceOf(client)).toBe(before);
    } finally {
      await app.close();
    }
  });

  it(`a reply taking a plugin past ${LIMITS.filesPerPlugin} files is stopped before the file that would cross (too_many_files): the files sent before it are kept and paid`, async () => {
    const app = await openAiApp();
    try {
      const { client, services } = app;
      const { user } = await signUp(client);
      const id = await createPlugin(client);
      // The reply adds the fixture's 3 files: one past the cap (the plugin may hold more than one reply writes).
      const seeded = Object.fromEntries(Array.from({ length: LIMITS.filesPerPlugin - 2 }, (_, i) => [`contact/vendor/f${i}.txt`, "x"]));
      await saveFilesDirectly(services, user.id, id, seeded);
      const before = await balanceOf(client);
      const turn = await generate(client, id, { message: "[fixture:first-turn chunk:4000] a contact form" });
      const end = lastEvent(turn.events as End[]);
      // The main file and the stylesheet fit; not a byte of the script (the file past the cap) was sent.
      const paths = (turn.events as Array<{ type: string; path?: string }>).filter((e) => e.type === "file-start").map((e) => e.path);
      expect(paths).toEqual(["quick-contact-form/quick-contact-form.php", "quick-contact-form/assets/css/quick-contact-form.css"]);
      expect(end).toMatchObject({ type: "done", version: { versionNumber: 2, incomplete: true }, incompleteBecause: { code: "too_many_files" } });
      const files = (await pluginState(services, id)).files!;
      expect(Object.keys(files)).toHaveLength(LIMITS.filesPerPlugin);
      expect(await balanceOf(client)).toBe(before - CREDITS.generationCost);
    } finally {
      await app.close();
    }
  });

  it("a reply writing text over an image is refused as malformed: refunded, the image kept (decision 0028)", async () => {
    const app = await openAiApp();
    try {
      const { client, services } = app;
      const { user } = await signUp(client);
      const id = await createPlugin(client);
      const png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==";
      await saveFilesDirectly(services, user.id, id, { "quick-contact-form/assets/icon.png": png });
      const stateBefore = await pluginState(services, id);
      const before = await balanceOf(client);
      const turn = await generate(client, id, { message: "[fixture:write-image chunk:4000] redraw the icon" });
      expect(lastEvent(turn.events as End[])).toMatchObject({
        type: "error",
        status: 502,
        code: "malformed_reply",
        message: "The reply could not be read: Images can't be written as text: quick-contact-form/assets/icon.png. Nothing was saved, and your credit was returned.",
      });
      expect((turn.events as End[]).some((e) => e.type.startsWith("file-"))).toBe(false);
      expect(await pluginState(services, id)).toEqual(stateBefore);
      expect(await balanceOf(client)).toBe(before);
    } finally {
      await app.close();
    }
  });

  it("an untouched imported file past the per-file cap does not block a turn's small edit (decision 0026)", async () => {
    const app = await openAiApp();
    try {
      const { client, services } = app;
      const { user } = await signUp(client);
      const id = await createPlugin(client);
      const first = await generate(client, id, { message: "[fixture:first-turn] a contact form" });
      expect(lastEvent(first.events as End[])).toMatchObject({ type: "done" });
      const bundle = `/* vendor */\n${"v".repeat(2 * 1024 * 1024)}`;
      expect(bundle.length).toBeGreaterThan(LIMITS.fileBytes);
      const files = (await client.get(`/api/plugins/${id}`)).json.files as Record<string, string>;
      await saveFilesDirectly(services, user.id, id, { ...files, "quick-contact-form/vendor/bundle.js": bundle }, { prompt: "Imported" });

      const turn = await generate(client, id, { message: "[fixture:edit-one-file] make the form narrower" });
      expect(lastEvent(turn.events as End[])).toMatchObject({ type: "done", version: { versionNumber: 3 } });
      const after = (await client.get(`/api/plugins/${id}`)).json;
      expect(after.currentVersion).toBe(3);
      expect(after.files["quick-contact-form/vendor/bundle.js"]).toBe(bundle);
      expect(after.files["quick-contact-form/assets/css/quick-contact-form.css"]).not.toBe(files["quick-contact-form/assets/css/quick-contact-form.css"]);
    } finally {
      await app.close();
    }
  });
});
