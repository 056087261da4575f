import { describe, expect, it } from "vitest";
import { signUp } from "../../../../tests/support/factories";
import { createPlugin, generate, lastEvent } from "../../../../tests/support/plugin-factories";
import { useSharedTestApp } from "../../../../tests/support/test-app";

// Issue #34 item 13: a turn knows its person, and the offline generator answers in their language.

const testApp = useSharedTestApp();

describe("[GENERATION][LANGUAGE] a turn in the person's language", () => {
  it("frames a Swedish person's reply in Swedish, and declines in Swedish what it cannot build", async () => {
    const { client } = testApp();
    await signUp(client, { language: "sv" });
    const id = await createPlugin(client);
    const turn = await generate(client, id, { message: "a greeting shortcode" });
    expect(lastEvent(turn.events)?.type).toBe("done");
    const explanation = turn.events
      .filter((event) => event.type === "explanation-delta")
      .map((event) => (event as { delta: string }).delta)
      .join("");
    expect(explanation).toContain("Det här svaret kommer från Plugsmiths offlinegenerator");
    expect(explanation).not.toContain("This answer comes from");

    const declined = await generate(client, await createPlugin(client), { message: "Schedule a weekly email report of new posts to me" });
    expect(declined.status).toBe(422);
    expect(declined.error?.error.message).toMatch(/^Jag kan inte bygga e-postutskick:/);
  });

  it("keeps an English person's reply English", async () => {
    const { client } = testApp();
    await signUp(client);
    const turn = await generate(client, await createPlugin(client), { message: "Schedule a weekly email report of new posts to me" });
    expect(turn.error?.error.message).toMatch(/^I can't build e-mail sending:/);
  });
});
