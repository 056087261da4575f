import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { readSitePath, SITE_PATH_PATTERN } from "../read-wording";

const where = (path: unknown) => (path === "/" ? "the home page" : String(path));

export const logoutRedirect: TaskManifest = {
  id: "logout-redirect",
  title: "Redirect after logout",
  recognise: [
    /\b(?:redirect|send|take|bring)\b[\s\S]{0,60}?\b(?:after|on|upon|when (?:they |users? )?(?:log|sign)(?:ging)?)\s*(?:they\s+)?(?:log(?:ging)?[- ]?out|logout|sign(?:ing)?[- ]?out)\b/i,
    words("logout redirects?", "redirect(?:s|ion)? (?:after|on|upon) logout"),
  ],
  followUpHints: [words("logout", "log out", "logged out")],
  params: [{ name: "path", type: "text", label: "page after logout", pattern: SITE_PATH_PATTERN, maxLength: 200, default: "/", read: readSitePath, describe: where }],
  pluginName: () => "Logout Redirect",
  features: (params) => [`After logging out, users land on ${where(params.path)} instead of the login page (a logout link that asks for another page still goes there).`],
  usage: (params) => [`Log out: you arrive on ${where(params.path)}.`],
  hooks: ["logout_redirect"],
  quickPrompt: "Redirect users to the home page after logout",
  tags: ["logout", "redirect"],
  covers: ["redirect users after logout"],
};
