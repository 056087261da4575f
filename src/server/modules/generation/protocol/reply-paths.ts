import { ReplyError } from "./reply-error";

/** More files than this in one reply is a protocol error. */
export const MAX_REPLY_FILES = 300;
const MAX_PATH_CHARS = 512;
const MAX_SEGMENT_CHARS = 255;

/**
 * A file path from a reply, made relative and slash-separated: leading `./` and `/` are dropped, `.`
 * segments removed. Refuses (ReplyError "malformed") `..`, absolute paths (`//host`, `C:`, `~`),
 * backslashes, NUL and other control characters, empty names and over-long paths.
 */
export function normalizeReplyPath(raw: string): string {
  const refuse = (why: string): never => {
    throw new ReplyError("malformed", `Refused file path ${JSON.stringify(raw.slice(0, 200))}: ${why}`);
  };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) refuse("control characters are not allowed");
  if (raw.includes("\\")) refuse("backslashes are not allowed");
  let path = raw.trim();
  while (path.startsWith("./")) path = path.slice(2);
  if (path.startsWith("/")) path = path.slice(1);
  if (path.startsWith("/") || /^[A-Za-z]:/.test(path) || path.startsWith("~")) refuse("absolute paths are not allowed");
  const segments: string[] = [];
  for (const segment of path.split("/")) {
    if (segment === ".") continue;
    if (segment === "..") refuse("'..' is not allowed");
    if (segment.trim() === "") refuse("empty file or folder name");
    if (segment.length > MAX_SEGMENT_CHARS) refuse("name too long");
    segments.push(segment);
  }
  const normalized = segments.join("/");
  if (normalized === "") refuse("empty path");
  if (normalized.length > MAX_PATH_CHARS) refuse("path too long");
  return normalized;
}
