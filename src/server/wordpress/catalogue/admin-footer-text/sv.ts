import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

const shown = (text: unknown) => (text ? `"${String(text)}"` : "webbplatsens namn");

export const sv: SwedishTask = {
  title: "Text i adminpanelens sidfot",
  params: { text: { label: "sidfotstext", describe: shown } },
  features: (params) => [`Längst ned på varje skärm i wp-admin står ${shown(params.text)} i stället för "Thank you for creating with WordPress".`],
  usage: () => ["Öppna valfri skärm i wp-admin och rulla längst ned: sidfoten visar den nya texten."],
};
