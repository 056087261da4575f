import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Widget med anteckningar på adminpanelen",
  features: () => [
    "En widget \"Site notes\" på adminpanelen: alla som får skriva inlägg läser anteckningarna; redaktörer och administratörer ändrar och sparar dem (kontrollerad behörighet och en nonce, upp till 10 000 tecken ren text).",
  ],
  usage: () => ["Öppna adminpanelen: skriv i rutan Site notes och tryck på Save notes; de andra redaktörerna ser samma anteckningar."],
};
