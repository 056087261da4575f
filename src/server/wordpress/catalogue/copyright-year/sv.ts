import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Kortkod för upphovsrättsår",
  params: { start_year: { label: "första år", describe: (value: number) => (value ? String(value) : "inget (bara i år)") } },
  features: (params) => [
    "Kortkoden [year] skriver ut innevarande år, i webbplatsens tidszon.",
    `Kortkoden [copyright] skriver ut "© ${params.start_year ? `${String(params.start_year)}–` : ""}<i år> <webbplatsens namn>", som räknas upp av sig själv varje nytt år.`,
  ],
  usage: () => ["Redigera sidfoten (Utseende → Redigerare → Mönster → Sidfot), lägg till ett kortkodsblock med [copyright] och visa webbplatsen."],
};
