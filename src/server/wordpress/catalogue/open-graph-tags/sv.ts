import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Open Graph-taggar",
  features: () => [
    "Varje sidas <head> får Open Graph-taggar (og:title, og:description, og:image, og:url, og:type, og:site_name) och Twitter-kortstaggar, så delade länkar visar en förhandsvisning med inläggets rubrik, utdrag och utvalda bild.",
    "När Yoast SEO, Rank Math, All in One SEO eller SEOPress är aktivt skriver det ingenting, för att undvika dubbla taggar.",
  ],
  usage: () => ["Öppna ett inlägg på webbplatsen och visa dess källkod (eller klistra in dess adress i ett socialt nätverks förhandsgranskningsverktyg): og:-taggarna finns i <head>."],
};
