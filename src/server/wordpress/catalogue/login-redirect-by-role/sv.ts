import type { SwedishTask } from "../task-wording-types";
import { pageSv, rolesSv } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Omdirigering efter inloggning per roll",
  params: { roles: { label: "roller", describe: rolesSv }, path: { label: "sida efter inloggning", describe: pageSv } },
  features: (params) => [
    `Efter inloggning hamnar ${rolesSv(params.roles)} på ${pageSv(params.path)} i stället för på adminpanelen (en inloggningslänk som ber om en annan sida går fortfarande dit); andra roller är oförändrade.`,
  ],
  usage: (params) => [`Logga in som en av dessa (${rolesSv(params.roles)}): du kommer till ${pageSv(params.path)}.`],
};
