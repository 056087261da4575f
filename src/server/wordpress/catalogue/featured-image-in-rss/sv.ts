import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Utvald bild i RSS-flöden",
  features: () => ["Varje inlägg i webbplatsens RSS-flöden (utdrag och hel text) börjar med sin utvalda bild, så flödesläsare och nyhetsbrev byggda från flödet visar den."],
  usage: () => ["Öppna /feed/ på webbplatsen: posterna för inlägg med en utvald bild börjar med en <img>."],
};
