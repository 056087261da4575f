import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { describeRoles, readSitePath, rolesParam, SITE_PATH_PATTERN } from "../read-wording";

const roles = (params: Readonly<Record<string, unknown>>) => params.roles as readonly string[];
const where = (path: unknown) => (path === "/" ? "the home page" : String(path));

export const loginRedirectByRole: TaskManifest = {
  id: "login-redirect-by-role",
  title: "Redirect after login by role",
  recognise: [
    /\b(?:redirect|send|take|bring)\b[\s\S]{0,60}?\b(?:after|on|upon|when (?:they |users? )?(?:log|sign)(?:ging)?)\s*(?:they\s+)?(?:log(?:ging)?[- ]?in|login|sign(?:ing)?[- ]?in)\b/i,
    words("login redirects?", "redirect(?:s|ion)? (?:after|on|upon) login"),
  ],
  followUpHints: [words("login", "logged in", "redirect", "send them")],
  params: [
    rolesParam(["subscriber"]),
    { name: "path", type: "text", label: "page after login", pattern: SITE_PATH_PATTERN, maxLength: 200, default: "/", read: readSitePath, describe: where },
  ],
  pluginName: () => "Login Redirect by Role",
  features: (params) => [
    `After logging in, ${describeRoles(roles(params))} land on ${where(params.path)} instead of the dashboard (a login link that asks for another page still goes there); other roles are unchanged.`,
  ],
  usage: (params) => [`Log in as one of the ${describeRoles(roles(params))}: you arrive on ${where(params.path)}.`],
  hooks: ["login_redirect"],
  quickPrompt: "Redirect subscribers to the home page after login",
  tags: ["login", "redirect", "user roles"],
  covers: ["redirect users after login by role"],
};
