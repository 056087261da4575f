import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { readChoice, readNumberNear } from "../read-wording";

const COUNT_WORDS = words("related posts?", "related articles?", "posts?", "articles?", "at a time", "of them", "items?");

// "show 5 instead": a follow-up that names only the number.
const SHOW = words("show", "display", "list");

export const relatedPosts: TaskManifest = {
  id: "related-posts",
  title: "Related posts after each post",
  recognise: [words("related (?:blog )?(?:posts?|articles?|content|reads?)", "similar (?:blog )?(?:posts?|articles?)", "you (?:may|might) also like", "more (?:posts|articles) (?:like this|from the same categor(?:y|ies))")],
  followUpHints: [words("related", "similar", "posts?", "articles?", "at a time", "tags?", "categor(?:y|ies)", "(?:show|display|list) (?:\\d+|two|three|four|five|six|seven|eight|nine|ten)")],
  params: [
    {
      name: "count",
      type: "integer",
      label: "posts shown",
      min: 1,
      max: 12,
      default: 4,
      read: (text) => readNumberNear(text, COUNT_WORDS, 30) ?? readNumberNear(text, SHOW, 12),
      describe: (value) => String(value),
    },
    {
      name: "by",
      type: "choice",
      label: "related by",
      options: ["category", "tag"],
      default: "category",
      read: (text) => readChoice(text, [["tag", words("tags?", "tagged")], ["category", words("categor(?:y|ies)")]] as const),
      describe: (value) => (value === "tag" ? "a shared tag" : "a shared category"),
    },
  ],
  pluginName: () => "Related Posts",
  features: (params) => [
    `After the content of each post, a "Related posts" list shows up to ${String(params.count)} other published posts with ${params.by === "tag" ? "a tag" : "a category"} in common, newest first, each with its featured image (when it has one) and title.`,
  ],
  usage: () => ["Open a post that shares a category with other posts: the list is below its content."],
  hooks: ["the_content"],
  quickPrompt: "Show related posts from the same category after each post",
  tags: ["related posts", "posts"],
  covers: ["related posts after each post", "show N related posts at a time"],
};
