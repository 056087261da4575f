import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const authorBox: TaskManifest = {
  id: "author-box",
  title: "Author box after posts",
  recognise: [words("author (?:box|bio(?:graphy)?|info(?:rmation)? box|card|profile box|section)", "about the author(?: box| section)?", "author'?s? bio(?:graphy)?")],
  followUpHints: [words("author")],
  params: [],
  pluginName: () => "Author Box",
  features: () => ["After each post, an \"About the author\" box shows the author's profile picture, name, biographical info (Users → Profile) and a link to all their posts."],
  usage: () => ["Fill in Biographical Info under Users → Profile, then open one of your posts: the box is after its text."],
  hooks: ["the_content"],
  quickPrompt: "Show an author box with bio after each post",
  tags: ["author", "bio", "posts"],
  covers: ["an author bio box after posts"],
};
