import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Stäng av RSS-flöden",
  features: () => [
    "Varje flöde på webbplatsen (inlägg, kommentarer, kategorier och etiketter; RSS, Atom och RDF) svarar 404 med en länk till startsidan.",
    "Sidhuvudet länkar inte längre till något flöde.",
  ],
  usage: () => ["Öppna /?feed=rss2 (eller /feed/): webbplatsen svarar att den inte har något flöde."],
};
