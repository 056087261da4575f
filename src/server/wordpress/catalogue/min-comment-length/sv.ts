import type { SwedishTask } from "../task-wording-types";
import { asIs } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Minsta längd på kommentarer",
  params: { characters: { label: "minsta antal tecken", describe: asIs } },
  features: (params) => [`En kommentar kortare än ${String(params.characters)} tecken nekas med ett meddelande som ber om mer, innan den sparas; moderatorer, pingbackar och trackbackar omfattas inte.`],
  usage: () => ["Logga ut, öppna ett inlägg och skicka en kommentar på ett ord: den nekas med meddelandet."],
};
