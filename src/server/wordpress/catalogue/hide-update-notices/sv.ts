import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Dölj uppdateringsnotiser för andra än administratörer",
  features: () => ["Redaktörer, författare och andra användare som inte kan uppdatera WordPress ser inte längre banderollen \"WordPress x.y is available\" i wp-admin; administratörer gör det fortfarande."],
  usage: () => ["Logga in som redaktör när en WordPress-uppdatering har kommit: ingen uppdateringsbanderoll högst upp i wp-admin."],
};
