import { binaryFileType, parseBinaryDataUrl } from "../../../../shared/binary-files";
import { safePluginPath } from "../../../../shared/plugin-paths";
import type { Database } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import { getOwnedPluginWithFiles } from "../plugins.service";

export interface RawFile {
  body: Uint8Array;
  /** One of the image types of binary-files.ts, or text/plain: never a type a browser would run (SVG, HTML). */
  contentType: string;
}

/**
 * One current file of the owner's plugin as bytes: an image decoded from its data URL with its type,
 * anything else as UTF-8 text. 404 for a plugin that is not theirs or a path it does not have.
 */
export async function readRawFile(db: Database, userId: string, pluginId: string, rawPath: string): Promise<RawFile> {
  const { files } = await getOwnedPluginWithFiles(db, userId, pluginId);
  const path = Object.hasOwn(files, rawPath) ? rawPath : safePluginPath(rawPath);
  if (path === null || !Object.hasOwn(files, path)) throw new AppError("not_found", `No such file: ${rawPath.slice(0, 200)}`);
  const content = files[path]!;
  const type = binaryFileType(path);
  const image = type ? parseBinaryDataUrl(content) : null;
  if (type && image) return { body: Buffer.from(image.base64, "base64"), contentType: type };
  return { body: Buffer.from(content, "utf8"), contentType: "text/plain; charset=utf-8" };
}
