import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Kolumn för senaste inloggning",
  features: () => [
    "Varje inloggning registreras (ett datum per användare, som ersätts vid nästa inloggning).",
    "Användare → Alla användare har en sorterbar kolumn \"Last login\" med datum och tid i webbplatsens format, eller \"Never\".",
  ],
  usage: () => ["Logga ut och in igen och öppna sedan Användare → Alla användare: kolumnen Last login visar tiden; klicka på dess rubrik för att sortera."],
};
