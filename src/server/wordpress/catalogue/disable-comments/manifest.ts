import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const disableComments: TaskManifest = {
  id: "disable-comments",
  title: "Disable comments",
  recognise: [
    /\b(?:disable|turn off|switch off|remove|close|block|stop|hide|no)\s+(?:all\s+)?(?:the\s+)?(?:post\s+|blog\s+)?comments?\b(?![\s\S]{0,20}\b(?:shorter|too short|min(?:imum)?|at least|length)\b)/i,
    /\bcomments?\s+(?:off|disabled|closed)\b/i,
  ],
  followUpHints: [words("comments?")],
  params: [],
  pluginName: () => "Disable Comments",
  features: () => [
    "Comments and pings are closed on every post type; existing comments stay in the database but are no longer shown.",
    "The Comments screen, the Discussion settings link, the toolbar's comments bubble and the dashboard's Recent Comments box are removed.",
  ],
  usage: () => ["Open a post on the site: there is no comment form and no comment list."],
  hooks: ["comments_open", "pings_open", "comments_array", "get_comments_number", "init", "admin_menu", "admin_bar_menu", "wp_dashboard_setup"],
  quickPrompt: "Disable comments on my whole site",
  tags: ["comments"],
  covers: ["disable comments", "turn off comments everywhere"],
};
