import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Chattknapp för WhatsApp",
  params: {
    phone: { label: "WhatsApp-nummer", describe: (value: string) => (value ? `+${value}` : "inget i dina ord: anges under Inställningar → WhatsApp Button") },
    message: { label: "första meddelande", describe: (value: string) => (value ? `"${value}"` : "inget (besökaren skriver det)") },
  },
  features: (params) => [
    `En rund grön WhatsApp-knapp i nedre vänstra hörnet på varje sida öppnar en chatt med ${params.phone ? `+${String(params.phone)}` : "numret som anges under Inställningar → WhatsApp Button (knappen visas när det har sparats)"} i WhatsApp eller WhatsApp Web, i en ny flik.`,
    params.message ? `Chatten börjar med meddelandet "${String(params.message)}" redan skrivet.` : "Besökaren skriver det första meddelandet.",
  ],
  usage: (params) => [...(params.phone ? [] : ["Ange ditt nummer under Inställningar → WhatsApp Button."]), "Öppna webbplatsen: knappen finns nere till vänster; den öppnar en chatt med ditt nummer."],
};
