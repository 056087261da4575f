import type { SwedishTask } from "../task-wording-types";
import { asIs } from "../wording-sv";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Bildspel med omdömen",
  params: { count: { label: "omdömen i vyn", describe: asIs } },
  features: (params) => [
    "En meny Testimonials i admin: varje omdöme har personens namn som rubrik, deras ord som innehåll och ett valfritt foto (utvald bild).",
    `Kortkoden [testimonials] visar de 30 senaste omdömena ${String(params.count)} åt gången (ett på smala skärmar), och dess knappar Previous och Next glider till de andra; det fungerar med tangentbord och skärmläsare och läser inte in något externt bibliotek.`,
  ],
  usage: () => ["Lägg till två eller fler omdömen under Testimonials → Add New, placera ett kortkodsblock med [testimonials] på en sida och visa den: knapparna under bildspelet flyttar det."],
};
