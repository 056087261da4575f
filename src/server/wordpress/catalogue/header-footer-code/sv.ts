import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Kod i sidhuvud och sidfot",
  features: () => [
    "Inställningar → Header and Footer Code: administratörer som får publicera ofiltrerad HTML klistrar in kod för webbplatsens <head> och för slutet av <body> (statistik, verifieringstaggar, chattwidgetar).",
    "Koden skrivs ut på varje sida av webbplatsen som den klistrades in (upp till 20 000 tecken vardera); skärmen och dess formulär kontrollerar användarens behörighet och en nonce.",
  ],
  usage: () => ["Öppna Inställningar → Header and Footer Code, klistra in en tagg i någon av rutorna och spara: visa källkoden för en sida på webbplatsen för att hitta den."],
};
