import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDITS } from "../../../shared/constants";
import { RATE_LIMIT_MESSAGE, type GenerationEvent } from "../../../shared/schemas/generation";
import { startFakeOpenAI } from "../../../../tests/fakes/fake-openai-server";
import { signUp } from "../../../../tests/support/factories";
import { createPlugin, generate, lastEvent, setBalanceDown } from "../../../../tests/support/plugin-factories";
import { createTestApp, useSharedTestApp } from "../../../../tests/support/test-app";

type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;
let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});

// The fake's port is known only after it starts, so model tests build their own app on it.
const openAiApp = () =>
  createTestApp({
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: fake.baseURL,
    AI_MODEL: "fake-model",
    AI_API_KEY: "test-key",
    GENERATION_RATE_LIMIT_PER_MINUTE: "1000",
  });

const offlineApp = useSharedTestApp({ GENERATION_RATE_LIMIT_PER_MINUTE: "1000" });

const ofType = <T extends GenerationEvent["type"]>(events: GenerationEvent[], type: T) =>
  events.filter((e): e is Extract<GenerationEvent, { type: T }> => e.type === type);

async function balanceOf(client: { get: (p: string) => Promise<{ json: { credits: { balance: number } } }> }) {
  return (await client.get("/api/me")).json.credits.balance;
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
    const changed = Object.keys(after).filter((p) => after[p] !== before[p]);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatch(/\.css$/);
    expect(edit.version.versionNumber).toBe(2);
    const sent = JSON.stringify(fake.requests.at(-1));
    expect(sent).toContain("contact form"); // the earlier turn
    for (const path of Object.keys(before)) expect(sent).toContain(path);
  });

  it.each([
    ["cut-off", 502, "truncated_reply"],
    ["status-500", 502, "provider_error"],
    ["status-429", 429, "rate_limited"],
    ["malformed", 502, "malformed_reply"],
  ])("a %s reply saves nothing and charges nothing", async (fixture, status, code) => {
    const { client } = await openAiApp();
    await signUp(client);
    const id = await createPlugin(client);
    const turn = await generate(client, id, { message: `[fixture:${fixture}] a contact form` });
    const end = lastEvent(turn.events);
    expect(end).toMatchObject({ type: "error", status, code });
    if (fixture === "status-429" && end?.type === "error") expect(end.message).toBe(RATE_LIMIT_MESSAGE);
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus);
    expect((await client.get(`/api/plugins/${id}/versions`)).json.versions).toEqual([]);
    expect((await client.get(`/api/plugins/${id}`)).json.files).toEqual({});
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
  it("lets 20 concurrent turns at balance 5 succeed at most 5 times, never below zero", async () => {
    const { client, services } = offlineApp();
    const { user } = await signUp(client);
    await setBalanceDown(services, user.id, 5);
    const ids = await Promise.all(Array.from({ length: 20 }, () => createPlugin(client)));
    const turns = await Promise.all(ids.map((id) => generate(client, id, { message: "a shortcode that shows a greeting" })));
    const outcomes = turns.map((t) => (t.status === 402 ? "402" : lastEvent(t.events)?.type));
    const succeeded = outcomes.filter((o) => o === "done").length;
    expect(succeeded).toBeLessThanOrEqual(5);
    expect(succeeded).toBeGreaterThan(0);
    for (const o of outcomes) expect(["done", "402", "error"]).toContain(o);
    const balance = await balanceOf(client);
    expect(balance).toBe(5 - succeeded);
    expect(balance).toBeGreaterThanOrEqual(0);
    const versions = await Promise.all(ids.map(async (id) => (await client.get(`/api/plugins/${id}/versions`)).json.versions.length));
    expect(versions.reduce((a, b) => a + b, 0)).toBe(succeeded);
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

  it("accepts a turn made only of a marked element, and says which generator answered", async () => {
    const { client } = offlineApp();
    await signUp(client);
    expect((await client.get("/api/generator")).json).toMatchObject({ provider: "offline", offline: true });
    const id = await createPlugin(client);
    const turn = await generate(client, id, {
      markedElements: [{ tag: "button", text: "Send", id: "", classes: ["btn"], selector: "form > button.btn:nth-of-type(1)" }],
    });
    expect(turn.status).toBe(200);
    expect(turn.events[0]).toMatchObject({ type: "start", generator: { offline: true } });
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
