import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Stäng av e-post om automatiska uppdateringar",
  features: () => [
    "Inga fler e-postmeddelanden efter automatiska uppdateringar av WordPress, tillägg eller teman som gick bra.",
    "Ett e-postmeddelande kommer fortfarande när en automatisk uppdatering misslyckas, eftersom någon då behöver titta.",
  ],
  usage: () => ["Inget att ställa in: nästa lyckade automatiska uppdatering skickar ingen e-post."],
};
