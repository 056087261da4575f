import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Författarruta efter inlägg",
  features: () => ["Efter varje inlägg visar en ruta \"About the author\" författarens profilbild, namn, biografiska uppgifter (Användare → Profil) och en länk till alla deras inlägg."],
  usage: () => ["Fyll i Biografiska uppgifter under Användare → Profil och öppna sedan ett av dina inlägg: rutan finns efter texten."],
};
