import type { SwedishTask } from "../task-wording-types";
import { capitaliseSv, rolesSv } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Håll användare borta från wp-admin",
  params: { roles: { label: "roller", describe: rolesSv } },
  features: (params) => [
    `${capitaliseSv(rolesSv(params.roles))} som öppnar wp-admin skickas till startsidan; administratörer skickas aldrig bort.`,
    "admin-ajax.php, admin-post.php (formulär på webbplatsen) och REST-API:t fortsätter att fungera för alla.",
  ],
  usage: (params) => [`Logga in som en av dessa (${rolesSv(params.roles)}) och öppna /wp-admin/: du hamnar på startsidan.`],
};
