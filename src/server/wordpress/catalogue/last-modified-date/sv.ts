import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Datum för senaste ändring på inlägg",
  features: () => ["Ett inlägg som ändrats en senare dag än det publicerades visar \"Last updated on <datum>\" ovanför innehållet, i webbplatsens datumformat."],
  usage: () => ["Redigera ett äldre inlägg och öppna det på webbplatsen: raden finns ovanför dess första stycke."],
};
