import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Stäng av filredigeraren",
  features: () => ["Redigeraren för temafiler och redigeraren för tilläggsfiler är borta från wp-admin för alla, administratörer inräknade, så ingen kan ändra webbplatsens kod från webbläsaren."],
  usage: () => ["Öppna Utseende och Tillägg i wp-admin: filredigerarna finns inte längre i menyerna."],
};
