import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const disableRssFeeds: TaskManifest = {
  id: "disable-rss-feeds",
  title: "Disable RSS feeds",
  recognise: [
    words(
      "(?:disable|remove|turn off|switch off|block|kill|get rid of|stop|no) (?:the |all |my )?(?:site's |wordpress )?(?:(?:rss|atom|rdf)(?: and (?:rss|atom|rdf))? )?feeds?",
      "(?:disable|remove|turn off|switch off|block|kill|get rid of|stop|no) (?:the |all |my )?rss",
    ),
  ],
  followUpHints: [words("feeds?", "rss")],
  params: [],
  pluginName: () => "Disable RSS Feeds",
  features: () => [
    "Every feed of the site (posts, comments, categories and tags; RSS, Atom and RDF) answers 404 with a link to the home page.",
    "The page head no longer links to any feed.",
  ],
  usage: () => ["Open /?feed=rss2 (or /feed/): the site answers that it has no feed."],
  hooks: ["do_feed", "do_feed_rss2", "do_feed_atom", "wp_head"],
  quickPrompt: "Disable the RSS feeds",
  tags: ["rss", "feeds"],
  covers: ["disable RSS feeds"],
};
