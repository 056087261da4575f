import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { LOGIN_SLUG_PATTERN, readLoginSlug } from "../read-wording";

export const customLoginUrl: TaskManifest = {
  id: "custom-login-url",
  title: "Custom login URL",
  recognise: [
    words(
      "(?:custom|secret|hidden|new|different|own|private) (?:login|log-in|sign-in) (?:url|address|link|slug)",
      "(?:change|rename|move|hide) (?:the |my )?(?:wp-login(?:\\.php)?|login (?:url|address|slug)|log-in (?:url|address))",
      "(?:rename|move|hide) (?:the |my )?(?:login|log-in) page",
      "login (?:url|address|slug) (?:to|at|of)",
      "wp-login(?:\\.php)? (?:to|at|with)",
      "(?:hide|rename|block) wp-admin",
    ),
  ],
  followUpHints: [words("login (?:url|address|page|slug)", "slug", "wp-login(?:\\.php)?")],
  params: [
    {
      name: "slug",
      type: "text",
      label: "login address",
      pattern: LOGIN_SLUG_PATTERN,
      maxLength: 40,
      default: "my-login",
      read: readLoginSlug,
      describe: (slug) => `/${slug}`,
    },
  ],
  pluginName: () => "Custom Login URL",
  features: (params) => [
    `The login page is at /${String(params.slug)} on this site; every link and e-mail WordPress writes to the login page uses it.`,
    "wp-login.php, and wp-admin for anyone who is not logged in, answer with the theme's 404 page, so bots knocking on the usual login address find nothing.",
  ],
  usage: (params) => [
    `Bookmark /${String(params.slug)}: that is where you log in from now on. Open /wp-login.php while logged out: the site says the page was not found.`,
    "Forgot the address? Deactivating the plugin (by renaming its folder over FTP) brings wp-login.php back.",
  ],
  hooks: ["wp_loaded", "site_url", "network_site_url", "wp_redirect"],
  quickPrompt: "Change the login URL to /my-login",
  tags: ["login", "security", "wp-login"],
  covers: ["custom login URL", "hide wp-login.php", "change the login address"],
};
