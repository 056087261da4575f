import type { SwedishTask } from "../task-wording-types";
import { capitaliseSv, rolesSv } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Tillåt uppladdning av SVG",
  params: { roles: { label: "roller", describe: rolesSv } },
  features: (params) => [
    `${capitaliseSv(rolesSv(params.roles))} kan ladda upp SVG-filer till mediebiblioteket; ingen annan kan det.`,
    "Varje SVG rensas innan den sparas: skript, händelsehanterare (onload, onclick…), inbäddade dokument och länkar till andra filer tas bort, och en fil med DOCTYPE eller som inte är välformad SVG nekas.",
  ],
  usage: (params) => [`Som en av dessa (${rolesSv(params.roles)}), ladda upp en .svg under Media → Lägg till ny mediefil.`],
};
