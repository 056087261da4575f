import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Stäng av självpingbackar",
  features: () => ["Ett inlägg som länkar till ett annat inlägg på den här webbplatsen skickar inte längre en pingback till det, så inga pingbackkommentarer från webbplatsen till sig själv; pingar till andra webbplatser är oförändrade."],
  usage: () => ["Publicera ett inlägg med en länk till ett av dina egna inlägg: ingen pingbackkommentar dyker upp under det länkade inlägget."],
};
