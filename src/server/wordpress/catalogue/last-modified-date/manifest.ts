import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const lastModifiedDate: TaskManifest = {
  id: "last-modified-date",
  title: "Last-modified date on posts",
  recognise: [words("last[- ]modified(?: date)?", "last[- ]updated(?: date)?", "updated date", "modified date", "date (?:it was |a post was )?(?:last )?updated")],
  followUpHints: [words("last[- ]modified", "last[- ]updated", "updated")],
  params: [],
  pluginName: () => "Last Updated Date on Posts",
  features: () => ["A post changed on a later day than it was published shows \"Last updated on <date>\" above its content, in the site's date format."],
  usage: () => ["Edit an older post and open it on the site: the line is above its first paragraph."],
  hooks: ["the_content"],
  quickPrompt: "Show the last modified date on posts",
  tags: ["date", "posts"],
  covers: ["show the last-modified date on posts"],
};
