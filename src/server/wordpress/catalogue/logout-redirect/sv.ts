import type { SwedishTask } from "../task-wording-types";
import { pageSv } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Omdirigering efter utloggning",
  params: { path: { label: "sida efter utloggning", describe: pageSv } },
  features: (params) => [`Efter utloggning hamnar användare på ${pageSv(params.path)} i stället för på inloggningssidan (en utloggningslänk som ber om en annan sida går fortfarande dit).`],
  usage: (params) => [`Logga ut: du kommer till ${pageSv(params.path)}.`],
};
