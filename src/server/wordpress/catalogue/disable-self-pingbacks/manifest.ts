import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const disableSelfPingbacks: TaskManifest = {
  id: "disable-self-pingbacks",
  title: "Disable self-pingbacks",
  recognise: [words("self[- ]?pings?(?:backs?)?", "pingbacks? (?:from|to) (?:my |our |the )?(?:own )?(?:site|posts|blog)", "(?:own|internal) (?:pingbacks?|pings)")],
  followUpHints: [words("self[- ]?pingbacks?", "pings?")],
  params: [],
  pluginName: () => "Disable Self-Pingbacks",
  features: () => ["A post linking to another post of this site no longer sends it a pingback, so no pingback comments from the site to itself; pings to other sites are unchanged."],
  usage: () => ["Publish a post with a link to one of your own posts: no pingback comment appears under the linked post."],
  hooks: ["pre_ping"],
  quickPrompt: "Disable self-pingbacks",
  tags: ["pingbacks", "comments"],
  covers: ["disable self-pingbacks"],
};
