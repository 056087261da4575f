import type { SwedishTask } from "../task-wording-types";

// This task's words in a Swedish reply (issue #34 item 13); its English is the manifest's.

export const sv: SwedishTask = {
  title: "Egen inloggningsadress",
  params: { slug: { label: "inloggningsadress", describe: (slug: string) => `/${slug}` } },
  features: (params) => [
    `Inloggningssidan finns på /${String(params.slug)} på den här webbplatsen; varje länk och e-post som WordPress skriver till inloggningssidan använder den.`,
    "wp-login.php, och wp-admin för den som inte är inloggad, svarar med temats 404-sida, så robotar som knackar på den vanliga inloggningsadressen hittar ingenting.",
  ],
  usage: (params) => [
    `Spara /${String(params.slug)} som bokmärke: där loggar du in från och med nu. Öppna /wp-login.php när du är utloggad: webbplatsen säger att sidan inte hittades.`,
    "Glömt adressen? Att inaktivera pluginet (genom att byta namn på dess mapp via FTP) tar tillbaka wp-login.php.",
  ],
};
