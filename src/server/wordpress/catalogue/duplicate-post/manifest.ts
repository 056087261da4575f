import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const duplicatePost: TaskManifest = {
  id: "duplicate-post",
  title: "Duplicate posts and pages",
  recognise: [
    // Not "prevent duplicate posts", which asks for the opposite.
    words(
      "(?<!(?:prevent|avoid|no|detect|find|stop|remove|delete|merge) )(?:duplicate|clone|copy) (?:a |any |the |my )?(?:posts?|pages?|articles?)(?: and (?:posts?|pages?))?",
      "(?:duplicate|clone|copy) (?:link|button|action)",
      "post duplicator",
    ),
  ],
  followUpHints: [words("duplicate", "clone", "copy")],
  params: [],
  pluginName: () => "Duplicate Posts and Pages",
  features: () => [
    "A \"Duplicate\" link under each post and page in wp-admin copies it as a new draft, with its content, excerpt, custom fields, categories, tags and other terms, and opens the copy in the editor.",
    "Only users who may edit the original and write new posts of its kind see the link; each link carries a nonce.",
  ],
  usage: () => ["Open Posts → All Posts, hover a post and click Duplicate: the copy opens as a draft."],
  hooks: ["post_row_actions", "page_row_actions", "admin_post_{action}"],
  quickPrompt: "Add a duplicate link to posts and pages",
  tags: ["duplicate", "clone", "posts", "pages"],
  covers: ["duplicate posts and pages"],
};
