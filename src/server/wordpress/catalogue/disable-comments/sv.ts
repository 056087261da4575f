import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Stäng av kommentarer",
  features: () => [
    "Kommentarer och pingar är stängda för alla inläggstyper; befintliga kommentarer ligger kvar i databasen men visas inte längre.",
    "Skärmen Kommentarer, länken till diskussionsinställningarna, verktygsfältets kommentarsbubbla och adminpanelens ruta Senaste kommentarer tas bort.",
  ],
  usage: () => ["Öppna ett inlägg på webbplatsen: det finns inget kommentarsformulär och ingen kommentarslista."],
};
