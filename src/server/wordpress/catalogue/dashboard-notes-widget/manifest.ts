import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const dashboardNotesWidget: TaskManifest = {
  id: "dashboard-notes-widget",
  title: "Dashboard notes widget",
  recognise: [
    words(
      "(?:dashboard|admin) (?:widget )?(?:with |for )?(?:(?:my|quick|some|short|private|team) )?(?:notes?|memos?|notepad|sticky notes?|reminders?)",
      "notes? (?:widget|box) (?:on|in|to) (?:the |my )?(?:wp-?admin |admin )?dashboard",
      "(?:notes?|notepad|memos?) (?:on|in|to) (?:the |my )?(?:wp-?admin |admin )?dashboard",
      "notes? widget",
    ),
  ],
  followUpHints: [words("notes?", "dashboard widget")],
  params: [],
  pluginName: () => "Dashboard Notes",
  features: () => [
    "A \"Site notes\" widget on the Dashboard: everyone who may write posts reads the notes; editors and administrators change and save them (checked rights and a nonce, up to 10,000 characters of plain text).",
  ],
  usage: () => ["Open the Dashboard: write in the Site notes box and press Save notes; the other editors see the same notes."],
  hooks: ["wp_dashboard_setup", "admin_post_{action}"],
  quickPrompt: "Add a dashboard widget with notes",
  tags: ["dashboard", "widget", "notes"],
  covers: ["a dashboard widget with notes", "site notes for editors"],
  options: ["__PREFIX__dashboard_notes"],
};
