import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { LINK_PATTERN, LOGO_URL_PATTERN, readImageUrl, readLinkUrl } from "../read-wording";

export const customLoginLogo: TaskManifest = {
  id: "custom-login-logo",
  title: "Custom login logo",
  recognise: [
    words(
      "(?:login|log-in|sign-in|wp-login(?:\\.php)?) (?:page |screen |form )?logo",
      "logo (?:on|of|for|in) (?:the |my )?(?:wp-)?(?:login|log-in|sign-in)(?: page| screen| form)?",
      "replace (?:the )?wordpress logo",
      "(?:change|remove|hide) (?:the )?wordpress logo (?:on|from) (?:the )?login",
    ),
  ],
  followUpHints: [words("logo", "login page")],
  params: [
    {
      name: "logo",
      type: "text",
      label: "logo image",
      pattern: LOGO_URL_PATTERN,
      maxLength: 300,
      default: "",
      read: readImageUrl,
      describe: (url) => url || "the site's own logo (or its site icon)",
    },
    {
      name: "link",
      type: "text",
      label: "logo links to",
      pattern: LINK_PATTERN,
      maxLength: 300,
      default: "",
      read: readLinkUrl,
      describe: (url) => url || "the site's home page",
    },
  ],
  pluginName: () => "Custom Login Logo",
  features: (params) => [
    `The login page shows ${params.logo ? `the image ${String(params.logo)}` : "the site's own logo (set in Appearance → Editor or the Customizer; the site icon when there is no logo)"} instead of the WordPress logo.`,
    `The logo links to ${params.link ? String(params.link) : "the site's home page"} (not wordpress.org), with the site's name as its text.`,
  ],
  usage: () => ["Log out and open the login page: your logo is above the form, and clicking it opens the site."],
  hooks: ["login_enqueue_scripts", "login_headerurl", "login_headertext"],
  quickPrompt: "Use my own logo on the login page",
  tags: ["login", "logo", "branding"],
  covers: ["a custom login logo", "replace the WordPress logo on the login page"],
};
