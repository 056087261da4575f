import { describe, expect, it } from "vitest";
import type { GenerationInput } from "../../modules/generation/protocol/reply";
import { parseReply } from "../../modules/generation/protocol/parse-reply.testing";
import { generateBlueprint } from "../../wordpress/blueprint/generate-blueprint";
import { createOfflineGenerator } from "./offline";
import { collect } from "./provider-contract.testing";

// Issue #34 item 13: for a person whose app is in Swedish, the offline generator's reply is Swedish: the sentences
// around the lists, the cannot-build answer, the headings, and the building blocks' and tasks' own lines (see also
// wordpress/reply-language.test.ts, which goes through every task and block).

const first = (message: string, language?: "en" | "sv"): GenerationInput => ({
  pluginName: "New WordPress Plugin",
  files: {},
  history: [],
  message,
  images: [],
  viewMode: "backend",
  author: "Ada Lovelace",
  ...(language ? { language } : {}),
});

async function reply(input: GenerationInput) {
  const generator = createOfflineGenerator();
  const declined = await generator.decline!(input);
  if (declined) return { explanation: declined, files: {}, previews: {} as Record<string, string> };
  const { chunks } = await collect(generator.stream(input, new AbortController().signal));
  return parseReply(chunks.join(""));
}

/** English framing that must not reach a Swedish person. */
const ENGLISH_FRAMING = [
  "This answer comes from",
  "I built",
  "It built",
  "I could not build",
  "I can't build",
  "How to use it",
  "How to see it working",
  "Settings read from your words",
  "It can add",
  "It can build",
  "Pick one of the ideas",
  "Files written",
  "Every PHP file refuses",
  "Nothing was changed",
];

function expectNoEnglishFraming(text: string) {
  for (const phrase of ENGLISH_FRAMING) expect({ phrase, found: text.includes(phrase) }).toEqual({ phrase, found: false });
}

describe("[GENERATION][LANGUAGE] the offline reply in the person's language", () => {
  it("words a building-block plugin's framing in Swedish for a Swedish person, and leaves English as it was", async () => {
    const swedish = await reply(first("a contact form with a settings page", "sv"));
    expect(swedish.explanation).toContain("Det här svaret kommer från Plugsmiths offlinegenerator");
    expect(swedish.explanation).toMatch(/^Den byggde ".+" 1\.0\.0 \(.+\.php\) med .+:$/m);
    expect(swedish.explanation).toContain("Så använder du det:");
    expect(swedish.explanation).toContain("Varje PHP-fil nekar direktåtkomst (ABSPATH-skydd)");
    expectNoEnglishFraming(swedish.explanation);
    // The files are the same whatever the language: only the words to the person change.
    const english = await reply(first("a contact form with a settings page", "en"));
    expect(swedish.files).toEqual(english.files);
    expect(english.explanation).toBe(generateBlueprint(first("a contact form with a settings page")).explanation);
  });

  it("words a catalogue plugin's opening, the task it could not build, its headings and its preview in Swedish", async () => {
    const swedish = await reply(first("disable XML-RPC and limit post revisions to 5, and add a quiz about cats", "sv"));
    expect(swedish.explanation).toMatch(/^Jag byggde ".+" 1\.0\.0 \(.+\.php\): /m);
    expect(swedish.explanation).toContain("Inställningar tolkade ur dina ord (be om att ändra någon av dem):");
    expect(swedish.explanation).toContain("Det här svaret kommer från Plugsmiths offlinegenerator: ingen AI-modell är inställd");
    expectNoEnglishFraming(swedish.explanation);
    expect(swedish.previews.backend).toContain("<h1>Vad det gör</h1>");
    expect(swedish.previews.backend).not.toContain("What it does");
  });

  it("declines what it cannot build in Swedish, naming the thing in Swedish", async () => {
    const declined = await createOfflineGenerator().decline!(first("a quiz about cats for my visitors", "sv"));
    expect(declined).toMatch(/^Jag kan inte bygga ett frågesportspel: ingen av offlinegeneratorns vardagsuppgifter, startmallar eller byggstenar gör det/);
    expect(declined).toContain("Den kan till exempel bygga:");
    expect(declined).toContain("Välj en av idéerna nedan eller beskriv något av detta");
    expectNoEnglishFraming(declined!);
  });

  it("says in Swedish what a follow-up did not change", async () => {
    const built = generateBlueprint(first("a contact form"));
    const followUp: GenerationInput = { ...first("please make it sing", "sv"), files: built.files, pluginName: "Contact Form" };
    const declined = await createOfflineGenerator().decline!(followUp);
    expect(declined).toContain("Den kände inte igen någon byggsten eller stiländring i ditt meddelande, så ingenting ändrades i");
    expect(declined).toContain("Be om något av dem, eller välj ett förslag nedan.");
    expectNoEnglishFraming(declined!);
  });
});
