import type { SwedishTask } from "../task-wording-types";
import { colourSv } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Förloppsindikator för rullning",
  params: { colour: { label: "fältets färg", describe: colourSv } },
  features: (params) => [`På varje inlägg fylls ett tunt ${colourSv(params.colour)} fält tvärs över fönstrets överkant i takt med att besökaren rullar mot slutet.`],
  usage: () => ["Öppna ett långt inlägg och rulla: fältet högst upp växer."],
};
