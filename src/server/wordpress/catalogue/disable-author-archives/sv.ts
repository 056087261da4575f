import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Stäng av författararkiv",
  features: () => [
    "Författararkiv (/author/<namn>/) och ?author=<nummer> svarar 404, så ingen kan hitta användarnamnen den vägen.",
    "Författarlänkar går till startsidan, användarnas webbplatskarta är borta, och REST-API:t listar användare bara för dem som får lista dem.",
  ],
  usage: () => ["Logga ut och öppna /?author=1: temats 404-sida, och ingen omdirigering till en sida som namnger användaren."],
};
