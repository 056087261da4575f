import type { SwedishTask } from "../task-wording-types";
import { asIs } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Utelämna en kategori från startsidan",
  params: { category: { label: "kategori (slug)", describe: asIs } },
  features: (params) => [`Bloggens startsida utelämnar inläggen i kategorin med slug "${String(params.category)}"; de finns kvar i kategorins arkiv, i sökresultat och i flöden.`],
  usage: (params) => [`Öppna startsidan (de senaste inläggen): inget inlägg i "${String(params.category)}" listas. Slug finns under Inlägg → Kategorier.`],
};
