import type { SwedishTask } from "../task-wording-types";
import { rolesSv } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Dölj adminfältet",
  params: { roles: { label: "roller", describe: rolesSv } },
  features: (params) => [`Adminfältet är dolt på webbplatsen för ${rolesSv(params.roles)}; andra roller behåller det.`],
  usage: (params) => [`Logga in som en av dessa (${rolesSv(params.roles)}) och öppna webbplatsen: det finns inget verktygsfält högst upp.`],
};
