import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Duplicera inlägg och sidor",
  features: () => [
    "En länk \"Duplicate\" under varje inlägg och sida i wp-admin kopierar det som ett nytt utkast, med innehåll, utdrag, anpassade fält, kategorier, etiketter och andra termer, och öppnar kopian i redigeraren.",
    "Bara användare som får redigera originalet och skriva nya inlägg av samma slag ser länken; varje länk har en nonce.",
  ],
  usage: () => ["Öppna Inlägg → Alla inlägg, håll muspekaren över ett inlägg och klicka på Duplicate: kopian öppnas som utkast."],
};
