import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Egen logotyp på inloggningssidan",
  params: {
    logo: { label: "logotypbild", describe: (url: string) => url || "webbplatsens egen logotyp (eller dess webbplatsikon)" },
    link: { label: "logotypen länkar till", describe: (url: string) => url || "webbplatsens startsida" },
  },
  features: (params) => [
    `Inloggningssidan visar ${params.logo ? `bilden ${String(params.logo)}` : "webbplatsens egen logotyp (vald under Utseende → Redigerare eller i Anpassaren; webbplatsikonen när det inte finns någon logotyp)"} i stället för WordPress-logotypen.`,
    `Logotypen länkar till ${params.link ? String(params.link) : "webbplatsens startsida"} (inte wordpress.org), med webbplatsens namn som text.`,
  ],
  usage: () => ["Logga ut och öppna inloggningssidan: din logotyp finns ovanför formuläret, och ett klick på den öppnar webbplatsen."],
};
