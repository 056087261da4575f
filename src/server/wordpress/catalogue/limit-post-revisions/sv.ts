import type { SwedishTask } from "../task-wording-types";
import { asIs } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Begränsa antalet revisioner",
  params: { count: { label: "revisioner som sparas", describe: asIs } },
  features: (params) => [
    params.count === 0
      ? "WordPress sparar inga revisioner av inlägg och sidor (automatisk sparning fungerar fortfarande)."
      : `WordPress sparar högst ${String(params.count)} ${params.count === 1 ? "revision" : "revisioner"} av varje inlägg och sida; äldre tas bort när en ny sparas.`,
  ],
  usage: () => ["Redigera ett inlägg och spara det några gånger: panelen Revisioner listar inte fler än gränsen."],
};
