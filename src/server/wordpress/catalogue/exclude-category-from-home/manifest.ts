import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { readCategorySlug, SLUG_PATTERN } from "../read-wording-front";

export const excludeCategoryFromHome: TaskManifest = {
  id: "exclude-category-from-home",
  title: "Exclude a category from the home page",
  recognise: [
    /\b(?:exclude|hide|remove|leave out|keep|don'?t show|do not show|not show)\b[\s\S]{0,50}\bcategor(?:y|ies)\b[\s\S]{0,40}\b(?:home ?page|front ?page|blog page|main page|homepage|home|blog)\b/iu,
    /\b(?:home ?page|front ?page|blog page|homepage)\b[\s\S]{0,30}\bwithout\b[\s\S]{0,30}\bcategor(?:y|ies)\b/iu,
  ],
  followUpHints: [words("categor(?:y|ies)", "home ?page", "exclude")],
  params: [
    {
      name: "category",
      type: "text",
      label: "category (slug)",
      pattern: SLUG_PATTERN,
      maxLength: 60,
      default: "uncategorized",
      read: readCategorySlug,
      describe: (value) => value,
    },
  ],
  pluginName: (params) => `Exclude ${String(params.category)} from Home`,
  features: (params) => [`The blog's home page leaves out the posts of the category with the slug "${String(params.category)}"; they stay in that category's archive, in search results and in feeds.`],
  usage: (params) => [`Open the home page (the latest posts): no post of "${String(params.category)}" is listed. The slug is under Posts → Categories.`],
  hooks: ["pre_get_posts"],
  quickPrompt: "Exclude the category uncategorized from the home page",
  tags: ["category", "home page", "posts"],
  covers: ["exclude a category from the home page"],
};
