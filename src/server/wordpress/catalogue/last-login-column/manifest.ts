import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const lastLoginColumn: TaskManifest = {
  id: "last-login-column",
  title: "Last login column",
  recognise: [
    words(
      "last (?:login|log-in|logged[- ]in|sign-in|signed[- ]in)(?: (?:date|time|column))?",
      "when (?:each |every )?users? (?:last )?logged in",
      "when users? last (?:logged|signed) in",
    ),
  ],
  followUpHints: [words("last login", "column")],
  params: [],
  pluginName: () => "Last Login Column",
  features: () => [
    "Each login is recorded (one date per user, replaced at the next login).",
    "Users → All Users has a sortable \"Last login\" column with the date and time in the site's format, or \"Never\".",
  ],
  usage: () => ["Log out and in again, then open Users → All Users: the Last login column shows the time; click its header to sort."],
  hooks: ["wp_login", "manage_users_columns", "manage_users_custom_column", "manage_users_sortable_columns", "pre_get_users"],
  quickPrompt: "Add a last login column to the users list",
  tags: ["users", "login", "admin columns"],
  covers: ["a last-login column in the users list", "see when users last logged in"],
  userMeta: ["__PREFIX__last_login"],
};
