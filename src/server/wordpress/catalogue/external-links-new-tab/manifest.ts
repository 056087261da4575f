import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const externalLinksNewTab: TaskManifest = {
  id: "external-links-new-tab",
  title: "External links in a new tab",
  recognise: [
    /\b(?:external|outside|outgoing|other sites?'?s?|third[- ]party)\s+links?\b[\s\S]{0,60}\b(?:new|separate|another)\s+(?:tab|window)/i,
    /\b(?:new|separate|another)\s+(?:tab|window)[\s\S]{0,60}\b(?:external|outside|outgoing)\s+links?\b/i,
    words("target=\"?_blank\"?", "externa länkar"),
  ],
  followUpHints: [words("external links?", "new tab", "new window")],
  params: [],
  pluginName: () => "External Links in New Tab",
  features: () => [
    "Links in posts and pages to other sites open in a new tab, with rel=\"noopener noreferrer\"; links within the site open as before.",
  ],
  usage: () => ["Open a post with a link to another site and click it: it opens in a new tab."],
  hooks: ["the_content"],
  quickPrompt: "Open external links in a new tab",
  tags: ["links", "new tab"],
  covers: ["open external links in a new tab"],
};
