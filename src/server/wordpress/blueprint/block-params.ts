import type { BlockId } from "./blocks/block-types";
import { RECURRENCES } from "./blocks/scheduled-task-block";

// A block's parameters are written into its file's `Plugsmith block:` comment and read back on the next
// turn, where they become PHP identifiers, string literals and file names. Anyone can edit that comment
// (an upload, an edit in the code editor), so what is read back is held to the shapes the generator
// itself writes, and a marker with anything else is not trusted at all.

/** Shortcode tags: the plugin's code prefix ("ps_testimonials_") and a suffix, or "_2", "_3"… */
const SHORTCODE_TAG = /^[a-z][a-z0-9_]{0,63}$/;
/** A post type kind's key: catalogue keys and keys derived from a noun (genericKind), ≤ 17 characters. */
const POST_TYPE_KEY = /^[a-z0-9][a-z0-9_]{0,16}$/;
/** Labels: catalogue labels ("Team Member") and title-cased nouns (nounLabels: letters, digits, hyphens). */
const LABEL = /^[\p{L}\p{N}][\p{L}\p{N} -]{0,39}$/u;
const RECURRENCE = new RegExp(`^(?:${Object.keys(RECURRENCES).join("|")})$`);

const PARAMS: Partial<Record<BlockId, Readonly<Record<string, RegExp>>>> = {
  "contact-form": { tag: SHORTCODE_TAG },
  "entry-form": { tag: SHORTCODE_TAG },
  "social-sharing": { tag: SHORTCODE_TAG },
  shortcode: { tag: SHORTCODE_TAG },
  "post-type": { type: POST_TYPE_KEY, singular: LABEL, plural: LABEL, tag: SHORTCODE_TAG },
  "scheduled-task": { recurrence: RECURRENCE },
};

/**
 * The parameters of a marker read back from a file when every one of them is one this block writes,
 * in the shape the generator writes it; null when any is not (the marker is then ignored).
 */
export function trustedBlockParams(id: BlockId, params: Readonly<Record<string, string>>): Record<string, string> | null {
  const allowed = PARAMS[id] ?? {};
  for (const [key, value] of Object.entries(params)) {
    const pattern = Object.hasOwn(allowed, key) ? allowed[key] : undefined;
    if (!pattern || !pattern.test(value)) return null;
  }
  return { ...params };
}
