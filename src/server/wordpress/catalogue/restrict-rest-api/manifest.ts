import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { describeRestRoutes, readRestRoutes, REST_ROUTES } from "../read-wording";

const REST = "(?:rest(?: api)?|wp-json|json api)";

export const restrictRestApi: TaskManifest = {
  id: "restrict-rest-api",
  title: "Restrict the REST API to logged-in users",
  recognise: [
    // A verb that closes the API, in the same phrase: not "a Gutenberg block, a widget, a REST API".
    new RegExp(`\\b(?<!(?:gutenberg|editor|a|an|custom|own|the|my)\\s)(?:block|disable|restrict|protect|lock|close|limit|secure|turn off|switch off|hide)\\b[^,;.]{0,30}?\\b${REST}\\b`, "iu"),
    new RegExp(`\\b(?:only|just)\\s+(?:logged[- ]in|signed[- ]in|authenticated|registered)\\s+(?:users?|members?|people)\\b[\\s\\S]{0,60}?\\b${REST}\\b`, "iu"),
    // "the REST API only for logged-in users", not "a REST API endpoint for visitors" (which asks for an endpoint).
    new RegExp(`\\b${REST}\\b[\\s\\S]{0,40}?\\b(?:only (?:for|to|by) (?:logged[- ]in|signed[- ]in|authenticated|registered)|(?:logged[- ]in|signed[- ]in|authenticated|registered) (?:users?|members?|people) only|requires? (?:a )?(?:login|log-in|authentication))\\b`, "iu"),
  ],
  followUpHints: [words("rest(?: api)?", "routes?", "endpoints?", "wp-json", "allow")],
  params: [
    {
      name: "routes",
      type: "list",
      label: "routes open to visitors",
      options: REST_ROUTES,
      minItems: 0,
      default: [],
      read: readRestRoutes,
      describe: describeRestRoutes,
    },
  ],
  pluginName: () => "REST API for Logged-in Users Only",
  features: (params) => [
    "Visitors who are not logged in get a 401 error from the REST API (/wp-json/); logged-in users and the block editor work as before.",
    (params.routes as readonly string[]).length
      ? `These routes stay open to everyone, with everything under them: ${describeRestRoutes(params.routes as readonly string[])}.`
      : "No route is left open to visitors (ask to allow one, e.g. \"allow the /wp/v2/posts route\").",
  ],
  usage: () => ["Log out and open /wp-json/wp/v2/users: the answer is a 401 error instead of the list of users."],
  hooks: ["rest_pre_dispatch"],
  quickPrompt: "Block the REST API for logged-out visitors",
  tags: ["rest api", "security", "privacy"],
  covers: ["restrict the REST API to logged-in users", "block the REST API for visitors"],
};
