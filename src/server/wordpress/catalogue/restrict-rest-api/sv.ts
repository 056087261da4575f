import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Begränsa REST-API:t till inloggade användare",
  params: { routes: { label: "rutter öppna för besökare", describe: (routes: readonly string[]) => (routes.length ? routes.join(", ") : "inga") } },
  features: (params) => [
    "Besökare som inte är inloggade får ett 401-fel från REST-API:t (/wp-json/); inloggade användare och blockredigeraren fungerar som förut.",
    (params.routes as readonly string[]).length
      ? `De här rutterna är fortsatt öppna för alla, med allt under dem: ${(params.routes as readonly string[]).join(", ")}.`
      : "Ingen rutt lämnas öppen för besökare (be om att tillåta en, t.ex. \"allow the /wp/v2/posts route\").",
  ],
  usage: () => ["Logga ut och öppna /wp-json/wp/v2/users: svaret är ett 401-fel i stället för listan över användare."],
};
