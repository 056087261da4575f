import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const headerFooterCode: TaskManifest = {
  id: "header-footer-code",
  title: "Header and footer code",
  recognise: [
    words(
      "(?:header|head) (?:and|&|or) footer (?:code|scripts?|snippets?|tags?)",
      "(?:code|scripts?|snippets?|tags?) (?:in|into|to) (?:the |my )?(?:<head>|head|header) (?:and|&|or) (?:the )?(?:<\\/body>|footer|body)",
      "(?:insert|add|paste|inject) (?:custom )?(?:code|scripts?|snippets?) (?:in|into|to) (?:the |my )?(?:<head>|head|header|footer)",
      "(?:tracking|analytics|google analytics|verification|pixel) (?:code|scripts?|snippets?|tags?) (?:in|into|to) (?:the |my )?(?:<head>|head|header|footer)",
      "header scripts?",
      "footer scripts?",
    ),
  ],
  followUpHints: [words("header", "footer", "head", "scripts?")],
  params: [],
  pluginName: () => "Header and Footer Code",
  features: () => [
    "Settings → Header and Footer Code: administrators who may post unfiltered HTML paste code for the site's <head> and for the end of <body> (analytics, verification tags, chat widgets).",
    "The code is printed on every page of the site as pasted (up to 20,000 characters each); the screen and its form check the user's rights and a nonce.",
  ],
  usage: () => ["Open Settings → Header and Footer Code, paste a tag into either box and save: view the page source of the site to find it."],
  hooks: ["wp_head", "wp_footer", "admin_menu", "admin_post_{action}"],
  quickPrompt: "Add header and footer code to my site",
  tags: ["header", "footer", "scripts", "analytics"],
  covers: ["header and footer code", "insert scripts in the head", "add analytics code"],
  options: ["__PREFIX__head_code", "__PREFIX__footer_code"],
};
