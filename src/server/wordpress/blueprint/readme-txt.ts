import type { BlueprintContext } from "./blueprint-context";
import type { BlockId } from "./blocks/block-types";
import { REQUIRES_PHP, REQUIRES_WORDPRESS } from "./main-file";
import { testedUpToNow } from "../release/release-in-use";
import { type ReadmeFigures, requiresPhpFigure } from "../readme-txt";

export const README_MARKER = "Built with Plugsmith";

const TAGS: Record<BlockId, string[]> = {
  "contact-form": ["contact form", "email"],
  "social-sharing": ["social", "share buttons"],
  "site-colours": ["colors", "customization"],
  "post-type": ["custom post type"],
  "entry-form": ["form", "submissions"],
  settings: ["settings"],
  shortcode: ["shortcode"],
  "editor-block": ["block"],
  widget: ["widget"],
  "rest-api": ["rest api"],
  "admin-notice": ["admin notice"],
  "scheduled-task": ["cron"],
  "lead-magnet": ["lead magnet", "email", "download"],
  "woo-upsell": ["woocommerce", "upsell", "cart"],
  "content-access": ["membership", "restrict content", "user roles"],
  analytics: ["analytics", "statistics", "privacy"],
  "ai-assistant": ["ai", "writing", "block editor"],
  "client-portal": ["client portal", "files", "projects"],
  "crm-sync": ["crm", "form", "leads"],
  booking: ["booking", "appointments", "form"],
  maintenance: ["maintenance mode", "coming soon"],
  "dynamic-pricing": ["woocommerce", "pricing", "discounts"],
};

export interface ReadmeContent {
  ctx: BlueprintContext;
  author: string;
  version: string;
  shortDescription: string;
  blockIds: BlockId[];
  features: string[];
  usage: string[];
  /** Changelog lines for this version, newest first. */
  changes: string[];
  /** The changelog of the previous readme (its entries, without the heading). */
  previousChangelog?: string;
}

/** A readme.txt in the WordPress.org plugin directory format. */
export function renderReadme(content: ReadmeContent): string {
  const { ctx } = content;
  const tags = [...new Set(content.blockIds.flatMap((id) => TAGS[id]))].slice(0, 5);
  const contributor = content.author
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^a-z0-9]+/g, "");
  const header = [
    `=== ${oneLine(ctx.name)} ===`,
    ...(contributor ? [`Contributors: ${contributor}`] : []),
    `Tags: ${tags.join(", ")}`,
    `Requires at least: ${REQUIRES_WORDPRESS}`,
    `Tested up to: ${testedUpToNow()}`,
    `Requires PHP: ${REQUIRES_PHP}`,
    `Stable tag: ${content.version}`,
    `License: GPLv2 or later`,
    `License URI: https://www.gnu.org/licenses/gpl-2.0.html`,
  ];
  const entry = [`= ${content.version} =`, ...content.changes.map((line) => `* ${oneLine(line)}`)].join("\n");
  const changelog = content.previousChangelog?.trim() ? `${entry}\n\n${content.previousChangelog.trim()}` : entry;
  return `${header.join("\n")}

${oneLine(content.shortDescription).slice(0, 150)}

== Description ==

${oneLine(content.shortDescription)}

Features:

${content.features.map((feature) => `* ${oneLine(feature)}`).join("\n")}

Security: every form carries a nonce that its handler verifies, admin actions also check the user's capability, input is sanitised, output is escaped, and every PHP file refuses to run outside WordPress.

${README_MARKER}'s offline blueprint generator.

== Installation ==

1. Upload the plugin folder to \`/wp-content/plugins/\`, or upload the ZIP under Plugins → Add New Plugin → Upload Plugin.
2. Activate the plugin through the Plugins screen.
${content.usage.map((line, index) => `${index + 3}. ${oneLine(line)}`).join("\n")}

== Frequently Asked Questions ==

= What is removed when I delete the plugin? =

The plugin's options and tables. Posts and messages created with it are kept.

== Changelog ==

${changelog}
`;
}

/**
 * A readme this generator wrote (it carries README_MARKER) with the measured figures in its header
 * (docs/decisions/0061): `Tested up to`, and `Requires PHP` once the PHP matrix has measured it (never
 * below what it says already). Any other readme is the author's, and comes back as it is.
 */
export function withReadmeFigures(readme: string, figures: ReadmeFigures): string {
  if (!readme.includes(README_MARKER)) return readme;
  // The header: what comes before the first section (== Description ==); the title (=== … ===) is not one.
  const firstSection = readme.search(/^==[ \t]*[^=\n]+==[ \t]*$/m);
  const top = firstSection > 0 ? readme.slice(0, firstSection) : readme;
  let next = top.replace(/^Tested up to:.*$/im, `Tested up to: ${figures.testedUpTo}`);
  if (figures.requiresPhp) next = next.replace(/^Requires PHP:[ \t]*(.*)$/im, (_, declared: string) => `Requires PHP: ${requiresPhpFigure(declared, figures.requiresPhp)}`);
  return next + readme.slice(top.length);
}

/** The entries of a readme's changelog section (without the heading), or "" when it has none. */
export function readChangelog(readme: string): string {
  const match = /^==[ \t]*Changelog[ \t]*==[ \t]*$/im.exec(readme);
  if (!match) return "";
  const rest = readme.slice(match.index + match[0].length);
  const next = /^==[ \t]*[^=\n]+==[ \t]*$/m.exec(rest);
  return (next ? rest.slice(0, next.index) : rest).trim();
}

/**
 * Updates a readme.txt this generator did not write: the Stable tag, and a changelog entry on top
 * (the section is added when missing). Everything else stays as the author wrote it.
 */
export function updateForeignReadme(readme: string, version: string, changes: string[]): string {
  let next = /^Stable tag:.*$/im.test(readme) ? readme.replace(/^Stable tag:.*$/im, `Stable tag: ${version}`) : readme;
  const entry = [`= ${version} =`, ...changes.map((line) => `* ${oneLine(line)}`)].join("\n");
  const heading = /^==[ \t]*Changelog[ \t]*==[ \t]*$/im.exec(next);
  if (heading) {
    const at = heading.index + heading[0].length;
    const rest = next.slice(at).replace(/^\s+/, "");
    next = `${next.slice(0, at)}\n\n${entry}\n${rest ? `\n${rest}` : ""}`;
  } else {
    next = `${next.replace(/\s+$/, "")}\n\n== Changelog ==\n\n${entry}\n`;
  }
  return next;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
