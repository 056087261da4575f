import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Kräv en utvald bild",
  features: () => [
    "Ett inlägg kan inte publiceras (eller schemaläggas) från redigeraren utan en utvald bild: blockredigeraren nekar med \"Please set a featured image before publishing this post.\"",
    "I den klassiska redigeraren och snabbredigeringen sparas ett sådant inlägg som utkast i stället, och en notis säger varför. Redan publicerade inlägg kan fortfarande redigeras, och inlägg som skapas av kod (importer, andra tillägg) omfattas inte.",
  ],
  usage: () => ["Skriv ett inlägg utan utvald bild och tryck på Publicera: det nekas med meddelandet; välj en bild så publiceras det."],
};
