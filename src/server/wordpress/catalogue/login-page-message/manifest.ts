import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { readGivenText } from "../read-wording";

export const loginPageMessage: TaskManifest = {
  id: "login-page-message",
  title: "Login page message",
  recognise: [
    words(
      "(?:message|text|notice|note|welcome|greeting|announcement) (?:on|to|in|above|for) (?:the )?(?:wp-)?(?:login|log-in|sign-in) (?:page|screen|form)",
      "(?:login|log-in|sign-in) (?:page|screen|form) (?:message|text|notice|greeting)",
    ),
  ],
  followUpHints: [words("message", "login page", "text")],
  params: [{ name: "text", type: "text", label: "message", pattern: /^[^<>\n\r]{1,200}$/u, maxLength: 200, default: "Welcome! Please log in.", read: readGivenText, describe: (text) => `"${text}"` }],
  pluginName: () => "Login Page Message",
  features: (params) => [`The login page shows "${String(params.text)}" above the form, in WordPress's own message box.`],
  usage: () => ["Log out and open the login page: the message is above the form."],
  hooks: ["login_message"],
  quickPrompt: "Show a message on the login page saying \"Staff only: ask Jo for an account\"",
  tags: ["login", "message"],
  covers: ["a message on the login page"],
};
