import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Dölj WordPress-versionen",
  features: () => [
    "WordPress-versionen finns inte längre i sidhuvudet (generator-taggen) eller i flödena.",
    "Kärnans skript, skriptmoduler och stilar har inte längre ?ver= med WordPress-versionen i sina adresser.",
  ],
  usage: () => ["Visa källkoden för valfri sida: det finns ingen <meta name=\"generator\"> och ingen ver= med WordPress-versionen."],
};
