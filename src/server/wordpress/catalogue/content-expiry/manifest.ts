import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const contentExpiry: TaskManifest = {
  id: "content-expiry",
  title: "Content expiry date",
  recognise: [
    words("expir(?:y|ation|e|es|ing) dates?", "content expir(?:y|ation)", "post expir(?:y|ation)", "expire (?:posts?|pages?|content)", "(?:posts?|pages?|content) (?:that )?expires?", "unpublish(?:ed)? (?:posts? |it |them )?(?:on|at|after) a (?:date|time)"),
    /\b(?:back|revert|return|go(?:es)?|switch|change)\s+(?:back\s+)?to\s+(?:a\s+)?(?:draft|private)\b[\s\S]{0,60}\b(?:date|day|time)\b|\b(?:date|day|time)\b[\s\S]{0,60}\b(?:back|revert|return|becomes?)\s+(?:back\s+)?(?:to\s+)?(?:a\s+)?(?:draft|private)\b|\b(?:make|set|turn|switch)\b[\s\S]{0,30}\b(?:private|draft|unpublished)\b[\s\S]{0,20}\b(?:on|at|after) (?:a|the) (?:chosen |specific |set |given |certain )?(?:date|day|time)\b/iu,
  ],
  followUpHints: [words("expir(?:y|e|es|ation)", "draft", "private")],
  params: [
    {
      name: "status",
      type: "choice",
      label: "expired posts become",
      options: ["draft", "private"],
      default: "draft",
      read: (text) => (/\bprivate\b/i.test(text) ? "private" : /\bdrafts?\b/i.test(text) ? "draft" : null),
      describe: (value) => (value === "private" ? "private" : "drafts"),
    },
  ],
  pluginName: () => "Content Expiry Date",
  features: (params) => [
    "Posts and pages get an \"Expiry\" box in the editor's side column with a date and time field, in the site's time zone.",
    `At that moment a published post ${params.status === "private" ? "becomes private (only logged-in editors see it)" : "goes back to draft and leaves the site"}, by a WordPress cron event scheduled for that post alone; changing or clearing the date moves or cancels it.`,
  ],
  usage: () => ["Edit a post, set a date and time in the Expiry box and update: at that time the post leaves the site (WordPress cron runs on the next visit after it)."],
  hooks: ["add_meta_boxes", "save_post"],
  quickPrompt: "Put posts back to draft on a date I choose",
  tags: ["expiry", "schedule", "posts"],
  covers: ["a date chosen per post when it goes back to draft", "content expiry", "unpublish posts on a date"],
};
