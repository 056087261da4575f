import { LIMITS } from "../../shared/constants";
import { HttpError } from "../lib/http-error";

/**
 * A plugin's files break a cap or the path rule. 413 for size (a file or the whole plugin too big),
 * 422 for a rule (too many files, a refused path). It is an HttpError, so a route answers it as it is;
 * a generation turn treats it as a failure of the reply (refunded, nothing saved).
 */
export class PluginLimitError extends HttpError {
  override readonly name: string = "PluginLimitError";

  constructor(status: 413 | 422, code: string, message: string) {
    super(status, code, message);
  }
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const fileTooLarge = (path: string) =>
  new PluginLimitError(413, "file_too_large", `File too large: ${path} is over ${kb(LIMITS.fileBytes)}, the limit for one file`);

export const pluginTooLarge = () =>
  new PluginLimitError(413, "plugin_too_large", `Plugin too large: its files together are over ${mb(LIMITS.pluginBytes)}, the limit for one plugin`);

export const tooManyFiles = () =>
  new PluginLimitError(422, "too_many_files", `Too many files: a plugin can have at most ${LIMITS.filesPerPlugin} files`);

export const byteLength = (text: string) => Buffer.byteLength(text, "utf8");

/** Throws the PluginLimitError for the first cap a plugin's files break: file count, bytes per file, bytes in all. */
export function assertWithinPluginLimits(files: Readonly<Record<string, string>>): void {
  const paths = Object.keys(files);
  if (paths.length > LIMITS.filesPerPlugin) throw tooManyFiles();
  let total = 0;
  for (const path of paths) {
    const bytes = byteLength(files[path]!);
    if (bytes > LIMITS.fileBytes) throw fileTooLarge(path);
    total += bytes;
  }
  if (total > LIMITS.pluginBytes) throw pluginTooLarge();
}
