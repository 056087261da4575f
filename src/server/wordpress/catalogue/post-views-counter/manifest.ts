import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const postViewsCounter: TaskManifest = {
  id: "post-views-counter",
  title: "Post views counter",
  recognise: [
    words("post views?(?: count(?:er)?)?", "views? count(?:er)?", "view counter", "page ?views? (?:count(?:er)?|per post|of (?:each|every) post)", "hit counter"),
    /\b(?:count|track|show|display)\b[\s\S]{0,20}\b(?:how many (?:times|people|visitors|views)|the (?:number of )?views)\b[\s\S]{0,30}\b(?:posts?|articles?)\b/iu,
  ],
  followUpHints: [words("views?", "counter")],
  params: [],
  pluginName: () => "Post Views Counter",
  features: () => [
    "Each visit of a post adds one to its views; visits by people who can edit the post, robots, previews and requests other than page loads are not counted. One number per post is stored (one database row each), so the count never grows the database.",
    "Posts → All Posts has a sortable Views column, and the [post_views] shortcode prints \"123 views\" on the site (of the current post, or [post_views id=\"42\"]).",
  ],
  usage: () => ["Open a post in a private window, then look at Posts → All Posts: its Views went up by one. A full-page cache may serve visits without counting them."],
  hooks: ["template_redirect", "manage_post_posts_columns", "manage_post_posts_custom_column", "manage_edit-post_sortable_columns", "pre_get_posts", "init"],
  quickPrompt: "Add a post views counter with a Views column",
  tags: ["views", "statistics", "posts"],
  covers: ["a post views counter", "a [post_views] shortcode"],
};
