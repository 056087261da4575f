import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { describeRoles, rolesParam } from "../read-wording";

const roles = (params: Readonly<Record<string, unknown>>) => params.roles as readonly string[];

export const hideAdminBar: TaskManifest = {
  id: "hide-admin-bar",
  title: "Hide the admin bar",
  // The bar named with a word that hides it: "change the greeting in the admin bar" asks for something else.
  recognise: [
    words(
      "(?:hide|hides|hiding|remove|removes|disable|turn off|switch off|get rid of|no|without|don't show|do not show)(?: the| my| our)?(?: wordpress| wp)? (?:admin ?bar|admin ?toolbar|wp ?toolbar|top toolbar|toolbar)",
      "(?:admin ?bar|admin ?toolbar|toolbar) (?:hidden|off|removed|disabled)",
      "(?:dölj|göm|ta bort|stäng av)(?: det)? (?:adminfältet|verktygsfältet)",
    ),
  ],
  followUpHints: [words("admin ?bar", "toolbar", "hide", "show")],
  params: [
    rolesParam(["subscriber"]),
  ],
  pluginName: (params) => (roles(params).length <= 2 ? `Hide Admin Bar for ${titleCase(describeRoles(roles(params)))}` : "Hide Admin Bar"),
  features: (params) => [`The admin bar is hidden on the site for ${describeRoles(roles(params))}; other roles keep it.`],
  usage: (params) => [`Log in as one of the ${describeRoles(roles(params))} and open the site: there is no toolbar at the top.`],
  hooks: ["show_admin_bar"],
  quickPrompt: "Hide the admin bar for subscribers",
  tags: ["admin bar", "toolbar", "user roles"],
  covers: ["hide the admin bar for some roles", "remove the toolbar for subscribers"],
};

function titleCase(text: string): string {
  return text.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase()).replace(/ And /g, " and ");
}
