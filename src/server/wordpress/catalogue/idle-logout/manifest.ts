import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { readMinutes } from "../read-wording";

export const idleLogout: TaskManifest = {
  id: "idle-logout",
  title: "Log out idle users",
  recognise: [
    /\b(?:idle|inactive|inactivity|afk)\b[\s\S]{0,40}?\b(?:log(?:ged)?[- ]?(?:them |users? )?out|logout|sign(?:ed)?[- ]?out|session)/i,
    /\b(?:log(?:ged)?[- ]?(?:them |users? |people )?out|logout|sign(?:ed)?[- ]?out)\b[\s\S]{0,40}?\b(?:idle|inactive|inactivity|no activity|not active|doing nothing)\b/i,
    words("auto(?:matic(?:ally)?)?[- ]?log(?:ged)?[- ]?out", "session time-?out"),
  ],
  followUpHints: [words("idle", "inactiv\\w*", "minutes?", "hours?", "log(?:ged)? out")],
  params: [{ name: "minutes", type: "integer", label: "minutes idle", min: 1, max: 1440, default: 30, read: readMinutes, describe: (value) => String(value) }],
  pluginName: (params) => `Log Out Idle Users after ${String(params.minutes)} Minutes`,
  features: (params) => [
    `A logged-in user who does nothing on the site for ${String(params.minutes)} minutes is logged out at their next request (wp-admin sends them to the login page, the site to the home page).`,
    "The Heartbeat of an open wp-admin tab does not count as activity; the time is kept in the login's own session.",
  ],
  usage: (params) => [`Log in, leave the site alone for ${String(params.minutes)} minutes, then click a link: you are logged out.`],
  hooks: ["init"],
  quickPrompt: "Log out idle users after 30 minutes",
  tags: ["security", "login", "session"],
  covers: ["log out idle users", "session timeout"],
};
