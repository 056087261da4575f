import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const disableEmojis: TaskManifest = {
  id: "disable-emojis",
  title: "Disable emojis",
  recognise: [words("emojis?", "emoticons?", "smilies", "wp-emoji")],
  followUpHints: [words("emojis?")],
  params: [],
  pluginName: () => "Disable Emojis",
  features: () => [
    "WordPress's emoji script and styles are no longer loaded on the site's pages, in the admin, in feeds or in e-mails (one script and one DNS lookup fewer per page); emojis still show, drawn by the visitor's system.",
  ],
  usage: () => ["View a page's source: there is no wp-emoji-release.min.js and no emoji styles in the <head>."],
  hooks: ["init", "tiny_mce_plugins", "wp_resource_hints"],
  quickPrompt: "Disable emojis on my site",
  tags: ["emoji", "performance"],
  covers: ["disable emojis", "remove the emoji script"],
};
