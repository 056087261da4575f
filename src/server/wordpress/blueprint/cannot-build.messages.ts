import { defineMessages } from "../../lib/messages";

/** The cannot-build answer (cannot-build.ts) and its suggestions of starter templates. */
export const CANNOT_BUILD = defineMessages({
  en: {
    answer: "I can't build {what}: none of the offline generator's everyday tasks, starter templates or building blocks does that, so nothing was made and no credit was used.",
    canBuild: "It can build, for example:",
    pick: "Pick one of the ideas below or describe one of these; with an AI model configured, Plugsmith writes the plugin you described.",
    "lead-magnet": "a lead magnet that e-mails a download link that expires (“A lead magnet for my free PDF”)",
    "woo-upsell": "WooCommerce upsell offers in the cart (“A WooCommerce upsell plugin”)",
    "content-access": "content for chosen user roles only (“Restrict content to logged-in members”)",
    analytics: "cookieless page-view analytics with a chart (“A lightweight analytics plugin”)",
    "ai-assistant": "an AI writing assistant in the block editor (“An AI writing assistant plugin”)",
    "client-portal": "a client portal with private projects and files (“A client portal plugin”)",
    "crm-sync": "a form that sends its entries to your CRM (“Send form submissions to my CRM”)",
    booking: "booking requests you approve or decline (“A booking request plugin”)",
    maintenance: "maintenance mode with a scheduled launch (“A coming soon page with a countdown”)",
    "dynamic-pricing": "WooCommerce quantity and role discounts (“A WooCommerce dynamic pricing plugin”)",
    contact: "a contact form that e-mails each message (“A contact form with e-mail notifications”)",
  },
  // The examples in quotes are words the generator reads, so they stay as it reads them.
  sv: {
    answer: "Jag kan inte bygga {what}: ingen av offlinegeneratorns vardagsuppgifter, startmallar eller byggstenar gör det, så ingenting skapades och ingen kredit användes.",
    canBuild: "Den kan till exempel bygga:",
    pick: "Välj en av idéerna nedan eller beskriv något av detta; med en AI-modell inställd skriver Plugsmith det plugin du beskrev.",
    "lead-magnet": "en lead magnet som e-postar en nedladdningslänk som går ut (“A lead magnet for my free PDF”)",
    "woo-upsell": "merförsäljningserbjudanden för WooCommerce i varukorgen (“A WooCommerce upsell plugin”)",
    "content-access": "innehåll bara för valda användarroller (“Restrict content to logged-in members”)",
    analytics: "besöksstatistik utan kakor, med ett diagram (“A lightweight analytics plugin”)",
    "ai-assistant": "en AI-skrivassistent i blockredigeraren (“An AI writing assistant plugin”)",
    "client-portal": "en kundportal med privata projekt och filer (“A client portal plugin”)",
    "crm-sync": "ett formulär som skickar sina inskick till ditt CRM (“Send form submissions to my CRM”)",
    booking: "bokningsförfrågningar som du godkänner eller avböjer (“A booking request plugin”)",
    maintenance: "underhållsläge med schemalagd lansering (“A coming soon page with a countdown”)",
    "dynamic-pricing": "mängd- och rollrabatter för WooCommerce (“A WooCommerce dynamic pricing plugin”)",
    contact: "ett kontaktformulär som e-postar varje meddelande (“A contact form with e-mail notifications”)",
  },
});
