import type { GeneratedReply } from "./reply";
import { StreamParser } from "./stream-parser";

/**
 * Parses a whole reply at once, as a turn's StreamParser would have (tests only: the app always parses
 * a reply as it streams, generation.service.ts). Kept out of stream-parser.ts, which has no other caller for it.
 */
export function parseReply(text: string): GeneratedReply {
  const parser = new StreamParser();
  parser.push(text);
  return parser.end().reply;
}
