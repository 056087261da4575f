import type { SwedishTask } from "../task-wording-types";
import { colourSv, quoted } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Banderoll för samtycke till kakor",
  params: { message: { label: "meddelande", describe: quoted }, colour: { label: "banderollens färg", describe: colourSv } },
  features: (params) => [
    `En ${colourSv(params.colour)} banderoll längst ned på varje sida säger "${String(params.message)}", länkar till integritetspolicysidan som valts under Inställningar → Integritet (när det finns en) och har knapparna Accept och Decline.`,
    "Besökarens val sparas i en kaka i 180 dagar och banderollen kommer inte tillbaka; pluginets PHP-funktion som slutar på _cookie_consent() och en webbläsarhändelse \"cookie-consent\" berättar valet för annan kod. Den blockerar inte andra pluginers kakor av sig själv.",
  ],
  usage: () => ["Öppna webbplatsen i ett privat fönster: banderollen finns längst ned; välj, ladda om, och den är borta."],
};
