import type { SwedishTask } from "../task-wording-types";
import { asIs } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Lästid på inlägg",
  params: { wpm: { label: "läshastighet (ord per minut)", describe: asIs } },
  features: (params) => [`Varje inlägg visar "N min read" ovanför innehållet: antalet ord delat med ${String(params.wpm)} ord per minut, avrundat uppåt (minst 1).`],
  usage: () => ["Öppna ett inlägg: lästiden finns ovanför det första stycket."],
};
