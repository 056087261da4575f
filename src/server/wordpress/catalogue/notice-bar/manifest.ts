import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";
import { colourParam, describeColour, PLAIN_TEXT, readQuoted, readTextColour, switchParam } from "../read-wording-front";

const MESSAGE_AFTER = /\b(?:saying|that says|which says|that reads|reading|announcing|to announce|advertising|promoting|about|with the (?:text|message|words))\s*:?\s+(.{1,200}?)(?=[,;!?]\s|\.\s|[.!?]?$)/iu;
const PICK_COLOUR = /\b(?:let me|so (?:that )?I can|I (?:want to|can|could|would like to)|allow me to|to)\s+(?:pick|choose|change|set|select|edit)\b[\s\S]{0,40}\bcolou?rs?\b|\bcolou?r (?:setting|picker|option|field)\b/iu;
const FIXED_COLOUR = /\b(?:no|remove the|without (?:a|the)) colou?r (?:setting|picker|option|field)\b/iu;

export const noticeBar: TaskManifest = {
  id: "notice-bar",
  title: "Notice bar at the top of the site",
  recognise: [
    /^(?![\s\S]*\bcookies?\b)[\s\S]*?\b(?:notice|notification|announcement|alert|info|promo(?:tion(?:al)?)?|message|hello|sale|top) ?bars?\b/iu,
    /^(?![\s\S]*\b(?:cookies?|progress|scroll(?:ing)?|admin|tool)\b)[\s\S]*?\b(?:banner|bar|strip|ribbon|notice|announcement|message)\s+(?:at|across|along|on) (?:the )?top\b/iu,
  ],
  followUpHints: [words("bars?", "notice", "banner", "announcement")],
  params: [
    {
      name: "message",
      type: "text",
      label: "message",
      pattern: new RegExp(`^(?:${PLAIN_TEXT.source.slice(1, -1)})?$`, "u"),
      maxLength: 200,
      default: "",
      read: (text) => readQuoted(text) ?? MESSAGE_AFTER.exec(text)?.[1]?.trim() ?? null,
      describe: (value) => (value ? `"${value}"` : "\"Welcome to <the site's name>\""),
    },
    colourParam("background", "bar colour", "#1d2b4f"),
    colourParam("color", "text colour", "#ffffff", readTextColour),
    switchParam(
      "dismissible",
      "dismissible",
      "yes",
      /\b(?:dismiss(?:i|a)ble|closable|closeable|can be (?:closed|dismissed)|close button|(?:an? )?x to close)\b/iu,
      /\b(?:not (?:dismiss(?:i|a)ble|closable)|can(?:not|'t| not) be (?:closed|dismissed)|no close button|always (?:visible|shown)|without (?:a|the) close button)\b/iu,
      (value) => (value === "yes" ? "yes, with a close button" : "no, always shown"),
    ),
    switchParam("picker", "colour setting", "no", PICK_COLOUR, FIXED_COLOUR, (value) => (value === "yes" ? "the colour is picked under Settings → Notice Bar" : "no, the colour is fixed")),
  ],
  pluginName: () => "Notice Bar",
  features: (params) => [
    `Every page of the site opens with a bar at the top saying ${params.message ? `"${String(params.message)}"` : "\"Welcome to <the site's name>\" (ask for another message in quotes)"}.`,
    params.picker === "yes"
      ? `Its colour is picked with a colour field under Settings → Notice Bar (${describeColour(String(params.background))} until you pick one), with ${describeColour(String(params.color))} text.`
      : `The bar is ${describeColour(String(params.background))} with ${describeColour(String(params.color))} text.`,
    params.dismissible === "yes" ? "A visitor can close it with its × button; it stays closed for that visitor until the message changes." : "It has no close button: it shows on every page.",
  ],
  usage: (params) => ["Open any page of the site: the bar is the first thing at the top.", ...(params.picker === "yes" ? ["Settings → Notice Bar: pick the bar's colour and save."] : [])],
  hooks: ["wp_body_open", "wp_enqueue_scripts", "admin_init", "admin_menu"],
  quickPrompt: "Add a notice bar at the top of my site saying \"Free shipping on orders over $50\"",
  tags: ["notice bar", "announcement", "banner"],
  covers: ["a notice bar at the top of every page", "an announcement bar with a chosen colour", "let me pick the bar's colour"],
  assets: ["notice-bar.css", "notice-bar.js"],
  options: ["__PREFIX__notice_bar_colour"],
};

