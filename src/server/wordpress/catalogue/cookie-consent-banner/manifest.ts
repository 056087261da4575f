import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { colourParam, describeColour, quotedParam } from "../read-wording-front";

export const cookieConsentBanner: TaskManifest = {
  id: "cookie-consent-banner",
  title: "Cookie consent banner",
  recognise: [words("cookies? (?:consent|notice|banner|bar|pop-?up|message|warning|notification)s?", "(?:gdpr|consent) (?:banner|bar|pop-?up|notice)", "cookie-?banner", "accept cookies")],
  followUpHints: [words("cookies?", "consent", "banner")],
  params: [
    quotedParam("message", "message", "We use cookies to make this site work and to understand how it is used."),
    colourParam("colour", "banner colour", "#1d2b4f"),
  ],
  pluginName: () => "Cookie Consent Banner",
  features: (params) => [
    `A ${describeColour(String(params.colour))} banner at the bottom of every page says "${String(params.message)}", links to the privacy policy page chosen under Settings → Privacy (when there is one) and has Accept and Decline buttons.`,
    "The visitor's choice is kept in a cookie for 180 days and the banner does not come back; the plugin's PHP function ending in _cookie_consent() and a \"cookie-consent\" browser event tell other code the choice. It does not block other plugins' cookies by itself.",
  ],
  usage: () => ["Open the site in a private window: the banner is at the bottom; choose, reload, and it is gone."],
  hooks: ["wp_enqueue_scripts", "wp_footer"],
  quickPrompt: "Add a cookie consent banner with a link to the privacy policy",
  tags: ["cookies", "gdpr", "consent"],
  covers: ["a cookie consent banner"],
  assets: ["cookie-consent-banner.css", "cookie-consent-banner.js"],
};
