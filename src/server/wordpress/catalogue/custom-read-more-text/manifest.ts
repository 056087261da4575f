import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { PLAIN_TEXT, readQuoted } from "../read-wording-front";

const AFTER = /\b(?:to|say|says|saying|reads?|into|with|as)\s+["“']?([\p{L}\p{N}][^"”\n.,;!?]{0,60}?(?:[.…!?]{0,3}|&rarr;|→)?)["”']?(?:\s+instead)?\s*$/iu;

export const customReadMoreText: TaskManifest = {
  id: "custom-read-more-text",
  title: "Custom \"read more\" text",
  recognise: [words("read[- ]more(?: (?:link|text|button|label|words?))?", "continue reading(?: link| text)?", "läs mer")],
  followUpHints: [words("read more", "continue reading", "more link")],
  params: [
    {
      name: "text",
      type: "text",
      label: "link text",
      pattern: PLAIN_TEXT,
      maxLength: 60,
      default: "Read more",
      read: (text) => readQuoted(text, 60) ?? (/\bread[- ]more\b|\bcontinue reading\b|\bmore link\b/i.test(text) ? (AFTER.exec(text)?.[1]?.trim() ?? null) : null),
      describe: (value) => `"${value}"`,
    },
  ],
  pluginName: () => "Custom Read More Text",
  features: (params) => [`The link after each excerpt and at a post's "more" break says "${String(params.text)}", in classic themes and in the Excerpt and Read More blocks of block themes such as the default theme.`],
  usage: () => ["Open a category archive or search results (where the default theme shows excerpts): each excerpt ends with the new link text."],
  hooks: ["excerpt_more", "the_content_more_link", "render_block_data", "render_block_core/post-excerpt"],
  quickPrompt: "Change the read more text to \"Continue reading\"",
  tags: ["excerpt", "read more"],
  covers: ["custom read more text"],
};
