import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkPluginFiles } from "../../../modules/plugins/checks/version-checks";
import { generateBlueprint } from "../../blueprint/generate-blueprint";

// Issue #14: whatever the offline generator writes passes the security review with no finding at all.
const DESCRIPTIONS = [
  "a contact form with e-mail notifications",
  "an FAQ accordion block",
  "a testimonials slider",
  "maintenance mode with a custom message",
  "a widget that lists the latest posts",
  "a REST API endpoint that returns the latest posts as JSON",
  "a custom post type for events with a date and a venue",
  "a newsletter signup form that stores subscribers",
  "social share buttons",
  "a cookie notice banner",
  "a daily scheduled task that cleans up old drafts",
  "a settings page for site colours",
  "a team members grid shortcode",
  "a pricing table block",
  "a lead magnet that e-mails a free PDF",
  "a booking form for my salon",
  "restrict content to logged-in members",
  "an admin notice with a message I can edit",
  "a Gutenberg block that highlights a call to action",
  "a dashboard widget with quick notes",
];

function examplePrompts(): string[] {
  const en = JSON.parse(readFileSync(new URL("../../../../web/locales/en.app.json", import.meta.url), "utf8")) as Record<string, unknown>;
  const found: string[] = [];
  const visit = (value: unknown, key: string) => {
    if (key === "examples" && value && typeof value === "object") {
      for (const example of Object.values(value)) if (typeof (example as { prompt?: unknown }).prompt === "string") found.push((example as { prompt: string }).prompt);
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  visit(en, "");
  return found;
}

describe("[WORDPRESS][REVIEW] the offline generator's plugins", () => {
  const prompts = [...DESCRIPTIONS, ...examplePrompts()];

  it("has 20 descriptions and the three example prompts", () => {
    expect(prompts).toHaveLength(23);
  });

  it.each(prompts)("%s: no finding of any severity", (message) => {
    const reply = generateBlueprint({ pluginName: "New WordPress Plugin", files: {}, history: [], message, images: [], viewMode: "backend", author: "Jane Doe" });
    const check = checkPluginFiles(reply.files);
    expect(check.findings).toEqual([]);
    expect(check.status).toBe("passed");
  });
});
