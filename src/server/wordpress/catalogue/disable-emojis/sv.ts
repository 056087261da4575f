import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Stäng av emojier",
  features: () => [
    "WordPress emojiskript och -stilar läses inte längre in på webbplatsens sidor, i admin, i flöden eller i e-post (ett skript och en DNS-uppslagning färre per sida); emojier visas ändå, ritade av besökarens system.",
  ],
  usage: () => ["Visa en sidas källkod: det finns ingen wp-emoji-release.min.js och inga emojistilar i <head>."],
};
