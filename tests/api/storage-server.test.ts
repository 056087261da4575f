import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDITS, LIMITS } from "../../src/shared/constants";
import type { GenerationEvent } from "../../src/shared/schemas/generation";
import { HAND_EDIT_RATE_MESSAGE } from "../../src/server/modules/plugins/edits/plugin-file-edits.service";
import { PLUGIN_FULL_MESSAGE } from "../../src/server/modules/generation/plugin-room";
import { parseReply } from "../../src/server/modules/generation/protocol/parse-reply.testing";
import { DEFAULT_FIXTURES_DIR, type FakeLlmServer, startFakeOpenAI } from "../fakes/fake-openai-server";
import { pluginPhp, pngImage } from "../fixtures/plugin-zips";
import { uniqueEmail } from "../support/factories";
import { readSseEvents } from "../support/sse";
import { testDatabaseKind } from "../support/test-database-setup";
import { fakeModelServerEnv, type ServerProcess, spawnServer, stopServer, waitForListening } from "./spawn-server";

// Issue #31, "Must show", against a running server on the embedded default (PGlite in its own DATA_DIR):
// (a) a plugin padded to just under its size cap, then turns on it: each either charges its credit or streams
// no file at all, never both a file and a refund; (b) 30 hand edits of six 380 KB files sent back to back grow
// the data directory by at most 60 MB, and each one refused gets the rate limit's answer and changes nothing.
// Runs in the PGlite stage only: the data dir is the server's own, not the run's test database. The server has
// no SMTP_URL, so EMAIL_VERIFICATION defaults to off (env.ts) and hand edits need no confirmed address.
const onPglite = testDatabaseKind() === "pglite";
const SITE = "http://localhost:3000";
const json = { "content-type": "application/json", Origin: SITE };
const MB = 1024 * 1024;

let llm: FakeLlmServer;
let dataDir = "";
let server: ServerProcess | undefined;
let base = "";

beforeAll(async () => {
  if (!onPglite) return;
  llm = await startFakeOpenAI();
  dataDir = mkdtempSync(path.join(tmpdir(), "plugsmith-storage-"));
});

afterAll(async () => {
  if (!onPglite) return;
  if (server) await stopServer(server);
  await llm?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(): Promise<void> {
  server = spawnServer({
    ...fakeModelServerEnv(llm, SITE, "storage-server-secret-storage-server-01"),
    DATA_DIR: dataDir,
  });
  base = await waitForListening(server, 120_000);
}

/** SIGTERM, so PGlite writes out what it holds before the directory is measured. */
async function stopAndMeasure(): Promise<number> {
  expect(await stopServer(server!)).toBe(0);
  server = undefined;
  return Number(execFileSync("du", ["-sb", dataDir], { encoding: "utf8" }).split("\t")[0]);
}

const bytes = (text: string) => Buffer.byteLength(text, "utf8");
const totalBytes = (files: Record<string, string>) => Object.values(files).reduce((sum, content) => sum + bytes(content), 0);

/** Random base64 of exactly `size` characters: nothing in PostgreSQL's storage can shrink it. */
const randomText = (size: number) => randomBytes(Math.ceil((size * 3) / 4) + 3).toString("base64").slice(0, size);

async function signUp(prefix: string) {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ name: prefix, fullName: prefix, email: uniqueEmail(prefix), password: `${prefix}-password` }),
  });
  expect(res.status).toBe(200);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const authed = { ...json, cookie };
  const get = async <T,>(url: string) => {
    const r = await fetch(`${base}${url}`, { headers: authed });
    expect(r.status, url).toBe(200);
    return (await r.json()) as T;
  };
  return {
    authed,
    balance: async () => (await get<{ credits: { balance: number } }>("/api/me")).credits.balance,
    /** The ledger, oldest first, as [type, amount]. */
    ledger: async () => (await get<{ transactions: Array<{ type: string; amount: number }> }>("/api/credits/transactions")).transactions.map((t) => [t.type, t.amount]).reverse(),
    plugin: (id: string) => get<{ currentVersion: number; files: Record<string, string> }>(`/api/plugins/${id}`),
    edit: (id: string, baseVersion: number, changes: unknown[]) =>
      fetch(`${base}/api/plugins/${id}/files`, { method: "POST", headers: authed, body: JSON.stringify({ baseVersion, changes }) }),
  };
}

describe.runIf(onPglite)("[SERVER][STORAGE][PGLITE]", () => {
  it("a plugin padded to just under its size cap: each turn either charges its credit or streams no file, never both a file and a refund", async () => {
    await startServer();
    const person = await signUp("padded");
    const start = CREDITS.signUpBonus;
    expect(await person.balance()).toBe(start);

    // Three photos of random pixels: about 9.7 MB of ZIP that does not compress, kept as base64 data URLs (~12.9 MB).
    const zip = zipSync(
      {
        "padded/padded.php": new TextEncoder().encode(pluginPhp({ name: "Padded", version: "1.0.0" })),
        ...Object.fromEntries(["a", "b", "c"].map((name) => [`padded/images/${name}.png`, pngImage(1024, 1050)])),
      },
      { level: 0 },
    );
    const form = new FormData();
    form.append("file", new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "padded.zip");
    const imported = await fetch(`${base}/api/plugins/import`, { method: "POST", headers: { Origin: SITE, cookie: person.authed.cookie }, body: form });
    expect(imported.status, await imported.clone().text()).toBe(201);
    const id = ((await imported.json()) as { plugin: { id: string } }).plugin.id;

    // Hand edits fill the rest with random text files, up to 3 KB under the cap (the reproduction).
    let plugin = await person.plugin(id);
    let left = LIMITS.pluginBytes - 3 * 1024 - totalBytes(plugin.files);
    expect(left).toBeGreaterThan(0);
    const perFile = 500_000;
    for (let part = 0; left > 0; part++) {
      const sizes = Array.from({ length: 6 }, (_, f) => Math.max(0, Math.min(perFile, left - f * perFile))).filter((size) => size > 0);
      const changes = sizes.map((size, f) => ({ op: "write", path: `padding/part-${part}-${f}.txt`, content: randomText(size) }));
      const res = await person.edit(id, plugin.currentVersion, changes);
      expect(res.status, await res.clone().text()).toBe(200);
      left -= sizes.reduce((a, b) => a + b, 0);
      plugin = await person.plugin(id);
    }
    expect(totalBytes(plugin.files)).toBe(LIMITS.pluginBytes - 3 * 1024);
    const versionsPadded = plugin.currentVersion;

    const reply = parseReply(readFileSync(path.join(DEFAULT_FIXTURES_DIR, "first-turn.txt"), "utf8"));
    const [main, css] = Object.keys(reply.files) as [string, string];
    const turn = async () => {
      const requests = llm.requests.length;
      const res = await fetch(`${base}/api/plugins/${id}/generate`, { method: "POST", headers: person.authed, body: JSON.stringify({ message: "[fixture:first-turn] a contact form" }) });
      const sse = res.headers.get("content-type")?.startsWith("text/event-stream") ?? false;
      return { status: res.status, events: sse ? await readSseEvents(res) : [], body: sse ? null : ((await res.json()) as { error: { code: string; message: string } }), modelCalls: llm.requests.length - requests };
    };
    const fileEvents = (events: GenerationEvent[]) => events.filter((e) => e.type.startsWith("file-"));
    /** Rewrites the last padding file so the plugin has exactly `room` bytes under its cap. */
    const leaveRoom = async (room: number) => {
      const current = await person.plugin(id);
      const last = Object.keys(current.files).filter((p) => p.startsWith("padding/")).sort().at(-1)!;
      const size = bytes(current.files[last]!) - (room - (LIMITS.pluginBytes - totalBytes(current.files)));
      const res = await person.edit(id, current.currentVersion, [{ op: "write", path: last, content: randomText(size) }]);
      expect(res.status, await res.clone().text()).toBe(200);
      expect(LIMITS.pluginBytes - totalBytes((await person.plugin(id)).files)).toBe(room);
    };

    // 3 KB of room (under LIMITS.turnRoomBytes): refused before the model is asked; no file, no charge.
    const full = await turn();
    expect(full).toMatchObject({ status: 413, body: { error: { code: "plugin_full", message: PLUGIN_FULL_MESSAGE } }, events: [], modelCalls: 0 });
    expect(await person.balance()).toBe(start);
    expect(await person.ledger()).toEqual([["signup_bonus", start]]);
    expect((await person.plugin(id)).currentVersion).toBe(versionsPadded);

    // 5 KB: the model answers, but its first file (the main PHP file, about 8 KB) would cross the cap: the stream
    // stops before any of it is sent, and with nothing sent the credit comes back.
    await leaveRoom(LIMITS.turnRoomBytes + 1024);
    expect(bytes(reply.files[main]!)).toBeGreaterThan(LIMITS.turnRoomBytes + 1024);
    const stopped = await turn();
    expect(stopped.status).toBe(200);
    expect(stopped.modelCalls).toBe(1);
    expect(fileEvents(stopped.events)).toEqual([]);
    expect(stopped.events.filter((e) => e.type === "explanation-delta")).toEqual([]);
    expect(stopped.events.at(-1)).toMatchObject({ type: "error", status: 413, code: "plugin_too_large" });
    expect(await person.balance()).toBe(start);
    expect(await person.ledger()).toEqual([
      ["signup_bonus", start],
      ["generation", -CREDITS.generationCost],
      ["generation_refund", CREDITS.generationCost],
    ]);
    expect((await person.plugin(id)).currentVersion).toBe(versionsPadded + 1);

    // Room for the main file and 100 bytes: that file is sent whole and kept, the stylesheet never starts, and the
    // turn is paid: no refund.
    await leaveRoom(bytes(reply.files[main]!) + 100);
    const paid = await turn();
    expect(paid.status).toBe(200);
    expect(fileEvents(paid.events).filter((e) => e.type === "file-start").map((e) => "path" in e && e.path)).toEqual([main]);
    expect(paid.events.some((e) => "path" in e && e.path === css)).toBe(false);
    expect(paid.events.at(-1)).toMatchObject({ type: "done", creditsCharged: CREDITS.generationCost, incompleteBecause: { code: "plugin_too_large" } });
    expect(await person.balance()).toBe(start - CREDITS.generationCost);
    expect(await person.ledger()).toEqual([
      ["signup_bonus", start],
      ["generation", -CREDITS.generationCost],
      ["generation_refund", CREDITS.generationCost],
      ["generation", -CREDITS.generationCost],
    ]);
    const after = await person.plugin(id);
    expect(after.files[main]).toBe(reply.files[main]);
    expect(after.files).not.toHaveProperty(css);
    expect(totalBytes(after.files)).toBe(LIMITS.pluginBytes - 100);
    console.log(
      `padded plugin: 3 KB of room → 413 plugin_full, 0 model calls, 0 file events, balance ${start}; 5 KB → 0 file events, credit returned; ` +
        `room for the main file → 1 file kept, charged ${CREDITS.generationCost}, balance ${start - CREDITS.generationCost}`,
    );
  }, 300_000);

  it("30 hand edits of six 380 KB files sent back to back: at most 60 MB more on disk, each refused edit told to wait and nothing changed", async () => {
    if (!server) await startServer();
    const person = await signUp("storage");
    const created = await fetch(`${base}/api/plugins`, { method: "POST", headers: person.authed, body: "{}" });
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { id: string }).id;
    const first = await person.edit(id, 0, [{ op: "write", path: "storage-bench/storage-bench.php", content: pluginPhp({ name: "Storage Bench" }) }]);
    expect(first.status, await first.clone().text()).toBe(200);

    const before = await stopAndMeasure();
    await startServer();

    const edits = 30;
    const fileChars = 380 * 1024;
    let saved = 0;
    let refused = 0;
    let current = await person.plugin(id);
    for (let i = 0; i < edits; i++) {
      const changes = Array.from({ length: 6 }, (_, f) => ({ op: "write", path: `storage-bench/part-${f}.js`, content: `window.part = "${randomText(fileChars - 20)}";\n` }));
      const res = await person.edit(id, current.currentVersion, changes);
      if (res.status === 200) {
        saved++;
        const version = ((await res.json()) as { version: { versionNumber: number } }).version.versionNumber;
        expect(version).toBe(current.currentVersion + 1);
        current = await person.plugin(id);
        expect(current.files["storage-bench/part-0.js"]).toBe(changes[0]!.content);
        continue;
      }
      refused++;
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ error: { code: "rate_limited", message: HAND_EDIT_RATE_MESSAGE } });
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      const unchanged = await person.plugin(id);
      expect(unchanged.currentVersion).toBe(current.currentVersion);
      expect(unchanged.files).toEqual(current.files);
    }
    const after = await stopAndMeasure();
    const grownMb = (after - before) / MB;
    console.log(`hand edits: ${saved} saved, ${refused} refused (429), data dir ${(before / MB).toFixed(1)} MB → ${(after / MB).toFixed(1)} MB (+${grownMb.toFixed(1)} MB)`);
    expect(saved + refused).toBe(edits);
    expect(saved).toBeGreaterThanOrEqual(LIMITS.handEditsPerMinute);
    expect(refused).toBeGreaterThan(0);
    expect(after - before).toBeLessThanOrEqual(60 * MB);
  }, 300_000);
});
