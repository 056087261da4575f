import type { SwedishTask } from "../task-wording-types";
import { colourSv } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Notisfält högst upp på webbplatsen",
  params: {
    message: { label: "meddelande", describe: (value: string) => (value ? `"${value}"` : "\"Welcome to <webbplatsens namn>\"") },
    background: { label: "fältets färg", describe: colourSv },
    color: { label: "textfärg", describe: colourSv },
    dismissible: { label: "går att stänga", describe: (value: string) => (value === "yes" ? "ja, med en stängningsknapp" : "nej, visas alltid") },
    picker: { label: "färginställning", describe: (value: string) => (value === "yes" ? "färgen väljs under Inställningar → Notice Bar" : "nej, färgen är fast") },
  },
  features: (params) => [
    `Varje sida på webbplatsen börjar med ett fält högst upp som säger ${params.message ? `"${String(params.message)}"` : "\"Welcome to <webbplatsens namn>\" (be om ett annat meddelande inom citattecken)"}.`,
    params.picker === "yes"
      ? `Dess färg väljs med ett färgfält under Inställningar → Notice Bar (${colourSv(params.background)} tills du väljer en), med ${colourSv(params.color)} text.`
      : `Fältet är ${colourSv(params.background)} med ${colourSv(params.color)} text.`,
    params.dismissible === "yes" ? "En besökare kan stänga det med dess ×-knapp; det förblir stängt för den besökaren tills meddelandet ändras." : "Det har ingen stängningsknapp: det visas på varje sida.",
  ],
  usage: (params) => ["Öppna valfri sida på webbplatsen: fältet är det första högst upp.", ...(params.picker === "yes" ? ["Inställningar → Notice Bar: välj fältets färg och spara."] : [])],
};
