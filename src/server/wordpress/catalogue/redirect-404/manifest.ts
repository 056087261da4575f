import { words } from "../../blueprint/detect-blocks";
import type { TaskManifest } from "../catalogue-types";

const PATH = /^\/[A-Za-z0-9\-._~/]{0,200}$/;

export const redirect404: TaskManifest = {
  id: "redirect-404",
  title: "Redirect 404 pages",
  recognise: [words("404s?(?: pages?| errors?)?", "(?:page|pages) not found", "not[- ]found pages?", "broken links? to (?:the )?home", "missing pages?")],
  followUpHints: [words("404s?", "redirects?", "permanent(?:ly)?", "temporar(?:y|ily)", "30[12]")],
  params: [
    {
      name: "status",
      type: "integer",
      label: "redirect status",
      min: 301,
      max: 302,
      default: 301,
      read: (text) => (/\b302\b|temporar(?:y|ily)|\bfound redirect/i.test(text) ? 302 : /\b301\b|permanent(?:ly)?/i.test(text) ? 301 : null),
      describe: (status) => (status === 302 ? "302 (temporary)" : "301 (permanent)"),
    },
    {
      name: "target",
      type: "text",
      label: "where to",
      pattern: PATH,
      maxLength: 200,
      default: "/",
      read: (text) => {
        const path = /\bto\s+(?:the\s+)?(?:page\s+|url\s+|address\s+)?(\/[A-Za-z0-9\-._~/]*)/i.exec(text)?.[1];
        if (path) return path.replace(/[.]+$/, "") || "/";
        return /\bhome ?page\b|\bfront ?page\b|\bstart ?page\b|\bhome\b/i.test(text) ? "/" : null;
      },
      describe: (target) => (target === "/" ? "the home page" : target),
    },
  ],
  pluginName: (params) => (params.target === "/" ? "Redirect 404 to Home Page" : "Redirect 404 Pages"),
  features: (params) => [
    `A visitor who asks for a page that does not exist is sent to ${params.target === "/" ? "the home page" : `${String(params.target)} on this site`} with a ${params.status === 302 ? "302 (temporary)" : "301 (permanent)"} redirect.`,
  ],
  usage: () => ["Open an address of the site that does not exist (/no-such-page): you land on the redirect's target instead of the theme's 404 page."],
  hooks: ["template_redirect"],
  quickPrompt: "Redirect 404 pages to the home page",
  tags: ["404", "redirect"],
  covers: ["redirect 404 pages", "send page-not-found visitors to the home page"],
};
