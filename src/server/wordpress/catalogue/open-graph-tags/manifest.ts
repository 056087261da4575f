import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const openGraphTags: TaskManifest = {
  id: "open-graph-tags",
  title: "Open Graph tags",
  recognise: [words("open ?graph(?: (?:tags?|meta(?: ?tags?)?|data))?", "og(?::| )(?:tags?|title|image|meta)", "twitter cards?", "social (?:media )?(?:share |sharing )?(?:previews?|meta(?: ?tags?)?|cards?)", "facebook (?:share |sharing |link )?previews?", "link previews? (?:on|for) social")],
  followUpHints: [words("open ?graph", "og", "twitter", "social")],
  params: [],
  pluginName: () => "Open Graph Tags",
  features: () => [
    "Every page's <head> gets Open Graph tags (og:title, og:description, og:image, og:url, og:type, og:site_name) and Twitter card tags, so shared links show a preview with the post's title, excerpt and featured image.",
    "When Yoast SEO, Rank Math, All in One SEO or SEOPress is active, it prints nothing, to avoid duplicate tags.",
  ],
  usage: () => ["Open a post on the site and view its source (or paste its address into a social network's preview tool): the og: tags are in the <head>."],
  hooks: ["wp_head"],
  quickPrompt: "Add Open Graph tags for social media previews",
  tags: ["open graph", "social", "seo"],
  covers: ["Open Graph tags", "Twitter card tags", "social sharing previews"],
};
