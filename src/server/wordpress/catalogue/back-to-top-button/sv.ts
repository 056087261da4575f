import type { SwedishTask } from "../task-wording-types";
import { colourSv } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Knapp tillbaka till toppen",
  params: { colour: { label: "knappens färg", describe: colourSv } },
  features: (params) => [`En rund ${colourSv(params.colour)} knapp med en pil dyker upp i nedre högra hörnet på varje sida när besökaren har rullat ned; den tar dem tillbaka till toppen (mjukt, om de inte föredrar minskad rörelse).`],
  usage: () => ["Öppna en lång sida och rulla ned: knappen dyker upp nere till höger."],
};
