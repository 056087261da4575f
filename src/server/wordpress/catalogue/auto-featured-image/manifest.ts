import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const autoFeaturedImage: TaskManifest = {
  id: "auto-featured-image",
  title: "Automatic featured image",
  recognise: [
    /\bauto(?:matic(?:ally)?)?\b[\s\S]{0,20}\b(?:set\s+)?(?:the\s+)?(?:featured|post)\s+images?\b|\bfirst image\b[\s\S]{0,40}\b(?:featured|post)\s+images?\b|\b(?:featured|post)\s+images?\b[\s\S]{0,40}\bfirst image\b/iu,
  ],
  followUpHints: [words("featured images?", "first image")],
  params: [],
  pluginName: () => "Automatic Featured Image",
  features: () => ["A post saved without a featured image gets one: the first image of its content from the Media Library, or else the first image uploaded to it. A featured image you set yourself is never changed."],
  usage: () => ["Write a post with an Image block from the Media Library, set no featured image and save: the image is now the post's featured image."],
  hooks: ["wp_after_insert_post"],
  quickPrompt: "Automatically set the first image in a post as its featured image",
  tags: ["featured image", "images", "posts"],
  covers: ["set the first image as the featured image automatically"],
};
