import type { TaskManifest } from "../catalogue-types";
import { words } from "../../blueprint/detect-blocks";

export const requireFeaturedImage: TaskManifest = {
  id: "require-featured-image",
  title: "Require a featured image",
  recognise: [
    /\b(?:require|requires|required|mandatory|force|must (?:have|set|add)|need(?:s)? (?:a|to have a))\b[\s\S]{0,30}\b(?:featured|post)\s+images?\b|\b(?:featured|post)\s+images?\b[\s\S]{0,15}\b(?:required|mandatory|compulsory)\b|\b(?:no|not|can(?:no|')t|never) publish(?:ing)?\b[\s\S]{0,30}\bwithout (?:a |an )?(?:featured |post )?images?\b|\bwithout (?:a |an )?featured images?\b/iu,
  ],
  followUpHints: [words("featured images?", "publish(?:ing)?")],
  params: [],
  pluginName: () => "Require Featured Image",
  features: () => [
    "A post cannot be published (or scheduled) from the editor without a featured image: the block editor refuses with \"Please set a featured image before publishing this post.\"",
    "In the classic editor and quick edit such a post is saved as a draft instead, and a notice says why. Posts already published can still be edited, and posts made by code (imports, other plugins) are not held to it.",
  ],
  usage: () => ["Write a post with no featured image and press Publish: it is refused with the message; set an image and it publishes."],
  hooks: ["rest_pre_insert_post", "wp_insert_post_data", "admin_notices"],
  quickPrompt: "Require a featured image before a post can be published",
  tags: ["featured image", "publishing", "editorial"],
  covers: ["require a featured image before publishing"],
};
