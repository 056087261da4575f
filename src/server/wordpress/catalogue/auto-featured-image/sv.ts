import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Automatisk utvald bild",
  features: () => ["Ett inlägg som sparas utan utvald bild får en: den första bilden i innehållet från mediebiblioteket, annars den första bilden som laddats upp till det. En utvald bild som du själv har valt ändras aldrig."],
  usage: () => ["Skriv ett inlägg med ett bildblock från mediebiblioteket, välj ingen utvald bild och spara: bilden är nu inläggets utvalda bild."],
};
