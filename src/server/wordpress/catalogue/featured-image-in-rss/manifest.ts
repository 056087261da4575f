import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const featuredImageInRss: TaskManifest = {
  id: "featured-image-in-rss",
  title: "Featured image in RSS feeds",
  recognise: [
    /\b(?:featured|post|thumbnail)\s+images?\b[\s\S]{0,40}\b(?:rss|feeds?)\b|\b(?:rss|feeds?)\b[\s\S]{0,40}\b(?:featured|post|thumbnail)\s+images?\b|\bimages? (?:in|to) (?:the |my )?(?:rss|feeds?)\b/iu,
  ],
  followUpHints: [words("rss", "feeds?")],
  params: [],
  pluginName: () => "Featured Image in RSS",
  features: () => ["Each post in the site's RSS feeds (excerpt and full text) starts with its featured image, so feed readers and newsletters built from the feed show it."],
  usage: () => ["Open /feed/ on the site: the items of posts with a featured image start with an <img>."],
  hooks: ["the_excerpt_rss", "the_content_feed"],
  quickPrompt: "Add the featured image to my RSS feed",
  tags: ["rss", "feed", "featured image"],
  covers: ["featured images in the RSS feed"],
};
