import { describe, expect, it } from "vitest";
import type { GenerationInput } from "../../modules/generation/protocol/reply";
import { applyReply } from "../plugin-files";
import { trustedBlockParams } from "./block-params";
import { generateBlueprint } from "./generate-blueprint";
import { readBlockMarkers } from "./php-source";
import { readPluginState } from "./read-plugin-state";

const input = (message: string, files: Record<string, string> = {}): GenerationInput => ({
  pluginName: "New WordPress Plugin",
  files,
  history: [],
  message,
  images: [],
  viewMode: "backend",
  author: "Jane Doe",
});

const build = (message: string) => applyReply({}, generateBlueprint(input(message)));

describe("[BLUEPRINT][BLOCK_PARAMS] markers read back from files", () => {
  it.each([
    "a custom post type for cars",
    "portfolio and team members",
    "a contact form with e-mail notifications and social sharing buttons",
    "a signup form and a shortcode",
    "a weekly cron job",
    "en anpassad posttyp för bilar",
  ])("trusts every marker the generator writes (%s)", (message) => {
    const files = build(message);
    const markers = Object.values(files).flatMap((source) => readBlockMarkers(source.slice(0, 2000)));
    expect(markers.length).toBeGreaterThan(0);
    for (const marker of markers) {
      expect(trustedBlockParams(marker.id as never, marker.params), JSON.stringify(marker)).toEqual(marker.params);
    }
  });

  it.each([
    ["post-type", { type: "car'); system('id'); //" }],
    ["post-type", { type: "car'" }],
    ["post-type", { type: "../../evil" }],
    ["post-type", { type: "car", singular: "Car'.`id`.'" }],
    ["post-type", { type: "car", plural: "Cars\\" }],
    ["post-type", { type: "car", tag: "x'; echo `id`; //" }],
    ["shortcode", { tag: "Bad-Tag" }],
    ["shortcode", { tag: "ok", extra: "x" }],
    ["scheduled-task", { recurrence: "daily'" }],
    ["settings", { tag: "ps_x" }],
  ])("refuses %s with %j", (id, params) => {
    expect(trustedBlockParams(id as never, params)).toBeNull();
  });

  const crafted: Array<[string, RegExp, string, string]> = [
    // The marker's closing ")" ends the parameter list early: what reaches the generator is `car'`.
    ["a post type slug that closes the string", /type: [a-z_]+;/, "type: car'); system('id'); //;", "system('id')"],
    ["a shortcode tag with a shell command", /tag: [a-z0-9_]+\)/, "tag: x'; echo `id`; //)", "echo `id`"],
    ["a label that breaks out of the string", /singular: [A-Za-z ]+;/, "singular: Car'.`id`.';", "`id`"],
  ];

  it.each(crafted)("ignores a crafted comment (%s): it never reaches generated PHP", (_name, find, replace, payload) => {
    const files = build("a custom post type for cars");
    const path = Object.keys(files).find((p) => /includes\/post-type-[^/]+\.php$/.test(p))!;
    expect(files[path]).toMatch(find);
    const tampered = { ...files, [path]: files[path]!.replace(find, replace) };

    const state = readPluginState(tampered)!;
    expect(state.blocks.map((block) => block.id)).not.toContain("post-type");

    // The next turns rebuild the plugin's blocks from what they read back.
    for (const message of ["add a shortcode", "add a settings page", "add a custom post type for boats"]) {
      const reply = generateBlueprint(input(message, tampered));
      for (const [file, content] of Object.entries(reply.files)) {
        expect(content, file).not.toContain(payload);
        expect(content, file).not.toContain("car'");
      }
    }
  });
});
