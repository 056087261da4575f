import type { SwedishTask } from "../task-wording-types";
import { asIs } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Relaterade inlägg efter varje inlägg",
  params: {
    count: { label: "inlägg som visas", describe: asIs },
    by: { label: "relaterade genom", describe: (value: string) => (value === "tag" ? "en gemensam etikett" : "en gemensam kategori") },
  },
  features: (params) => [
    `Efter innehållet i varje inlägg visar en lista "Related posts" upp till ${String(params.count)} andra publicerade inlägg med ${params.by === "tag" ? "en etikett" : "en kategori"} gemensam, nyaste först, vart och ett med sin utvalda bild (när det har en) och rubrik.`,
  ],
  usage: () => ["Öppna ett inlägg som delar kategori med andra inlägg: listan finns under innehållet."],
};
