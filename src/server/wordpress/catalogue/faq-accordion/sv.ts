import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Fällbara vanliga frågor",
  features: () => [
    "Kortkoden [faq] visar frågor och svar som fällbara avsnitt: varje fråga öppnar och stänger sitt svar, även med tangentbordet (inbyggda <details>-element, inget skript).",
    "Skriv varje fråga som en rubrik inom [faq]…[/faq], med svaret under den; eller en fråga per kortkod: [faq question=\"Skickar ni utomlands?\"]Ja, till hela Europa.[/faq].",
  ],
  usage: () => ["På en sida, lägg ett kortkodsblock med [faq] före dina frågor (var och en ett rubrikblock, svaret i stycken under) och ett med [/faq] efter det sista svaret; visa sidan och klicka på en fråga för att öppna den."],
};
