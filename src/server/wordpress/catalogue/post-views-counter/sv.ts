import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Räknare för visningar av inlägg",
  features: () => [
    "Varje besök på ett inlägg lägger till en visning; besök av personer som kan redigera inlägget, robotar, förhandsvisningar och andra förfrågningar än sidvisningar räknas inte. Ett tal per inlägg sparas (en databasrad vardera), så räkningen får aldrig databasen att växa.",
    "Inlägg → Alla inlägg har en sorterbar kolumn Views, och kortkoden [post_views] skriver ut \"123 views\" på webbplatsen (för det aktuella inlägget, eller [post_views id=\"42\"]).",
  ],
  usage: () => ["Öppna ett inlägg i ett privat fönster och titta sedan på Inlägg → Alla inlägg: dess Views ökade med en. En helsidescache kan visa sidor utan att räkna dem."],
};
