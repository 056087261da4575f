import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const disableAuthorArchives: TaskManifest = {
  id: "disable-author-archives",
  title: "Disable author archives",
  recognise: [
    /\b(?:disable|remove|hide|block|turn off|switch off|get rid of|no|redirect|stop)\b[\s\S]{0,30}?\bauthor (?:archives?|pages?)\b/i,
    words("user enumeration", "enumerat(?:e|ing) (?:the )?users", "\\?author="),
  ],
  followUpHints: [words("author (?:archives?|pages?)", "enumeration")],
  params: [],
  pluginName: () => "Disable Author Archives",
  features: () => [
    "Author archives (/author/<name>/) and ?author=<number> answer 404, so no one can find the user names that way.",
    "Author links go to the home page, the users' sitemap is gone, and the REST API lists users only to those who may list them.",
  ],
  usage: () => ["Log out and open /?author=1: the theme's 404 page, and no redirect to a page naming the user."],
  hooks: ["template_redirect", "author_link", "wp_sitemaps_add_provider", "rest_endpoints"],
  quickPrompt: "Disable author archives and user enumeration",
  tags: ["security", "authors", "users"],
  covers: ["disable author archives", "stop user enumeration"],
};
