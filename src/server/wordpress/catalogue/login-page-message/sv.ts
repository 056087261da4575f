import type { SwedishTask } from "../task-wording-types";
import { quoted } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Meddelande på inloggningssidan",
  params: { text: { label: "meddelande", describe: quoted } },
  features: (params) => [`Inloggningssidan visar "${String(params.text)}" ovanför formuläret, i WordPress egen meddelanderuta.`],
  usage: () => ["Logga ut och öppna inloggningssidan: meddelandet finns ovanför formuläret."],
};
