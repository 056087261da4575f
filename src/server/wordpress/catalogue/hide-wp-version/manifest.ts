import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const hideWpVersion: TaskManifest = {
  id: "hide-wp-version",
  title: "Hide the WordPress version",
  recognise: [
    words(
      "(?:hide|remove|strip|don't show|do not show) (?:the )?(?:wordpress |wp )?(?:version|generator)(?: number| tag| meta(?: tag)?)?",
      "(?:wordpress|wp) version (?:number )?(?:from|in) (?:the )?(?:source|head|header|html|page)",
      "generator (?:meta )?tag",
    ),
  ],
  followUpHints: [words("version", "generator")],
  params: [],
  pluginName: () => "Hide WordPress Version",
  features: () => [
    "The WordPress version is no longer in the page head (the generator tag) or the feeds.",
    "Core scripts, script modules and styles no longer carry ?ver= with the WordPress version in their addresses.",
  ],
  usage: () => ["View the source of any page: there is no <meta name=\"generator\"> and no ver= with the WordPress version."],
  hooks: ["wp_head", "the_generator", "style_loader_src", "script_loader_src", "script_module_loader_src"],
  quickPrompt: "Hide the WordPress version number",
  tags: ["security", "version"],
  covers: ["hide the WordPress version", "remove the generator tag"],
};
