import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { colourParam, describeColour } from "../read-wording-front";

export const scrollProgressBar: TaskManifest = {
  id: "scroll-progress-bar",
  title: "Scroll progress bar",
  recognise: [words("(?:scroll(?:ing)?|reading) progress(?: bar| indicator)?", "progress (?:bar|indicator) (?:for|while|when|as) (?:reading|scrolling|visitors? scroll|you scroll)", "scroll (?:indicator|bar) at the top")],
  followUpHints: [words("progress", "(?:the )?bar")],
  params: [colourParam("colour", "bar colour", "#d63638")],
  pluginName: () => "Scroll Progress Bar",
  features: (params) => [`On each post, a thin ${describeColour(String(params.colour))} bar across the top of the window fills up as the visitor scrolls towards the end.`],
  usage: () => ["Open a long post and scroll: the bar at the top grows."],
  hooks: ["wp_enqueue_scripts", "wp_footer"],
  quickPrompt: "Add a reading progress bar to posts",
  tags: ["progress bar", "scroll", "reading"],
  covers: ["a scroll progress bar", "reading progress indicator"],
  assets: ["scroll-progress-bar.css", "scroll-progress-bar.js"],
};
