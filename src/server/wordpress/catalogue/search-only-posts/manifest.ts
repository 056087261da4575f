import { words } from "../../blueprint/detect-blocks";
import type { ListParam, TaskManifest } from "../catalogue-types";

const TYPES: ReadonlyArray<readonly [string, RegExp]> = [
  ["post", words("posts?", "blog posts?", "articles?")],
  ["page", words("pages?")],
  ["product", words("products?")],
];
const LABELS: Readonly<Record<string, string>> = { post: "posts", page: "pages", product: "products" };
const EXCLUDE = /\b(?:exclude|remove|hide|without|leave out|not|no)\b/i;

/** The post types a request names; "exclude pages from search" → posts (and products when named to keep). */
function readPostTypes(text: string): string[] | null {
  const rest = text.replace(/\bsearch (?:results? )?pages?\b|\bresults? pages?\b/gi, " ");
  const named = TYPES.filter(([, pattern]) => pattern.test(rest)).map(([type]) => type);
  if (!named.length) return null;
  if (EXCLUDE.test(rest) && !/\bonly\b/i.test(rest)) {
    const kept = ["post", "page"].filter((type) => !named.includes(type));
    return kept.length ? kept : null;
  }
  return named;
}

const postTypes: ListParam = {
  name: "post_types",
  type: "list",
  label: "content searched",
  options: ["post", "page", "product"],
  minItems: 1,
  default: ["post"],
  read: readPostTypes,
  describe: (value) => {
    const labels = value.map((type) => LABELS[type] ?? type);
    return labels.length <= 1 ? labels.join("") : `${labels.slice(0, -1).join(", ")} and ${labels[labels.length - 1]}`;
  },
};

export const searchOnlyPosts: TaskManifest = {
  id: "search-only-posts",
  title: "Search only some content",
  recognise: [
    /\b(?:search(?:es|ing)?|search results?)\b[\s\S]{0,30}\b(?:only|just|exclusively)\b[\s\S]{0,20}\b(?:posts?|pages?|products?|articles?)\b/iu,
    /\b(?:only|just)\b[\s\S]{0,20}\b(?:posts?|pages?|products?|articles?)\b[\s\S]{0,30}\b(?:in|from) (?:the )?(?:site )?search(?: results)?\b/iu,
    /\b(?:exclude|remove|hide|leave out)\b[\s\S]{0,20}\b(?:posts?|pages?|products?)\b[\s\S]{0,20}\b(?:from|in) (?:the )?(?:site(?:'s)? )?search(?: results)?\b/iu,
    /\blimit (?:the )?(?:site )?search (?:results )?to\b/iu,
  ],
  followUpHints: [words("search(?: results)?")],
  params: [postTypes],
  pluginName: (params) => `Search Only ${postTypes.describe(params.post_types as readonly string[]).replace(/(^|\s)(\p{L})/gu, (_, s: string, l: string) => s + l.toUpperCase()).replace(/ And /g, " and ")}`,
  features: (params) => [`The site's search results list only ${postTypes.describe(params.post_types as readonly string[])}; searches in the admin are not changed.`],
  usage: () => ["Search the site for a word that is in a page and in a post: only the chosen kind is listed."],
  hooks: ["pre_get_posts"],
  quickPrompt: "Make the site search show only posts",
  tags: ["search", "posts"],
  covers: ["search only posts", "exclude pages from search results"],
};
