import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const faqAccordion: TaskManifest = {
  id: "faq-accordion",
  title: "FAQ accordion",
  recognise: [words("faqs?(?: (?:section|page|block|list|shortcode|accordion))?", "frequently asked questions", "accordions?", "collaps(?:e|ible) (?:questions?|sections?|panels?)", "questions? and answers? (?:that|which) (?:open|expand|collapse)")],
  followUpHints: [words("faqs?", "accordions?", "questions?")],
  params: [],
  pluginName: () => "FAQ Accordion",
  features: () => [
    "The [faq] shortcode shows questions and answers as an accordion: each question opens and closes its answer, with the keyboard too (native <details> elements, no script).",
    "Write each question as a heading inside [faq]…[/faq], with its answer below it; or one question per shortcode: [faq question=\"Do you ship abroad?\"]Yes, to all of Europe.[/faq].",
  ],
  usage: () => ["In a page, put a Shortcode block with [faq] before your questions (each a Heading block, its answer in paragraphs below) and one with [/faq] after the last answer; view the page and click a question to open it."],
  hooks: ["init"],
  quickPrompt: "Add an FAQ accordion shortcode",
  tags: ["faq", "accordion", "shortcode"],
  covers: ["an FAQ accordion", "questions that open and close"],
  assets: ["faq-accordion.css"],
};
