import type { SwedishTask } from "../task-wording-types";
import { quoted } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Egen text för \"läs mer\"",
  params: { text: { label: "länktext", describe: quoted } },
  features: (params) => [`Länken efter varje utdrag och vid ett inläggs "more"-brytning säger "${String(params.text)}", i klassiska teman och i blocken Utdrag och Läs mer i blockteman som standardtemat.`],
  usage: () => ["Öppna ett kategoriarkiv eller sökresultat (där standardtemat visar utdrag): varje utdrag slutar med den nya länktexten."],
};
