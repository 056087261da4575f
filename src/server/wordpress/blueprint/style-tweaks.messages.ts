import { defineMessages } from "../../lib/messages";

/** What a style change says in the reply (style-tweaks.ts): why a part was not changed, what each change touched. */
export const STYLE_REPLY = defineMessages({
  en: {
    "problem.nothingOnSite": "The plugin prints nothing of its own on the site's pages, so there is no element of it to restyle.",
    "problem.markedInAdmin":
      "The marked element is on an admin screen, which keeps WordPress's own admin styles: the offline generator restyles only what the plugin itself prints on the site's pages. Switch the preview to the site and mark the element there.",
    "problem.markedNotOwn":
      "The marked element is not part of what the plugin itself prints on the site (it belongs to the theme or to the preview's sample page), so it was not restyled: the plugin's stylesheet may only style the plugin's own elements.",
    "problem.noMatch": "None of the plugin's elements on the site matches what the request names, so that part was not changed.",
    feature: "Style tweak on {selector}: {declarations}",
    element: "the element {selector}",
    everyTag: "every <{tag}> in it",
    "suggest.round": "Round the corners",
    "suggest.bold": "Make it bold",
    "suggest.larger": "Make it larger",
    "suggest.capitals": "Use capitals",
    "suggest.padding": "Add more padding",
  },
  sv: {
    "problem.nothingOnSite": "Pluginet skriver inte ut något eget på webbplatsens sidor, så det finns inget element i det att ändra stilen på.",
    "problem.markedInAdmin":
      "Det markerade elementet finns på en adminskärm, som behåller WordPress egna adminstilar: offlinegeneratorn ändrar bara stilen på det som pluginet självt skriver ut på webbplatsens sidor. Byt förhandsvisningen till webbplatsen och markera elementet där.",
    "problem.markedNotOwn":
      "Det markerade elementet är inte en del av det som pluginet självt skriver ut på webbplatsen (det hör till temat eller till förhandsvisningens exempelsida), så dess stil ändrades inte: pluginets stilmall får bara ge stil åt pluginets egna element.",
    "problem.noMatch": "Inget av pluginets element på webbplatsen passar det som begäran nämner, så den delen ändrades inte.",
    feature: "Stiljustering på {selector}: {declarations}",
    element: "elementet {selector}",
    everyTag: "varje <{tag}> i det",
    "suggest.round": "Runda hörnen",
    "suggest.bold": "Gör det fetstilt",
    "suggest.larger": "Gör det större",
    "suggest.capitals": "Använd versaler",
    "suggest.padding": "Ge mer luft",
  },
});

/** The plugin's elements in a Swedish reply: each block's output, and each part of it in its definite form. */
export const BLOCK_NOUNS_SV: Readonly<Record<string, string>> = {
  "contact-form": "kontaktformuläret",
  "social-sharing": "delningsknapparna",
  "entry-form": "formuläret",
  shortcode: "kortkodsrutan",
  "editor-block": "blocket",
  widget: "widgeten",
};

export const PART_NOUNS_SV: Readonly<Record<string, string>> = {
  button: "knappen",
  title: "rubriken",
  text: "texten",
  links: "länkarna",
  form: "formuläret",
  field: "fälten",
  label: "etiketterna",
  input: "inmatningsfälten",
  list: "listan",
  item: "posterna",
  notice: "notisen",
  image: "bilderna",
};
