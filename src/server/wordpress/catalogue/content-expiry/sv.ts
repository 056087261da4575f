import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Utgångsdatum för innehåll",
  params: { status: { label: "utgångna inlägg blir", describe: (value: string) => (value === "private" ? "privata" : "utkast") } },
  features: (params) => [
    "Inlägg och sidor får en ruta \"Expiry\" i redigerarens sidokolumn med ett fält för datum och tid, i webbplatsens tidszon.",
    `Vid den tidpunkten ${params.status === "private" ? "blir ett publicerat inlägg privat (bara inloggade redaktörer ser det)" : "går ett publicerat inlägg tillbaka till utkast och försvinner från webbplatsen"}, genom en WordPress cron-händelse schemalagd för just det inlägget; att ändra eller tömma datumet flyttar eller avbryter den.`,
  ],
  usage: () => ["Redigera ett inlägg, ange datum och tid i rutan Expiry och uppdatera: vid den tiden försvinner inlägget från webbplatsen (WordPress cron körs vid nästa besök efter det)."],
};
