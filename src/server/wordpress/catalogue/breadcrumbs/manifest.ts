import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

const ABOVE = /\b(?:above|before|over|on top of|at the top of)\s+(?:the\s+|each\s+|every\s+)?(?:post\s+|page\s+)?(?:content|titles?|posts?|pages?|articles?)\b|\bautomatic(?:ally)?\b|\bon (?:every|each|all) (?:posts?|pages?)\b/iu;
const SHORTCODE_ONLY = /\b(?:only (?:as |with |by )?(?:a |the )?shortcode|shortcode only|just (?:a|the) shortcode|not (?:above|before) the (?:content|title))\b/iu;

export const breadcrumbs: TaskManifest = {
  id: "breadcrumbs",
  title: "Breadcrumbs",
  recognise: [words("breadcrumbs?(?: (?:navigation|trail|links?|menu))?", "brödsmulor(?:na)?")],
  followUpHints: [words("breadcrumbs?", "trail")],
  params: [
    {
      name: "placement",
      type: "choice",
      label: "where",
      options: ["content", "shortcode"],
      default: "content",
      read: (text) => (SHORTCODE_ONLY.test(text) ? "shortcode" : ABOVE.test(text) ? "content" : null),
      describe: (value) => (value === "content" ? "above the content of every post and page, and the [breadcrumbs] shortcode" : "only where the [breadcrumbs] shortcode is"),
    },
  ],
  pluginName: () => "Breadcrumbs",
  features: (params) => [
    "Breadcrumbs show the way to the page being viewed: Home › Category › Post, Home › Parent page › Page, and for archives, search results and the not-found page, as an accessible navigation landmark.",
    params.placement === "content"
      ? "They appear above the content of every post and page; the [breadcrumbs] shortcode puts them anywhere else."
      : "They appear where you put the [breadcrumbs] shortcode (for example in a Shortcode block of a template).",
  ],
  usage: (params) => [params.placement === "content" ? "Open any post of a category: the trail is above its text." : "Add a Shortcode block with [breadcrumbs] to a page or template and view it."],
  hooks: ["init", "wp_enqueue_scripts", "the_content"],
  quickPrompt: "Add breadcrumbs above the content of posts and pages",
  tags: ["breadcrumbs", "navigation"],
  covers: ["breadcrumbs", "a [breadcrumbs] shortcode"],
};
