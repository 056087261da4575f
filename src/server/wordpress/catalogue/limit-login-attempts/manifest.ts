import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { readMinutes, readNumberNear } from "../read-wording";

const ATTEMPTS = words("(?:failed )?(?:login |log-in )?attempts?", "tries", "failed logins?", "wrong passwords?");

export const limitLoginAttempts: TaskManifest = {
  id: "limit-login-attempts",
  title: "Limit login attempts",
  recognise: [
    /\b(?:limit|restrict|cap|max(?:imum)?|block|lock)\b[\s\S]{0,30}?\b(?:login|log-in|sign-in)\s+(?:attempts?|tries)\b/i,
    /\b(?:failed|wrong|bad)\s+(?:login|log-in|password)\s*(?:attempts?|tries)?\b[\s\S]{0,40}?\b(?:lock|block|ban)/i,
    /\b(?:brute[- ]force)\b/i,
  ],
  followUpHints: [words("attempts?", "lock(?:ed)? (?:them |people |users |visitors )?out", "lockout", "tries", "minutes?")],
  params: [
    {
      name: "attempts",
      type: "integer",
      label: "failed logins allowed",
      min: 1,
      max: 100,
      default: 5,
      read: (text) => readNumberNear(text.replace(/\b\d+\s*(?:minutes?|mins?|hours?|hrs?)\b/gi, " "), ATTEMPTS, 25),
      describe: (value) => String(value),
    },
    {
      name: "minutes",
      type: "integer",
      label: "lockout minutes",
      min: 1,
      max: 1440,
      default: 15,
      read: readMinutes,
      describe: (value) => String(value),
    },
  ],
  pluginName: (params) => `Limit Login Attempts to ${String(params.attempts)}`,
  features: (params) => [
    `After ${String(params.attempts)} failed logins from one address, that address cannot log in for ${String(params.minutes)} minutes, even with the right password.`,
    "Failures are counted per address in expiring transients keyed by a hash (no address is stored); a successful login clears the count.",
  ],
  usage: (params) => [`Log out and type a wrong password ${String(params.attempts)} times: the login page says to try again in ${String(params.minutes)} minutes.`],
  hooks: ["authenticate", "wp_login_failed", "wp_login"],
  quickPrompt: "Limit login attempts to 5",
  tags: ["security", "login", "brute force"],
  covers: ["limit login attempts", "lock out after failed logins"],
};
