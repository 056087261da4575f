import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const disableFileEditor: TaskManifest = {
  id: "disable-file-editor",
  title: "Disable the file editor",
  recognise: [
    /\b(?:disable|remove|turn off|switch off|hide|block|lock(?: down)?|get rid of|no)\b[\s\S]{0,30}?\b(?:theme|plugin|file)s?(?: (?:and|&) (?:theme|plugin)s?)?(?: file)? editors?\b/i,
    /\b(?:stop|prevent|block)\b[\s\S]{0,30}?\bedit(?:ing)? (?:theme|plugin) files\b/i,
    words("disallow_file_edit"),
  ],
  followUpHints: [words("file editor", "theme editor", "plugin editor")],
  params: [],
  pluginName: () => "Disable File Editor",
  features: () => ["The Theme File Editor and the Plugin File Editor are gone from wp-admin for everyone, administrators included, so no one can change the site's code from the browser."],
  usage: () => ["Open Appearance and Plugins in wp-admin: the file editors are no longer in the menus."],
  hooks: ["map_meta_cap"],
  quickPrompt: "Disable the theme and plugin file editor",
  tags: ["security", "file editor"],
  covers: ["disable the theme and plugin file editor", "DISALLOW_FILE_EDIT"],
};
