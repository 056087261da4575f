import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const disableAutoUpdateEmails: TaskManifest = {
  id: "disable-auto-update-emails",
  title: "Disable auto-update e-mails",
  recognise: [
    /\bauto(?:matic)?[- ]?updates?\s+(?:notification\s+)?(?:e-?mails?|notifications?|mails?)\b/i,
    /\bupdates?\s+(?:notification\s+)?(?:e-?mails?|mails?)\b/i,
    /\b(?:e-?mails?|notifications?)\s+(?:about|for|after|on)\s+(?:the\s+)?(?:successful\s+)?auto(?:matic)?[- ]?updates?\b/i,
  ],
  followUpHints: [words("update e-?mails?", "auto-?updates?")],
  params: [],
  pluginName: () => "Disable Auto-Update E-mails",
  features: () => [
    "No more e-mails after automatic updates of WordPress, plugins or themes that went well.",
    "An e-mail still comes when an automatic update fails, since that needs someone to look.",
  ],
  usage: () => ["Nothing to set up: the next successful automatic update sends no e-mail."],
  hooks: ["auto_core_update_send_email", "auto_plugin_update_send_email", "auto_theme_update_send_email", "automatic_updates_send_debug_email"],
  quickPrompt: "Disable the auto-update e-mails",
  tags: ["updates", "email"],
  covers: ["disable auto-update e-mails"],
};
