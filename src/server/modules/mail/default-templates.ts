import { PRODUCT_NAME } from "../../../shared/constants";
import type { MailLanguage } from "../../../shared/schemas/account";

/**
 * The editable templates (spec.md §2 Email template editor) in each mail language, seeded once; admins
 * change them later. Swedish follows the app's Swedish texts.
 */
export const DEFAULT_TEMPLATES: ReadonlyArray<{ name: "welcome" | "weekly_promo"; language: MailLanguage; subject: string; content: string }> = [
  {
    name: "welcome",
    language: "en",
    subject: `Welcome to ${PRODUCT_NAME}, {{name}}!`,
    content: `<h1>Welcome to ${PRODUCT_NAME}, {{name}}!</h1>
<p>Your account is ready, and {{credits}} free credits are waiting for you.</p>
<p>Describe the WordPress plugin you need in plain words, watch it being written, refine it in the chat, and download a ZIP that installs on any WordPress site.</p>
<p><a href="{{site_url}}/builder">Build your first plugin</a></p>
<p>Happy building,<br>The ${PRODUCT_NAME} team</p>`,
  },
  {
    name: "weekly_promo",
    language: "en",
    subject: `This week at ${PRODUCT_NAME}`,
    content: `<h1>Hi {{name}}, here is what's new this week</h1>
<p>Turn your next idea into a WordPress plugin in minutes: describe it, refine it, download it.</p>
<p><a href="{{site_url}}/builder">Open the builder</a></p>
<p>You receive this mail because you subscribed to the weekly newsletter. <a href="{{unsubscribe_url}}">Unsubscribe</a> with one click, or change it in your <a href="{{site_url}}/settings">settings</a>.</p>`,
  },
  {
    name: "welcome",
    language: "sv",
    subject: `Välkommen till ${PRODUCT_NAME}, {{name}}!`,
    content: `<h1>Välkommen till ${PRODUCT_NAME}, {{name}}!</h1>
<p>Ditt konto är klart, och {{credits}} gratis krediter väntar på dig.</p>
<p>Beskriv WordPress-pluginet du behöver med egna ord, se det skrivas, förfina det i chatten och ladda ner en ZIP som installeras på vilken WordPress-webbplats som helst.</p>
<p><a href="{{site_url}}/builder">Bygg ditt första plugin</a></p>
<p>Lycka till,<br>${PRODUCT_NAME}-teamet</p>`,
  },
  {
    name: "weekly_promo",
    language: "sv",
    subject: `Veckans nyheter från ${PRODUCT_NAME}`,
    content: `<h1>Hej {{name}}, här är veckans nyheter</h1>
<p>Gör din nästa idé till ett WordPress-plugin på några minuter: beskriv det, förfina det, ladda ner det.</p>
<p><a href="{{site_url}}/builder">Öppna byggaren</a></p>
<p>Du får det här mailet eftersom du prenumererar på veckobrevet. <a href="{{unsubscribe_url}}">Avsluta prenumerationen</a> med ett klick, eller ändra det i dina <a href="{{site_url}}/settings">inställningar</a>.</p>`,
  },
];
