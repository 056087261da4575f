import { readFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDITS, LIMITS } from "../../../shared/constants";
import { RATE_LIMIT_MESSAGE, type GenerationEvent } from "../../../shared/schemas/generation";
import { DEFAULT_FIXTURES_DIR, startFakeOpenAI } from "../../../../tests/fakes/fake-openai-server";
import { signUp } from "../../../../tests/support/factories";
import { createPlugin, generate, lastEvent, setBalanceDown } from "../../../../tests/support/plugin-factories";
import { saveFilesDirectly } from "../../../../tests/support/plugin-state";
import { createTestApp, useSharedTestApp } from "../../../../tests/support/test-app";
import { generationTurns } from "../../db/schema";
import { byteLength } from "../../wordpress/plugin-limits";
import { BUSY_MESSAGE } from "./generation.service";
import { PLUGIN_STORAGE_MESSAGE, storageRoom } from "../plugins/files/plugin-storage";
import { PLUGIN_FULL_MESSAGE } from "./plugin-room";
import { parseReply } from "./protocol/parse-reply.testing";
import type { TestClient } from "../../../../tests/support/test-client";

type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});

// The fake's port is known only after it starts, so model tests build their own app on it.
const openAiApp = (env: Record<string, string> = {}) =>
  createTestApp({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.baseURL,
    AI_MODEL: "fake-model",
    AI_API_KEY: "test-key",
    GENERATION_RATE_LIMIT_PER_MINUTE: "1000",
    ...env,
  });

// The running-turn cap is lifted here so the money race below is a race of the charge alone.
const offlineApp = useSharedTestApp({ GENERATION_RATE_LIMIT_PER_MINUTE: "1000", GENERATION_CONCURRENT_TURNS: "50" });

const ofType = <T extends GenerationEvent["type"]>(events: GenerationEvent[], type: T) =>
  events.filter((e): e is Extract<GenerationEvent, { type: T }> => e.type === type);

async function balanceOf(client: TestClient) {
  return (await client.get("/api/me")).json.credits.balance as number;
}

type LedgerRow = { amount: number; type: string };
async function ledgerOf(client: TestClient): Promise<LedgerRow[]> {
  return (await client.get("/api/credits/transactions")).json.transactions as LedgerRow[];
}
const ofLedgerType = (rows: LedgerRow[], type: string) => rows.filter((row) => row.type === type);

type ListedVersion = { versionNumber: number; incomplete: boolean; checkStatus: string };
async function versionsOf(client: TestClient, pluginId: string): Promise<ListedVersion[]> {
  return (await client.get(`/api/plugins/${pluginId}/versions`)).json.versions as ListedVersion[];
}

/** Waits for what a turn does after its client left (the server finishes it on its own). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (done(value)) return value;
    await sleep(25);
  }
  throw new Error(`eventually: ${what} never happened`);
}

/**
 * Starts a turn and reads its event stream as it arrives, cancelling the response (the client hanging
 * up) as soon as `hangUpAfter` says so. Returns the events read before hanging up.
 */
async function turnThatHangsUp(
  client: TestClient,
  pluginId: string,
  body: Record<string, unknown>,
  hangUpAfter: (event: GenerationEvent, events: GenerationEvent[]) => boolean,
) {
  const response = await client.request(`/api/plugins/${pluginId}/generate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: GenerationEvent[] = [];
  let buffer = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) throw new Error(`the turn ended before the client hung up: ${JSON.stringify(events.at(-1))}`);
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block.split("\n").filter((line) => line.startsWith("data:")).map((line) => line.slice(5).trim()).join("\n");
      if (!data) continue;
      const event = JSON.parse(data) as GenerationEvent;
      events.push(event);
      if (hangUpAfter(event, events)) {
        await reader.cancel();
        return events;
      }
    }
  }
}

describe("[GENERATION][MODEL]", () => {
  it("streams a first turn file by file, saves version 1 and charges one credit", async () => {
    const { client } = await openAiApp();
    await signUp(client);
    const id = await createPlugin(client);
    const turn = await generate(client, id, { message: "[fixture:first-turn] a contact form with e-mail notifications" });
    expect(turn.status).toBe(200);
    const events = turn.events;
    expect(events[0]).toMatchObject({ type: "start", generator: { provider: "openai-compatible", model: "fake-model", offline: false } });
    const starts = ofType(events, "file-start").map((e) => e.path);
    const completes = ofType(events, "file-complete");
    expect(starts).toHaveLength(3);
    expect(completes.map((e) => e.path)).toEqual(starts);
    for (const done of completes) {
      const deltas = ofType(events, "file-delta").filter((e) => e.path === done.path).map((e) => e.delta).join("");
      expect(deltas).toBe(done.content);
    }
    // Each file completes before the next one starts: progress is per file.
    const order = events.filter((e) => e.type === "file-start" || e.type === "file-complete").map((e) => e.type);
    expect(order).toEqual(["file-start", "file-complete", "file-start", "file-complete", "file-start", "file-complete"]);

    const done = lastEvent(events)!;
    expect(done.type).toBe("done");
    if (done.type !== "done") return;
    expect(done.version.versionNumber).toBe(1);
    expect(done.creditsCharged).toBe(CREDITS.generationCost);
    expect(done.balance).toBe(CREDITS.signUpBonus - CREDITS.generationCost);
    expect(Object.keys(done.plugin.files).sort()).toEqual([...starts].sort());
    expect(done.plugin.name).not.toBe("New WordPress Plugin");
    expect(done.plugin.backendPreviewHtml).toBeTruthy();
    expect(done.plugin.frontendPreviewHtml).toBeTruthy();
    expect(done.features.length).toBeGreaterThan(0);
    expect(done.quickActions.length).toBeGreaterThan(0);
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus - CREDITS.generationCost);
    const ledger = (await client.get("/api/credits/transactions")).json.transactions;
    expect(ledger[0]).toMatchObject({ amount: -1, type: "generation", balanceAfter: CREDITS.signUpBonus - 1 });

    // The model received the system prompt and the request.
    const body = JSON.stringify(fake.requests.at(-1));
    expect(body).toContain("ABSPATH");
    expect(body).toContain("a contact form with e-mail notifications");
  });

  it("keeps the files an edit does not mention, and sends the current files and history to the model", async () => {
    const { client } = await openAiApp();
    await signUp(client);
    const id = await createPlugin(client);
    const first = lastEvent((await generate(client, id, { message: "[fixture:first-turn] contact form" })).events);
    if (first?.type !== "done") throw new Error("first turn failed");
    const before = first.plugin.files;
    const edit = lastEvent((await generate(client, id, { message: "[fixture:edit-one-file] make the button green" })).events);
    if (edit?.type !== "done") throw new Error(`edit failed: ${JSON.stringify(edit)}`);
    const after = edit.plugin.files;
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    const changed = Object.keys(after).filter((p) => after[p] !== before[p]).sort();
    expect(changed).toHaveLength(2);
    expect(changed[0]).toMatch(/\.css$/);
    // The main file only where its Version went up, as every new version's does (rising-version.ts).
    const main = changed[1]!;
    const version = (text: string) => /^[ \t/*#@]*Version:\s*(.*)$/m.exec(text)?.[1];
    expect(after[main]!.replace(/^([ \t/*#@]*Version:\s*).*$/m, "$1")).toBe(before[main]!.replace(/^([ \t/*#@]*Version:\s*).*$/m, "$1"));
    expect(version(after[main]!)).not.toBe(version(before[main]!));
    expect(edit.version.versionNumber).toBe(2);
    const sent = JSON.stringify(fake.requests.at(-1));
    expect(sent).toContain("contact form"); // the earlier turn
    for (const path of Object.keys(before)) expect(sent).toContain(path);
  });

  it.each([
    ["status-500", 502, "provider_error"],
    ["status-429", 429, "rate_limited"],
    ["malformed", 502, "malformed_reply"],
  ])("a %s reply before any file saves nothing and gives the credit back", async (fixture, status, code) => {
    const { client } = await openAiApp();
    await signUp(client);
    const id = await createPlugin(client);
    const turn = await generate(client, id, { message: `[fixture:${fixture}] a contact form` });
    const end = lastEvent(turn.events);
    expect(end).toMatchObject({ type: "error", status, code });
    expect(ofType(turn.events, "file-start")).toEqual([]);
    if (fixture === "status-429" && end?.type === "error") expect(end.message).toBe(RATE_LIMIT_MESSAGE);
    else expect(end?.type === "error" && end.message).toMatch(/your credit was returned/);
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus);
    // Taken when the turn started, given back when it failed: both in the ledger.
    const ledger = await ledgerOf(client);
    expect(ofLedgerType(ledger, "generation")).toMatchObject([{ amount: -CREDITS.generationCost }]);
    expect(ofLedgerType(ledger, "generation_refund")).toMatchObject([{ amount: CREDITS.generationCost }]);
    expect(await versionsOf(client, id)).toEqual([]);
    expect((await client.get(`/api/plugins/${id}`)).json.files).toEqual({});
  });

  it("keeps the charge of a reply cut off after file text was streamed, and saves it as incomplete", async () => {
    const { client } = await openAiApp();
    await signUp(client);
    const id = await createPlugin(client);
    const turn = await generate(client, id, { message: "[fixture:cut-off] a contact form" });
    expect(ofType(turn.events, "file-delta").length).toBeGreaterThan(0);
    const end = lastEvent(turn.events);
    expect(end).toMatchObject({ type: "done", version: { versionNumber: 1, incomplete: true }, creditsCharged: CREDITS.generationCost });
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus - CREDITS.generationCost);
    expect(ofLedgerType(await ledgerOf(client), "generation_refund")).toEqual([]);
    expect(await versionsOf(client, id)).toMatchObject([{ versionNumber: 1, incomplete: true }]);
  });

  it("reads files from JSON inside the explanation (the spec's fallback)", async () => {
    const { client } = await openAiApp();
    await signUp(client);
    const id = await createPlugin(client);
    const end = lastEvent((await generate(client, id, { message: "[fixture:json-fallback] a greeting shortcode" })).events);
    expect(end?.type).toBe("done");
    if (end?.type === "done") expect(Object.keys(end.plugin.files).length).toBeGreaterThan(0);
  });

  it("answers 402 at balance 0 before calling the model", async () => {
    const { client, services } = await openAiApp();
    const { user } = await signUp(client);
    const id = await createPlugin(client);
    await setBalanceDown(services, user.id, 0);
    const requestsBefore = fake.requests.length;
    const turn = await generate(client, id, { message: "[fixture:first-turn] a contact form" });
    expect(turn.status).toBe(402);
    expect(turn.error?.error).toEqual({ code: "insufficient_credits", message: "Insufficient credits" });
    expect(fake.requests.length).toBe(requestsBefore);
  });
});

describe("[GENERATION][CREDITS]", () => {
  it("charges a client that hangs up right after the last file, five times: five charges, five incomplete versions", async () => {
    const { client } = await openAiApp();
    await signUp(client);
    const id = await createPlugin(client);
    for (let i = 0; i < 5; i++) {
      // Paced, so the reply is still streaming its explanation and previews when the client leaves.
      const events = await turnThatHangsUp(
        client,
        id,
        { message: `[fixture:first-turn chunk:200 pace:20] a contact form, take ${i + 1}` },
        (_event, seen) => ofType(seen, "file-complete").length === 3,
      );
      expect(ofType(events, "file-complete")).toHaveLength(3);
      await eventually(() => versionsOf(client, id), (versions) => versions.length === i + 1, `version ${i + 1} saved`);
    }
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus - 5 * CREDITS.generationCost);
    const ledger = await ledgerOf(client);
    expect(ofLedgerType(ledger, "generation")).toHaveLength(5);
    expect(ofLedgerType(ledger, "generation_refund")).toEqual([]);
    const versions = await versionsOf(client, id);
    expect(versions.map((v) => [v.versionNumber, v.incomplete])).toEqual([5, 4, 3, 2, 1].map((n) => [n, true]));
    // What was paid for is kept: the three files that arrived whole are the plugin's files.
    const files = (await client.get(`/api/plugins/${id}`)).json.files as Record<string, string>;
    expect(Object.keys(files)).toHaveLength(3);
  });

  it("gives the credit back to a client that hangs up before any file", async () => {
    const { client } = await openAiApp();
    await signUp(client);
    const id = await createPlugin(client);
    await turnThatHangsUp(client, id, { message: "[fixture:first-turn delay:3000] a contact form" }, (event) => event.type === "start");
    await eventually(() => ledgerOf(client), (ledger) => ofLedgerType(ledger, "generation_refund").length === 1, "refund");
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus);
    expect(await versionsOf(client, id)).toEqual([]);
  });

  it("runs at most two turns at once per person: the third answers 429 before anything is charged", async () => {
    const { client } = await openAiApp();
    await signUp(client);
    const ids = await Promise.all([createPlugin(client), createPlugin(client), createPlugin(client)]);
    const held = ids.slice(0, 2).map((id) => generate(client, id, { message: "[fixture:first-turn delay:1500] a contact form" }));
    // Both running turns have been charged (and so hold their slots) before the third is sent.
    await eventually(() => ledgerOf(client), (ledger) => ofLedgerType(ledger, "generation").length === 2, "two turns charged");
    const third = await generate(client, ids[2]!, { message: "[fixture:first-turn] a contact form" });
    expect(third.status).toBe(429);
    expect(third.error?.error).toEqual({ code: "rate_limited", message: RATE_LIMIT_MESSAGE });
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus - 2);
    for (const turn of await Promise.all(held)) expect(lastEvent(turn.events)?.type).toBe("done");
    // The slots are free again once the turns ended.
    const after = await generate(client, ids[2]!, { message: "[fixture:first-turn] a contact form" });
    expect(lastEvent(after.events)?.type).toBe("done");
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus - 3);
  });

  it("runs at most GENERATION_TURNS_PER_PROCESS turns in the process: one more answers 503 before anything is charged", async () => {
    const { client, newClient, close } = await openAiApp({
      GENERATION_TURNS_PER_PROCESS: "1",
      // One turn a minute each: the refused turn must not use up the person's one.
      GENERATION_RATE_LIMIT_PER_MINUTE: "1",
    });
    try {
      await signUp(client);
      const other = newClient();
      await signUp(other);
      const [mine, theirs] = await Promise.all([createPlugin(client), createPlugin(other)]);
      const held = generate(client, mine, { message: "[fixture:first-turn delay:1500] a contact form" });
      await eventually(() => ledgerOf(client), (ledger) => ofLedgerType(ledger, "generation").length === 1, "the first turn charged");
      const refused = await generate(other, theirs, { message: "[fixture:first-turn] a contact form" });
      expect(refused.status).toBe(503);
      expect(refused.error?.error).toEqual({ code: "busy", message: BUSY_MESSAGE });
      expect(await balanceOf(other)).toBe(CREDITS.signUpBonus);
      expect(ofLedgerType(await ledgerOf(other), "generation")).toEqual([]);
      expect(await versionsOf(other, theirs)).toEqual([]);
      expect(lastEvent((await held).events)?.type).toBe("done");
      // The place is free again once the turn ended, and the refusal did not count against their rate.
      expect(lastEvent((await generate(other, theirs, { message: "[fixture:first-turn] a contact form" })).events)?.type).toBe("done");
      expect(await balanceOf(other)).toBe(CREDITS.signUpBonus - 1);
    } finally {
      await close();
    }
  });

  it("saves a turn's version only when a place among the process's saves is free, and then saves it", async () => {
    const { client, services } = offlineApp();
    await signUp(client);
    const id = await createPlugin(client);
    const { saves } = services.generation;
    expect(saves.concurrency).toBe(LIMITS.turnSavesAtOnce);
    let open!: () => void;
    const closed = new Promise<void>((resolve) => (open = resolve));
    const occupied = Array.from({ length: saves.concurrency }, () => saves(() => closed));
    const turn = generate(client, id, { message: "a shortcode that shows a greeting" });
    await eventually(async () => saves.pendingCount, (waiting) => waiting === 1, "the turn's save waiting for a place");
    // Paid and streamed, but not saved while every place is taken.
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus - 1);
    expect(await versionsOf(client, id)).toEqual([]);
    open();
    await Promise.all(occupied);
    expect(lastEvent((await turn).events)?.type).toBe("done");
    expect((await versionsOf(client, id)).map((v) => v.versionNumber)).toEqual([1]);
    expect(saves.activeCount + saves.pendingCount).toBe(0);
  });

  it("declines an offline turn that would change nothing before charging it: no ledger row at all", async () => {
    const { client } = offlineApp();
    await signUp(client);
    const id = await createPlugin(client);
    expect(lastEvent((await generate(client, id, { message: "a shortcode that shows a greeting" })).events)?.type).toBe("done");
    const again = await generate(client, id, { message: "a shortcode that shows a greeting" });
    expect(again.status).toBe(422);
    expect(again.error?.error.code).toBe("cannot_build");
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus - 1);
    const ledger = await ledgerOf(client);
    expect(ofLedgerType(ledger, "generation")).toHaveLength(1);
    expect(ofLedgerType(ledger, "generation_refund")).toHaveLength(0);
    expect(await versionsOf(client, id)).toHaveLength(1);
  });

  it("declines free a first turn whose words name a block that does something else (issue #33: never pretend)", async () => {
    const { client } = offlineApp();
    await signUp(client);
    const id = await createPlugin(client);
    // Before, this built a daily task that sends no mail and charged for it: the owner would wait for reports.
    const turn = await generate(client, id, { message: "Schedule a weekly email report of new posts to me" });
    expect(turn.status).toBe(422);
    expect(turn.error?.error.code).toBe("cannot_build");
    expect(turn.error?.error.message).toMatch(/^I can't build e-mail sending:/);
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus);
    expect(ofLedgerType(await ledgerOf(client), "generation")).toHaveLength(0);
    expect(await versionsOf(client, id)).toEqual([]);
  });

  it("lets exactly one of two racing turns run at balance 1", async () => {
    const { client, services } = offlineApp();
    const { user } = await signUp(client);
    await setBalanceDown(services, user.id, 1);
    const ids = await Promise.all([createPlugin(client), createPlugin(client)]);
    const turns = await Promise.all(ids.map((id) => generate(client, id, { message: "a shortcode that shows a greeting" })));
    expect(turns.map((t) => t.status).sort()).toEqual([200, 402]);
    expect(await balanceOf(client)).toBe(0);
  });

  it("lets exactly 5 of 20 concurrent turns at balance 5 run and save, never below zero", async () => {
    const { client, services } = offlineApp();
    const { user } = await signUp(client);
    await setBalanceDown(services, user.id, 5);
    const ids = await Promise.all(Array.from({ length: 20 }, () => createPlugin(client)));
    const turns = await Promise.all(ids.map((id) => generate(client, id, { message: "a shortcode that shows a greeting" })));
    const outcomes = turns.map((t) => (t.status === 402 ? "402" : lastEvent(t.events)?.type));
    // The credit is taken as a turn starts, so the five that got one all finish, and the rest never start.
    expect(outcomes.filter((o) => o === "done")).toHaveLength(5);
    expect(outcomes.filter((o) => o === "402")).toHaveLength(15);
    const balance = await balanceOf(client);
    expect(balance).toBe(0);
    const versions = await Promise.all(ids.map(async (id) => (await versionsOf(client, id)).length));
    expect(versions.reduce((a, b) => a + b, 0)).toBe(5);
    const ledger = (await client.get("/api/credits/transactions")).json.transactions as Array<{ amount: number }>;
    expect(ledger.reduce((s, t) => s + t.amount, 0)).toBe(balance);
  });

  it("charges exactly one credit per successful offline turn", async () => {
    const { client } = offlineApp();
    await signUp(client);
    const id = await createPlugin(client);
    const prompts = ["a contact form with e-mail notifications", "add a REST endpoint", "add a widget"];
    for (let i = 1; i <= prompts.length; i++) {
      const end = lastEvent((await generate(client, id, { message: prompts[i - 1] })).events);
      expect(end?.type, JSON.stringify(end)).toBe("done");
      expect(await balanceOf(client)).toBe(CREDITS.signUpBonus - i);
    }
  });
});

describe("[GENERATION][INPUT]", () => {
  it.each([
    ["nothing to send", {}],
    ["only blanks", { message: "   " }],
    ["a non-image attachment", { message: "x", images: ["data:text/html;base64,PGgxPg=="] }],
    ["too many images", { message: "x", images: Array(5).fill("data:image/png;base64,iVBORw0KGgo=") }],
    ["a bad view mode", { message: "x", viewMode: "sideways" }],
  ])("refuses %s with 400 and charges nothing", async (_label, body) => {
    const { client } = offlineApp();
    await signUp(client);
    const id = await createPlugin(client);
    const turn = await generate(client, id, body);
    expect(turn.status).toBe(400);
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus);
  });

  it("accepts a turn made only of a marked element (the offline generator declines it, free), and says which generator answered", async () => {
    const { client } = offlineApp();
    await signUp(client);
    expect((await client.get("/api/generator")).json).toMatchObject({ provider: "offline", offline: true });
    const id = await createPlugin(client);
    expect(lastEvent((await generate(client, id, { message: "a contact form with e-mail notifications" })).events)?.type).toBe("done");
    // Accepted (not a 400): with nothing said about the element, the offline generator has nothing to do and says so, free.
    const turn = await generate(client, id, {
      markedElements: [{ tag: "button", text: "Send", id: "", classes: ["btn"], selector: "form > button.btn:nth-of-type(1)" }],
    });
    expect(turn.status).toBe(422);
    expect(turn.error?.error.code).toBe("cannot_build");
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus - 1);
  });

  it("limits turns per person per minute with the spec's message", async () => {
    const { client } = await createTestApp({ GENERATION_RATE_LIMIT_PER_MINUTE: "2" });
    await signUp(client);
    const id = await createPlugin(client);
    expect((await generate(client, id, { message: "a greeting shortcode" })).status).toBe(200);
    expect((await generate(client, id, { message: "add a settings page" })).status).toBe(200);
    const third = await generate(client, id, { message: "add a widget" });
    expect(third.status).toBe(429);
    expect(third.error?.error.message).toBe(RATE_LIMIT_MESSAGE);
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus - 2);
  });
});

describe("[GENERATION][ANTHROPIC]", () => {
  it("runs one full turn through the Anthropic provider against a fake of its Messages API", async () => {
    const { startFakeAnthropic } = await import("../../../../tests/fakes/fake-anthropic-server");
    const anthropic = await startFakeAnthropic({ apiKey: "anthropic-test-key" });
    try {
      const { client } = await createTestApp({
        AI_PROVIDER: "anthropic",
        ANTHROPIC_API_KEY: "anthropic-test-key",
        AI_BASE_URL: anthropic.baseURL,
        AI_MODEL: "claude-test",
      });
      await signUp(client);
      const id = await createPlugin(client);
      const turn = await generate(client, id, { message: "[fixture:first-turn] a contact form" });
      expect(turn.events[0]).toMatchObject({ type: "start", generator: { provider: "anthropic", model: "claude-test" } });
      const end = lastEvent(turn.events);
      expect(end?.type).toBe("done");
      if (end?.type === "done") expect(Object.keys(end.plugin.files)).toHaveLength(3);
      expect(anthropic.received.at(-1)?.headers["x-api-key"]).toBe("anthropic-test-key");
      expect(await balanceOf(client)).toBe(CREDITS.signUpBonus - CREDITS.generationCost);
    } finally {
      await anthropic.close();
    }
  });
});

/** Files of `bytes` bytes together (ASCII, a few large files), to bring a plugin near its size cap. */
function padding(bytes: number): Record<string, string> {
  const files: Record<string, string> = {};
  const piece = 5 * 1024 * 1024;
  for (let i = 0; bytes > 0; i++) {
    const size = Math.min(piece, bytes);
    files[`padding/pad-${i}.txt`] = "x".repeat(size);
    bytes -= size;
  }
  return files;
}

describe("[GENERATION][PAID] once the model's output reached the person, the turn is paid (decision 0055)", () => {
  it("refuses a turn on a plugin at its size cap before calling the model: 413 plugin_full, nothing charged", async () => {
    const { client, services, close } = await openAiApp();
    try {
      const { user } = await signUp(client);
      const id = await createPlugin(client);
      await saveFilesDirectly(services, user.id, id, padding(LIMITS.pluginBytes - LIMITS.turnRoomBytes + 1));
      const requestsBefore = fake.requests.length;
      const turn = await generate(client, id, { message: "[fixture:first-turn] a contact form" });
      expect(turn.status).toBe(413);
      expect(turn.error?.error).toEqual({ code: "plugin_full", message: PLUGIN_FULL_MESSAGE });
      expect(fake.requests.length).toBe(requestsBefore);
      expect(await balanceOf(client)).toBe(CREDITS.signUpBonus);
      expect(ofLedgerType(await ledgerOf(client), "generation")).toEqual([]);
      expect(await versionsOf(client, id)).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it("stops the stream before a file that would take the plugin past its cap: none of it is sent, and with nothing sent the credit comes back", async () => {
    const { client, services, close } = await openAiApp();
    try {
      const { user } = await signUp(client);
      const id = await createPlugin(client);
      // Room for the padding's margin, but not for the reply's first file (the main PHP file, about 8 KB).
      await saveFilesDirectly(services, user.id, id, padding(LIMITS.pluginBytes - (LIMITS.turnRoomBytes + 1024)));
      const requestsBefore = fake.requests.length;
      const turn = await generate(client, id, { message: "[fixture:first-turn] a contact form" });
      expect(fake.requests.length).toBe(requestsBefore + 1);
      expect(turn.events.filter((e) => e.type.startsWith("file-") || e.type === "explanation-delta")).toEqual([]);
      expect(lastEvent(turn.events)).toMatchObject({ type: "error", status: 413, code: "plugin_too_large" });
      expect(await balanceOf(client)).toBe(CREDITS.signUpBonus);
      expect(await versionsOf(client, id)).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it("charges a padded plugin's turn once a file that fits was sent, keeps that file, and stops before the one that would cross the cap", async () => {
    const { client, services, close } = await openAiApp();
    try {
      const { user } = await signUp(client);
      const id = await createPlugin(client);
      const reply = parseReply(await readFile(path.join(DEFAULT_FIXTURES_DIR, "first-turn.txt"), "utf8"));
      const [main, css] = Object.keys(reply.files);
      const room = byteLength(reply.files[main!]!) + 100;
      expect(byteLength(reply.files[css!]!)).toBeGreaterThan(100);
      await saveFilesDirectly(services, user.id, id, padding(LIMITS.pluginBytes - room));
      const turn = await generate(client, id, { message: "[fixture:first-turn] a contact form" });
      // The main file fitted and arrived whole; the stylesheet would have crossed the cap: not a byte of it was sent.
      expect(ofType(turn.events, "file-start").map((e) => e.path)).toEqual([main]);
      expect(ofType(turn.events, "file-complete").map((e) => e.path)).toEqual([main]);
      expect(turn.events.some((e) => "path" in e && e.path === css)).toBe(false);
      const end = lastEvent(turn.events);
      expect(end).toMatchObject({
        type: "done",
        version: { versionNumber: 2, incomplete: true },
        creditsCharged: CREDITS.generationCost,
        incompleteBecause: { code: "plugin_too_large" },
      });
      expect(await balanceOf(client)).toBe(CREDITS.signUpBonus - CREDITS.generationCost);
      expect(ofLedgerType(await ledgerOf(client), "generation_refund")).toEqual([]);
      const files = (await client.get(`/api/plugins/${id}`)).json.files as Record<string, string>;
      expect(files[main!]).toBe(reply.files[main!]);
      expect(files).not.toHaveProperty(css!);
    } finally {
      await close();
    }
  });

  it("charges a reply that changes no file once its explanation streamed, and settles the turn as paid", async () => {
    const { client, services } = await openAiApp();
    await signUp(client);
    const id = await createPlugin(client);
    expect(lastEvent((await generate(client, id, { message: "[fixture:first-turn] a contact form" })).events)?.type).toBe("done");
    const turn = await generate(client, id, { message: "[fixture:explanation-only] does it e-mail me?" });
    const answer = ofType(turn.events, "explanation-delta").map((e) => e.delta).join("");
    expect(answer).toContain("already sends an e-mail notification");
    const end = lastEvent(turn.events);
    expect(end).toMatchObject({ type: "error", status: 422, code: "no_changes" });
    expect(end?.type === "error" && end.message).not.toMatch(/returned/);
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus - 2 * CREDITS.generationCost);
    const ledger = await ledgerOf(client);
    expect(ofLedgerType(ledger, "generation")).toHaveLength(2);
    expect(ofLedgerType(ledger, "generation_refund")).toEqual([]);
    expect(await versionsOf(client, id)).toHaveLength(1);
    // Settled, so no sweep of unsettled turns gives it back later.
    const turns = await services.db.select({ status: generationTurns.status }).from(generationTurns).where(eq(generationTurns.pluginId, id));
    expect(turns.map((t) => t.status).sort()).toEqual(["paid", "saved"]);
  });

  // A history whose distinct contents are near the plugin's storage cap (decision 0056): three saves of
  // distinct padding, each within the plugin's size cap, leave `room` bytes before STORAGE.pluginBytes.
  async function storageFilledTo(services: Parameters<typeof saveFilesDirectly>[0], userId: string, id: string, room: number) {
    const distinct = (bytes: number, tag: string) => ({ [`padding/${tag}.txt`]: tag.padEnd(bytes, "x") });
    await saveFilesDirectly(services, userId, id, distinct(19 * 1024 * 1024, "first"));
    await saveFilesDirectly(services, userId, id, distinct(19 * 1024 * 1024, "second"));
    const left = (await storageRoom(services.db, userId, id)).bytes;
    await saveFilesDirectly(services, userId, id, distinct(left - room, "third"));
    expect((await storageRoom(services.db, userId, id)).bytes).toBe(room);
  }

  it("refuses a turn on a plugin whose stored history is at its storage cap before calling the model: 413 plugin_storage_full, nothing charged", async () => {
    const { client, services, close } = await openAiApp();
    try {
      const { user } = await signUp(client);
      const id = await createPlugin(client);
      await storageFilledTo(services, user.id, id, LIMITS.turnRoomBytes - 1);
      const requestsBefore = fake.requests.length;
      const turn = await generate(client, id, { message: "[fixture:first-turn] a contact form" });
      expect(turn.status).toBe(413);
      expect(turn.error?.error).toEqual({ code: "plugin_storage_full", message: PLUGIN_STORAGE_MESSAGE });
      expect(fake.requests.length).toBe(requestsBefore);
      expect(await balanceOf(client)).toBe(CREDITS.signUpBonus);
    } finally {
      await close();
    }
  });

  it("stops the stream before a file that would take the stored history past its storage cap: none of it is sent, and the credit comes back", async () => {
    const { client, services, close } = await openAiApp();
    try {
      const { user } = await signUp(client);
      const id = await createPlugin(client);
      // Room under the storage cap for the turn's margin, not for the reply's first file (about 8 KB); the
      // plugin's own size cap is far away (its current files are 2 MB).
      await storageFilledTo(services, user.id, id, LIMITS.turnRoomBytes + 1024);
      const versions = (await versionsOf(client, id)).length;
      const turn = await generate(client, id, { message: "[fixture:first-turn] a contact form" });
      expect(turn.events.filter((e) => e.type.startsWith("file-") || e.type === "explanation-delta")).toEqual([]);
      expect(lastEvent(turn.events)).toMatchObject({ type: "error", status: 413, code: "plugin_storage_full" });
      expect(await balanceOf(client)).toBe(CREDITS.signUpBonus);
      expect(await versionsOf(client, id)).toHaveLength(versions);
    } finally {
      await close();
    }
  });
});
