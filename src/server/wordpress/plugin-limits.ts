import { LIMITS } from "../../shared/constants";
import type { ErrorCode } from "../../shared/error-codes";
import { AppError } from "../lib/app-error";

/**
 * A plugin's files break a cap or the path rule (a file or the whole plugin too big, too many files, a
 * refused path). It is an AppError, so a route answers it as it is;
 * a generation turn treats it as a failure of the reply (refunded, nothing saved).
 */
export class PluginLimitError extends AppError {
  override readonly name: string = "PluginLimitError";

  constructor(code: ErrorCode, message: string) {
    super(code, message);
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const fileTooLarge = (path: string) =>
  new PluginLimitError("file_too_large", `File too large: ${path} is over ${kb(LIMITS.fileBytes)}, the limit for one file`);

export const pluginTooLarge = () =>
  new PluginLimitError("plugin_too_large", `Plugin too large: its files together are over ${mb(LIMITS.pluginBytes)}, the limit for one plugin`);

export const replyTooLarge = () =>
  new PluginLimitError(
    "reply_too_large",
    `Reply too large: the files it writes are over ${mb(LIMITS.replyBytes)} together, the limit for one reply`,
  );

export const tooManyFiles = () =>
  new PluginLimitError("too_many_files", `Too many files: a plugin can have at most ${LIMITS.filesPerPlugin} files`);

export const byteLength = (text: string) => Buffer.byteLength(text, "utf8");

/**
 * Throws the PluginLimitError for the first cap a plugin's files break (docs/decisions/0026): the file
 * count, the per-file cap (LIMITS.fileBytes) for the `written` paths alone, then the bytes of all files
 * together. A file a turn or a hand edit does not touch is never re-checked against the per-file cap,
 * so an imported 2 MB bundle does not block every later change.
 */
export function assertWithinPluginLimits(files: Readonly<Record<string, string>>, written: Iterable<string> = []): void {
  const paths = Object.keys(files);
  if (paths.length > LIMITS.filesPerPlugin) throw tooManyFiles();
  for (const path of written) {
    const content = files[path];
    if (content !== undefined && byteLength(content) > LIMITS.fileBytes) throw fileTooLarge(path);
  }
  let total = 0;
  for (const path of paths) total += byteLength(files[path]!);
  if (total > LIMITS.pluginBytes) throw pluginTooLarge();
}
