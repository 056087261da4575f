import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { colourParam, describeColour } from "../read-wording-front";

export const backToTopButton: TaskManifest = {
  id: "back-to-top-button",
  title: "Back-to-top button",
  recognise: [words("back[- ]to[- ]top(?: button| arrow| link)?", "scroll[- ]to[- ]top(?: button| arrow)?", "go to top button", "return to top(?: button)?", "button (?:to|that) (?:scrolls? )?(?:go )?back (?:up )?to the top")],
  followUpHints: [words("back to top", "scroll to top", "(?:the )?button", "arrow")],
  params: [colourParam("colour", "button colour", "#2271b1")],
  pluginName: () => "Back to Top Button",
  features: (params) => [`A round ${describeColour(String(params.colour))} button with an arrow appears in the bottom right corner of every page once the visitor has scrolled down; it brings them back to the top (smoothly, unless they prefer reduced motion).`],
  usage: () => ["Open a long page and scroll down: the button appears bottom right."],
  hooks: ["wp_enqueue_scripts", "wp_footer"],
  quickPrompt: "Add a back to top button",
  tags: ["back to top", "button", "scroll"],
  covers: ["a back-to-top button", "scroll to top"],
  assets: ["back-to-top-button.css", "back-to-top-button.js"],
};
