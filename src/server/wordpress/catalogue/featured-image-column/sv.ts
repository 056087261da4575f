import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Kolumn för utvald bild",
  features: () => ["Listorna Inlägg och Sidor i admin visar varje inläggs utvalda bild som en miniatyr på 60 × 60 i en kolumn Image (ett streck när det inte finns någon)."],
  usage: () => ["Öppna Inlägg → Alla inlägg: kolumnen Image ligger bredvid kryssrutorna."],
};
