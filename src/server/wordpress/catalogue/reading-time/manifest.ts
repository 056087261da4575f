import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { readNumberNear } from "../read-wording";

export const readingTime: TaskManifest = {
  id: "reading-time",
  title: "Reading time on posts",
  recognise: [words("reading time", "read(?:ing)? time", "time to read", "minutes? (?:to )?read", "min(?:ute)? read", "estimated read(?:ing)?(?: time)?", "how long (?:it|a post) takes to read", "minutes? (?:it|a post) takes to read", "lästid(?:en)?")],
  followUpHints: [words("reading", "words? (?:per|a) minute", "wpm")],
  params: [
    {
      name: "wpm",
      type: "integer",
      label: "reading speed (words per minute)",
      min: 50,
      max: 1000,
      default: 200,
      read: (text) => readNumberNear(text, words("words? (?:per|a|each) minute", "wpm"), 20),
      describe: (value) => String(value),
    },
  ],
  pluginName: () => "Reading Time",
  features: (params) => [`Each post shows "N min read" above its content: its number of words divided by ${String(params.wpm)} words per minute, rounded up (at least 1).`],
  usage: () => ["Open a post: its reading time is above the first paragraph."],
  hooks: ["the_content"],
  quickPrompt: "Show the estimated reading time on posts",
  tags: ["reading time", "posts"],
  covers: ["reading time on posts"],
};
