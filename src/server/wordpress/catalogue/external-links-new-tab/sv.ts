import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Externa länkar i en ny flik",
  features: () => [
    "Länkar i inlägg och sidor till andra webbplatser öppnas i en ny flik, med rel=\"noopener noreferrer\"; länkar inom webbplatsen öppnas som förut.",
  ],
  usage: () => ["Öppna ett inlägg med en länk till en annan webbplats och klicka på den: den öppnas i en ny flik."],
};
