import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { describeRoles, rolesParam } from "../read-wording";

const roles = (params: Readonly<Record<string, unknown>>) => params.roles as readonly string[];
const AREA = "(?:wp-?admin|(?:the |wordpress )?dashboard|admin (?:area|panel|dashboard|side)|back-?end)";

export const adminOnlyDashboard: TaskManifest = {
  id: "admin-only-dashboard",
  title: "Keep users out of wp-admin",
  recognise: [
    new RegExp(`\\b(?:block|restrict|keep|stop|prevent|redirect|deny|lock)\\b[\\s\\S]{0,50}?\\b(?:(?:out of|from(?: accessing| seeing| entering| using)?|away from)\\s+)?(?:the\\s+)?${AREA}\\b[\\s\\S]{0,40}?\\b(?:non-?admins?|subscribers?|customers?|users?|members?|editors?|authors?|contributors?|except)`, "iu"),
    new RegExp(`\\b(?:block|restrict|keep|stop|prevent|deny|lock)\\b\\s+(?:the\\s+)?(?:non-?admins?|subscribers?|customers?|users?|members?|editors?|authors?|contributors?)[\\s\\S]{0,50}?\\b(?:out of|from(?: accessing| seeing| entering| using)?|away from)\\s+(?:the\\s+)?${AREA}`, "iu"),
    words(`${AREA} (?:for|to) admins? only`, `admins? only ${AREA}`, `only admins? (?:can |may )?(?:access|see|enter|use) ${AREA}`),
  ],
  followUpHints: [words("wp-?admin", "dashboard", "admin area", "keep", "block")],
  params: [rolesParam(["editor", "author", "contributor", "subscriber", "customer"])],
  pluginName: () => "Keep Users Out of wp-admin",
  features: (params) => [
    `${describeRoles(roles(params)).replace(/^./, (c) => c.toUpperCase())} who open wp-admin are sent to the home page; administrators are never sent away.`,
    "admin-ajax.php, admin-post.php (forms on the site) and the REST API keep working for everyone.",
  ],
  usage: (params) => [`Log in as one of the ${describeRoles(roles(params))} and open /wp-admin/: you land on the home page.`],
  hooks: ["admin_init"],
  quickPrompt: "Keep non-admins out of the dashboard",
  tags: ["admin", "user roles", "security"],
  covers: ["block wp-admin for non-admins", "admin-only dashboard"],
};
