import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDITS } from "../../../shared/constants";
import { STARTER_TEMPLATES } from "../../../shared/starter-templates";
import { startFakeOpenAI } from "../../../../tests/fakes/fake-openai-server";
import { signUp } from "../../../../tests/support/factories";
import { createPlugin, generate, lastEvent } from "../../../../tests/support/plugin-factories";
import { createTestApp, useSharedTestApp } from "../../../../tests/support/test-app";
import type { TestClient } from "../../../../tests/support/test-client";

// Issue #16 through the API: the offline generator never pretends (what it cannot build is answered
// before any credit is taken, with no version), and a starter template picked on the builder is built
// as a normal, paid first turn, by the templates even when an AI model answers the other turns.

/** Twenty descriptions of plugins none of the templates or building blocks makes. */
export const CANNOT_BUILD = [
  "A quiz with ten questions and a score at the end",
  "A payment gateway for Stripe",
  "A drag-and-drop page builder",
  "A forum where members can start discussions",
  "An online course system with lessons and progress",
  "A live chat widget for customer support",
  "Back up my site to Dropbox every night",
  "An SEO plugin that writes sitemaps",
  "Compress my images and convert them to WebP",
  "Translate my site into French and German",
  "A poll that visitors can vote in",
  "A job board with job listings",
  "Accept donations for my charity",
  "Sell tickets for my concerts",
  "An auction site where people bid on items",
  "A multi-vendor marketplace",
  "Show the weather in Stockholm",
  "A mortgage calculator",
  "A simple game for kids",
  // (The estimated reading time is built since the catalogue's batch B, issue #33.)
  "Stream live video from my webcam",
];

type LedgerRow = { amount: number; type: string };
const ledgerOf = async (client: TestClient) => (await client.get("/api/credits/transactions")).json.transactions as LedgerRow[];
const balanceOf = async (client: TestClient) => (await client.get("/api/me")).json.credits.balance as number;
const versionsOf = async (client: TestClient, pluginId: string) => (await client.get(`/api/plugins/${pluginId}/versions`)).json.versions as unknown[];

describe("[GENERATION][CANNOT_BUILD] the offline generator says what it cannot build", () => {
  const testApp = useSharedTestApp({ GENERATION_RATE_LIMIT_PER_MINUTE: "1000" });

  it("answers each of 20 such requests 422 cannot_build, plainly, with no version and no charge", async () => {
    expect(CANNOT_BUILD).toHaveLength(20);
    const { client } = testApp();
    await signUp(client);
    const pluginId = await createPlugin(client);
    const ledgerBefore = await ledgerOf(client);
    for (const message of CANNOT_BUILD) {
      const turn = await generate(client, pluginId, { message });
      expect(turn.status, message).toBe(422);
      expect(turn.error?.error.code, message).toBe("cannot_build");
      expect(turn.error?.error.message, message).toMatch(/^I can't build [^.:]+: none of the offline generator's everyday tasks, starter templates or building blocks does that, so nothing was made and no credit was used\./);
      expect(turn.error?.error.message, message).toMatch(/It can build, for example:\n- /);
    }
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus);
    expect(await ledgerOf(client)).toEqual(ledgerBefore);
    expect(await versionsOf(client, pluginId)).toEqual([]);
    // The plugin is as it was: still the unnamed, empty plugin.
    expect((await client.get(`/api/plugins/${pluginId}`)).json).toMatchObject({ name: "New WordPress Plugin", currentVersion: 0 });
  });

  it("builds the card's template as a paid first turn named from its words; a template on a plugin with files is an ordinary request", async () => {
    const { client } = testApp();
    await signUp(client);
    const pluginId = await createPlugin(client);
    const maintenance = STARTER_TEMPLATES.find((template) => template.id === "maintenance")!;
    const turn = await generate(client, pluginId, { message: maintenance.prompt, templateId: "maintenance" });
    expect(turn.status).toBe(200);
    const done = lastEvent(turn.events) as { type: string; plugin: { name: string }; creditsCharged: number };
    expect(done.type).toBe("done");
    expect(done.plugin.name).toBe("Maintenance Mode");
    expect(done.creditsCharged).toBe(CREDITS.generationCost);
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus - CREDITS.generationCost);

    // Now the plugin has files: the template id is left aside and the words are a follow-up.
    const again = await generate(client, pluginId, { message: "add a widget", templateId: "booking" });
    expect(again.status).toBe(200);
    const files = Object.keys((await client.get(`/api/plugins/${pluginId}`)).json.files as Record<string, string>);
    expect(files.some((path) => path.includes("booking"))).toBe(false);
    expect(files.some((path) => path.endsWith("includes/widget.php"))).toBe(true);
  });

  it("refuses a template id it does not know (400), changing nothing", async () => {
    const { client } = testApp();
    await signUp(client);
    const pluginId = await createPlugin(client);
    const turn = await generate(client, pluginId, { message: "a quiz", templateId: "quiz" });
    expect(turn.status).toBe(400);
    expect(turn.error?.error.code).toBe("invalid_input");
    expect(await balanceOf(client)).toBe(CREDITS.signUpBonus);
  });
});

describe("[GENERATION][TEMPLATES] with an AI model configured", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
  });
  afterAll(() => fake.close());

  it("builds a picked template itself, without calling the model, and asks the model for everything else", async () => {
    const app = await createTestApp({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: fake.baseURL, AI_MODEL: "fake-model", AI_API_KEY: "test-key" });
    try {
      await signUp(app.client);
      const pluginId = await createPlugin(app.client);
      const calls = fake.requests.length;
      const booking = STARTER_TEMPLATES.find((template) => template.id === "booking")!;
      const turn = await generate(app.client, pluginId, { message: booking.prompt, templateId: "booking" });
      expect(turn.status).toBe(200);
      expect((turn.events[0] as { generator: { offline: boolean } }).generator.offline).toBe(true);
      expect(lastEvent(turn.events)?.type).toBe("done");
      expect(fake.requests.length).toBe(calls);
      // The model is never asked whether it can build something: a quiz goes to it.
      const quizPlugin = await createPlugin(app.client);
      const quiz = await generate(app.client, quizPlugin, { message: "[fixture:first-turn] a quiz" });
      expect(quiz.status).toBe(200);
      expect(fake.requests.length).toBe(calls + 1);
    } finally {
      await app.close();
    }
  });
});
