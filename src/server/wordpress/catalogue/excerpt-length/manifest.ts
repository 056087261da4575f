import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { readNumberNear } from "../read-wording";

const EXCERPT = words("excerpts?", "utdrag(?:et)?");

export const excerptLength: TaskManifest = {
  id: "excerpt-length",
  title: "Custom excerpt length",
  // The length of excerpts, not any mention of one ("show an excerpt to visitors" is another plugin's words).
  recognise: [
    /\bexcerpts?\s+(?:length|size|word count)\b|\b(?:length|size|word count) of (?:the |my |post )?excerpts?\b|\b(?:shorter|longer|custom|short|long)\s+(?:post\s+)?excerpts?\b|\bexcerpts?\b[\s\S]{0,30}?\b(?:\d+|ten|twenty|thirty|forty|fifty)\s+words\b|\b(?:\d+|ten|twenty|thirty|forty|fifty)[- ]words?\s+excerpts?\b/i,
    words("utdragets längd"),
  ],
  followUpHints: [EXCERPT, words("words?")],
  params: [
    {
      name: "words",
      type: "integer",
      label: "words per excerpt",
      min: 5,
      max: 500,
      default: 30,
      read: (text) => readNumberNear(text, EXCERPT) ?? readNumberNear(text, words("words?"), 10),
      describe: (value) => String(value),
    },
  ],
  pluginName: (params) => `Excerpt Length ${String(params.words)} Words`,
  features: (params) => [`Automatic excerpts are ${String(params.words)} words long, in classic themes and in the Excerpt block of block themes such as the default theme.`],
  usage: () => ["Open the blog page or an archive: each excerpt (of a post without a hand-written one) has the new length."],
  hooks: ["excerpt_length", "render_block_data"],
  quickPrompt: "Set the excerpt length to 30 words",
  tags: ["excerpt"],
  covers: ["custom excerpt length", "change the number of words in excerpts"],
};
