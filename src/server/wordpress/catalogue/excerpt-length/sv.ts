import type { SwedishTask } from "../task-wording-types";
import { asIs } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Egen längd på utdrag",
  params: { words: { label: "ord per utdrag", describe: asIs } },
  features: (params) => [`Automatiska utdrag är ${String(params.words)} ord långa, i klassiska teman och i blocket Utdrag i blockteman som standardtemat.`],
  usage: () => ["Öppna bloggsidan eller ett arkiv: varje utdrag (av ett inlägg utan handskrivet utdrag) har den nya längden."],
};
