// Plugin files are a map of path → text (spec.md §3 generated_code). An image a plugin ships (an imported
// icon, a screenshot) keeps its bytes in that map as a base64 data URL, so the map stays JSON and the ZIP
// gets the original bytes back. Only these extensions hold bytes; SVG is text and stays text.
// See docs/decisions/0025-binary-files-as-data-urls.md.

/** Extension (lower case, with the dot) → content type, for the files whose content is bytes. */
export const BINARY_FILE_TYPES: Readonly<Record<string, string>> = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
};

function extensionOf(path: string): string {
  const dot = path.lastIndexOf(".");
  return dot <= path.lastIndexOf("/") ? "" : path.slice(dot).toLowerCase();
}

/** The content type of a path whose file holds bytes, or null for a text file. */
export function binaryFileType(path: string): string | null {
  return BINARY_FILE_TYPES[extensionOf(path)] ?? null;
}

export function isBinaryPath(path: string): boolean {
  return binaryFileType(path) !== null;
}

const DATA_URL = /^data:([a-z0-9.+/-]+);base64,([A-Za-z0-9+/]*={0,2})$/i;

/** `data:<type>;base64,<bytes>` of a binary file's content, or null when the content is not one. */
export function parseBinaryDataUrl(content: string): { type: string; base64: string } | null {
  const match = DATA_URL.exec(content);
  return match ? { type: match[1]!.toLowerCase(), base64: match[2]! } : null;
}
