import { checkPluginPath } from "../../../../shared/plugin-paths";
import { ReplyError } from "./reply-error";

/** More files than this in one reply is a protocol error. */
export const MAX_REPLY_FILES = 300;

/**
 * A file path from a reply, checked by the one path rule (src/shared/plugin-paths.ts). Models write
 * "/my-plugin/x.php" or " my-plugin/x.php " meaning the relative path, so surrounding blanks and one
 * leading "/" are forgiven here, and only here; anything the rule refuses is a ReplyError "malformed".
 */
export function normalizeReplyPath(raw: string): string {
  let path = raw.trim();
  while (path.startsWith("./")) path = path.slice(2);
  if (path.startsWith("/") && !path.startsWith("//")) path = path.slice(1);
  const checked = checkPluginPath(path);
  if (!checked.ok) throw new ReplyError("malformed", `Refused file path ${JSON.stringify(raw.slice(0, 200))}: ${checked.reason}`);
  return checked.path;
}
