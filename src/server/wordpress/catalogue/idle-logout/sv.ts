import type { SwedishTask } from "../task-wording-types";
import { asIs } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Logga ut inaktiva användare",
  params: { minutes: { label: "minuter utan aktivitet", describe: asIs } },
  features: (params) => [
    `En inloggad användare som inte gör något på webbplatsen på ${String(params.minutes)} minuter loggas ut vid sin nästa förfrågan (wp-admin skickar dem till inloggningssidan, webbplatsen till startsidan).`,
    "Heartbeat från en öppen flik med wp-admin räknas inte som aktivitet; tiden sparas i inloggningens egen session.",
  ],
  usage: (params) => [`Logga in, lämna webbplatsen orörd i ${String(params.minutes)} minuter och klicka sedan på en länk: du är utloggad.`],
};
