import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const featuredImageColumn: TaskManifest = {
  id: "featured-image-column",
  title: "Featured image column",
  recognise: [
    /\b(?:featured|post)\s+images?\b[\s\S]{0,40}\b(?:columns?|posts? list|list of posts|admin list)\b|\b(?:thumbnails?|image) columns?\b/iu,
  ],
  followUpHints: [words("columns?", "thumbnails?")],
  params: [],
  pluginName: () => "Featured Image Column",
  features: () => ["The Posts and Pages lists in the admin show each one's featured image as a 60 × 60 thumbnail in an Image column (a dash when there is none)."],
  usage: () => ["Open Posts → All Posts: the Image column is next to the checkboxes."],
  hooks: ["manage_posts_columns", "manage_pages_columns", "manage_posts_custom_column", "manage_pages_custom_column", "admin_enqueue_scripts"],
  quickPrompt: "Show the featured image in a column of the posts list",
  tags: ["featured image", "admin", "columns"],
  covers: ["a featured image column in the posts list"],
};
