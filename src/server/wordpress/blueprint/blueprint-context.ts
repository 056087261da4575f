import { pluginSlug } from "../plugin-files";

/** Everything a building block needs to name things in one plugin. */
export interface BlueprintContext {
  /** The plugin's display name ("Testimonials"). */
  name: string;
  /** Folder and file name ("testimonials"). */
  slug: string;
  /** Prefix of functions, options, hooks and post meta ("ps_testimonials_"). */
  prefix: string;
  /** Prefix of constants ("PS_TESTIMONIALS_"). */
  constPrefix: string;
  /** Prefix of class names ("Ps_Testimonials_"). */
  classPrefix: string;
  /** Prefix of CSS classes, script handles and HTML ids ("ps-testimonials-"). */
  cssPrefix: string;
  textDomain: string;
  /** Namespace of block names and REST routes: the slug, starting with a letter. */
  namespace: string;
}

/** Every generated identifier starts with this, so two generated plugins never meet a third party's names. */
export const PREFIX_ROOT = "ps_";

const MAX_SPELLED_PREFIX = 24;

/**
 * The code prefix for a slug: "ps_" and the slug with underscores ("ps_testimonials_"), or for a long
 * slug its initials and a short hash of the whole slug ("ps_ebsl_3fa1_"), so names stay readable and
 * two different slugs do not share a prefix.
 */
export function codePrefix(slug: string): string {
  const underscored = slug.replace(/-/g, "_");
  if (underscored.length <= MAX_SPELLED_PREFIX) return `${PREFIX_ROOT}${underscored}_`;
  const initials = slug
    .split("-")
    .map((word) => word[0] ?? "")
    .join("")
    .slice(0, 8);
  return `${PREFIX_ROOT}${initials}_${fnv1a(slug).toString(16).padStart(8, "0").slice(0, 4)}_`;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

export function makeContext(options: { name: string; slug?: string; prefix?: string; textDomain?: string }): BlueprintContext {
  const slug = options.slug ?? pluginSlug(options.name);
  const prefix = options.prefix ?? codePrefix(slug);
  return {
    name: options.name,
    slug,
    prefix,
    constPrefix: prefix.toUpperCase(),
    classPrefix: prefix
      .split("_")
      .map((part) => (part ? part[0]!.toUpperCase() + part.slice(1) : part))
      .join("_"),
    cssPrefix: prefix.replace(/_/g, "-"),
    textDomain: options.textDomain ?? slug,
    namespace: /^[a-z]/.test(slug) ? slug : `ps-${slug}`,
  };
}

/** A shortcode tag for a block: the prefix plus the suffix, without repeating it ("ps_contact_form_" + "contact_form" → "ps_contact_form"). */
export function shortcodeTag(ctx: BlueprintContext, suffix: string): string {
  return ctx.prefix.endsWith(`_${suffix}_`) ? ctx.prefix.slice(0, -1) : `${ctx.prefix}${suffix}`;
}
