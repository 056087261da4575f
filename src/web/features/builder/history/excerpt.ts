import { LIMITS } from "@shared/constants";

/**
 * The first `max` characters of a text with whitespace runs folded to one space, and an ellipsis when
 * something was cut (spec.md §9: assistant responses in the history are cut at 150 characters).
 * Counts code points, so an emoji is never split in half.
 */
export function excerpt(text: string, max: number = LIMITS.versionExcerptChars): string {
  const folded = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(folded);
  if (chars.length <= max) return folded;
  return `${chars.slice(0, max).join("").trimEnd()}…`;
}
