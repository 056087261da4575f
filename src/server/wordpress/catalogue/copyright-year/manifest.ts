import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

export const copyrightYear: TaskManifest = {
  id: "copyright-year",
  title: "Copyright year shortcode",
  recognise: [
    words("copyright(?: (?:year|notice|line|text|shortcode|symbol))?", "current year", "(?:\\[year\\]|year shortcode)", "auto(?:matic(?:ally)?)?[- ]updat(?:e|ing) (?:the )?year"),
  ],
  followUpHints: [words("copyright", "year", "since", "from")],
  params: [
    {
      name: "start_year",
      type: "integer",
      label: "first year",
      min: 0,
      max: 2100,
      default: 0,
      read: (text) => {
        const match = /\b(?:since|from|started in|starting in|established(?: in)?|est\.?|founded(?: in)?|began in)\s+((?:19|20)\d\d)\b|\b((?:19|20)\d\d)\s*(?:-|–|to)\s*(?:now|today|present|the current year|this year)\b/i.exec(text);
        return match ? Number(match[1] ?? match[2]) : null;
      },
      describe: (value) => (value ? String(value) : "none (this year alone)"),
    },
  ],
  pluginName: () => "Copyright Year",
  features: (params) => [
    "The [year] shortcode prints the current year, in the site's time zone.",
    `The [copyright] shortcode prints "© ${params.start_year ? `${String(params.start_year)}–` : ""}<this year> <site name>", which moves on by itself each new year.`,
  ],
  usage: () => ["Edit the footer (Appearance → Editor → Patterns → Footer), add a Shortcode block with [copyright] and view the site."],
  hooks: ["init"],
  quickPrompt: "Add a copyright shortcode with the current year",
  tags: ["copyright", "footer", "shortcode"],
  covers: ["a [year] shortcode", "a copyright line that updates its year"],
};
