import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { readNumberNear } from "../read-wording";

const REVISIONS = words("revisions?", "revisioner(?:na)?");
const count = (params: Readonly<Record<string, unknown>>) => params.count as number;

export const limitPostRevisions: TaskManifest = {
  id: "limit-post-revisions",
  title: "Limit post revisions",
  recognise: [REVISIONS],
  followUpHints: [REVISIONS, words("keep", "limit")],
  params: [
    {
      name: "count",
      type: "integer",
      label: "revisions kept",
      min: 0,
      max: 100,
      default: 5,
      read: (text) => (/\b(?:disable|turn off|switch off|no)\s+(?:post\s+)?revisions\b/i.test(text) ? 0 : readNumberNear(text, REVISIONS)),
      describe: (value) => String(value),
    },
  ],
  pluginName: (params) => (count(params) === 0 ? "Disable Post Revisions" : `Limit Post Revisions to ${count(params)}`),
  features: (params) => [
    count(params) === 0
      ? "WordPress keeps no revisions of posts and pages (autosaves still work)."
      : `WordPress keeps at most ${count(params)} revision${count(params) === 1 ? "" : "s"} of each post and page; older ones are deleted when a new one is saved.`,
  ],
  usage: () => ["Edit a post and save it a few times: the Revisions panel lists no more than the limit."],
  hooks: ["wp_revisions_to_keep"],
  quickPrompt: "Limit post revisions to 5",
  tags: ["revisions", "database"],
  covers: ["limit post revisions", "disable post revisions"],
};
