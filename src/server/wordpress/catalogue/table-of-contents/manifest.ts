import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { readNumberNear } from "../read-wording";

export const tableOfContents: TaskManifest = {
  id: "table-of-contents",
  title: "Table of contents",
  recognise: [words("tables? of contents?", "toc", "innehållsförteckning(?:en)?", "contents (?:box|list|menu) (?:at the top|before)", "jump links? to (?:the )?headings?")],
  followUpHints: [words("table of contents", "toc", "headings?")],
  params: [
    {
      name: "min_headings",
      type: "integer",
      label: "headings needed",
      min: 1,
      max: 20,
      default: 3,
      read: (text) => readNumberNear(text, words("headings?", "sections?", "subheadings?", "h2s?"), 25),
      describe: (value) => `at least ${String(value)}`,
    },
  ],
  pluginName: () => "Table of Contents",
  features: (params) => [
    `A post with at least ${String(params.min_headings)} headings (h2 and h3) gets a "Contents" box before its text, with a link to each heading (h3 indented under its h2).`,
    "Each heading gets an anchor from its text (one it already has is kept), so a link can point straight at a section.",
  ],
  usage: (params) => [`Open a post with ${String(params.min_headings)} or more headings: the Contents box is at the top and its links jump to the sections.`],
  hooks: ["the_content", "wp_enqueue_scripts"],
  quickPrompt: "Add a table of contents to posts with at least 3 headings",
  tags: ["table of contents", "toc", "headings"],
  covers: ["an automatic table of contents", "anchors on headings"],
};
