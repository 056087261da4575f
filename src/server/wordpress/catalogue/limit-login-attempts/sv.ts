import type { SwedishTask } from "../task-wording-types";
import { asIs } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Begränsa inloggningsförsök",
  params: { attempts: { label: "tillåtna misslyckade inloggningar", describe: asIs }, minutes: { label: "minuter utelåst", describe: asIs } },
  features: (params) => [
    `Efter ${String(params.attempts)} misslyckade inloggningar från en adress kan den adressen inte logga in på ${String(params.minutes)} minuter, inte ens med rätt lösenord.`,
    "Misslyckanden räknas per adress i transienter som går ut och har en hash som nyckel (ingen adress sparas); en lyckad inloggning nollställer räkningen.",
  ],
  usage: (params) => [`Logga ut och skriv fel lösenord ${String(params.attempts)} gånger: inloggningssidan säger att du kan försöka igen om ${String(params.minutes)} minuter.`],
};
