import { describe, expect, it } from "vitest";
import type { GeneratedReply, GenerationInput } from "../modules/generation/protocol/reply";
import { generateBlueprint } from "./blueprint/generate-blueprint";
import { blockDefinition, SUGGESTION_ORDER } from "./blueprint/blocks/block-registry";
import { CATALOGUE } from "./catalogue/catalogue";
import { SWEDISH_TASKS } from "./catalogue/task-wording-sv";
import { readPluginState } from "./blueprint/read-plugin-state";
import { TEMPLATE_IDS } from "../../shared/starter-templates";

// Issue #34 item 13: a Swedish person's offline reply is Swedish through and through, for every one of the
// catalogue's 60 tasks, the 12 building blocks and the starter templates: no line of the English reply to the same words, and no
// common English word outside what is a name or the plugin's own words (quoted, code, the plugin's own screens).

const input = (message: string, language: "en" | "sv", files: Record<string, string> = {}, pluginName = "New WordPress Plugin"): GenerationInput => ({
  pluginName,
  files,
  history: [],
  message,
  images: [],
  viewMode: "frontend",
  author: "Tester",
  language,
});

/** The English words that give away an English sentence (none of them is a Swedish word). */
const ENGLISH_WORDS = /(?<![\p{L}\p{N}_])(?:the|and|with|of|you|your|are|is|when|every|which|this|that|from|after|before|only|can|could|not|was|were|has|have|it|its|to|for|on|by|built|added|changed|nothing)(?![\p{L}\p{N}_])/iu;

/**
 * The plugin's own words and names, which stay as they are in any language: its screens and buttons (it is an English
 * plugin), product names, WordPress's own notices, the person's own words in quotes, code, paths and addresses.
 */
const NAMES = [
  "Header and Footer Code",
  "Contact Form",
  "Social Sharing",
  "Site Colours",
  "Notice Bar",
  "WhatsApp Button",
  "WhatsApp Web",
  "Settings API",
  "All in One SEO",
  "Rank Math",
  "Yoast SEO",
  "Site notes",
  "Save notes",
  "Last login",
  "Reply-To",
  "Retry-After",
];

function withoutNames(text: string, reply: GeneratedReply, pluginName: string): string {
  let out = text;
  const names = [...NAMES, pluginName, readPluginState(reply.files)?.header.name ?? ""].filter(Boolean);
  for (const name of names) out = out.split(name).join(" ");
  return out
    .replace(/"[^"\n]*"|“[^”\n]*”|`[^`\n]*`|\[[^\]\n]*\]|<[^>\n]*>|\([^()\n]*\.php[^()\n]*\)/g, " ")
    .replace(/[\w\-.]+(?:\/[\w\-.]+)+\/?|(?:https?:\/\/|\/)[\w\-./?=&%{}*]+|[\w-]+\.(?:php|css|js|txt|svg)\b|\b[\w]+\(\)|\b\w+_\w+\b/g, " ");
}

function everyText(reply: GeneratedReply): string {
  return [reply.explanation, ...reply.features, ...reply.quickActions.map((action) => action.label)].join("\n");
}

/** The English reply's own lines (bullets and paragraphs with words), none of which may be in the Swedish one. */
function englishLines(english: GeneratedReply): string[] {
  return [...english.explanation.split("\n"), ...english.features]
    .map((line) => line.replace(/^- /, "").trim())
    .filter((line) => line.split(/\s+/).length >= 4 && ENGLISH_WORDS.test(line));
}

function expectSwedish(swedish: GeneratedReply, english: GeneratedReply, what: string) {
  const text = everyText(swedish);
  for (const line of englishLines(english)) expect.soft({ what, english: line, found: text.includes(line) }).toEqual({ what, english: line, found: false });
  const name = readPluginState(swedish.files)?.header.name ?? "";
  for (const line of text.split("\n")) {
    const left = withoutNames(line, swedish, name);
    const word = ENGLISH_WORDS.exec(left)?.[0] ?? null;
    expect.soft({ what, line, word }).toEqual({ what, line, word: null });
  }
  // Only the words to the person change: the plugin's files are the same.
  expect(swedish.files).toEqual(english.files);
}

function turn(message: string, files: Record<string, string> = {}, pluginName?: string) {
  return { sv: generateBlueprint(input(message, "sv", files, pluginName)), en: generateBlueprint(input(message, "en", files, pluginName)) };
}

function templateTurn(templateId: (typeof TEMPLATE_IDS)[number]) {
  const words = (language: "en" | "sv") => ({ ...input("A plugin from this starter template", language), templateId });
  return { sv: generateBlueprint(words("sv")), en: generateBlueprint(words("en")) };
}

describe("[GENERATION][LANGUAGE] every catalogue task and building block answers a Swedish person in Swedish", () => {
  it("has the catalogue's 60 tasks and 12 blocks, each with its Swedish beside it", () => {
    expect(CATALOGUE).toHaveLength(60);
    const blocks = SUGGESTION_ORDER.filter((id) => blockDefinition(id).sv);
    expect(blocks).toHaveLength(12);
    for (const task of CATALOGUE) {
      const swedish = SWEDISH_TASKS[task.id];
      expect({ task: task.id, has: swedish !== undefined }).toEqual({ task: task.id, has: true });
      // Every setting is named and described in Swedish, and nothing else.
      expect({ task: task.id, params: Object.keys(swedish?.params ?? {}).sort() }).toEqual({ task: task.id, params: task.params.map((spec) => spec.name).sort() });
    }
  });

  it("words each task's first turn, a follow-up that adds a task, and one that changes nothing in Swedish", () => {
    for (const task of CATALOGUE) {
      const first = turn(task.quickPrompt);
      expect(Object.keys(first.en.files).length, task.id).toBeGreaterThan(0);
      expectSwedish(first.sv, first.en, task.id);
      const other = task.id === "disable-xmlrpc" ? "Show the estimated reading time on posts" : "Disable XML-RPC on my site";
      const more = turn(other, first.en.files);
      expectSwedish(more.sv, more.en, `${task.id} → ${other}`);
      const nothing = turn("please make it sing", first.en.files);
      expectSwedish(nothing.sv, nothing.en, `${task.id} → nothing`);
      // The settings a follow-up changes are said in Swedish too ("roller prenumeranter → redaktörer och prenumeranter").
      if (task.params.length) {
        const changed = turn(task.id === "hide-admin-bar" ? "also hide it for editors" : "make it 8 instead", first.en.files);
        expectSwedish(changed.sv, changed.en, `${task.id} → change`);
      }
    }
  });

  it("words each block's first turn, an addition, a style change and a follow-up that changes nothing in Swedish", () => {
    for (const id of SUGGESTION_ORDER.filter((block) => blockDefinition(block).sv)) {
      const first = turn(blockDefinition(id).quickAction.prompt);
      expect(Object.keys(first.en.files).length, id).toBeGreaterThan(0);
      expectSwedish(first.sv, first.en, id);
      for (const message of ["Add a settings page and a sidebar widget", "make the title larger and green", "please make it sing"]) {
        const next = turn(message, first.en.files);
        expectSwedish(next.sv, next.en, `${id} → ${message}`);
      }
    }
  });

  it("words each starter template's first turn and a follow-up in Swedish", () => {
    for (const id of TEMPLATE_IDS) {
      expect({ id, sv: blockDefinition(id).sv !== undefined }).toEqual({ id, sv: true });
      const first = templateTurn(id);
      expect(Object.keys(first.en.files).length, id).toBeGreaterThan(0);
      expectSwedish(first.sv, first.en, id);
      const next = turn("Add a sidebar widget", first.en.files);
      expectSwedish(next.sv, next.en, `${id} → widget`);
    }
  });

  it("declines in Swedish, naming what it cannot build and its suggestions in Swedish", () => {
    for (const message of ["a quiz about cats for my visitors", "a slider with a map on the front end", "Schedule a weekly email report of new posts to me"]) {
      const { sv, en } = turn(message);
      expect(Object.keys(sv.files)).toEqual([]);
      expectSwedish(sv, en, message);
    }
  });

  it("keeps a reply without a language, or in English, as it was", () => {
    const english = generateBlueprint(input("a contact form", "en"));
    const { language: _, ...withoutLanguage } = input("a contact form", "en");
    expect(generateBlueprint(withoutLanguage)).toEqual(english);
    expect(english.explanation).toMatch(/^This answer comes from Plugsmith's offline blueprint generator/);
  });
});
