import { MAX_IMAGE_DATA_URL_CHARS, MAX_IMAGES_PER_MESSAGE } from "@shared/schemas/generation";

/** The image types the generate route accepts. */
export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;

/** The largest file whose data URL still fits the route's limit (about 3 MB). */
export const MAX_IMAGE_BYTES = Math.floor((MAX_IMAGE_DATA_URL_CHARS - 32) / 4) * 3;

export interface ImageCheck<F> {
  accepted: F[];
  /** Not an image at all (spec.md §5: 'Invalid file type'). */
  notImage: number;
  /** An image of a type the route refuses (SVG, BMP, HEIC…). */
  unsupported: number;
  tooLarge: number;
  /** Left out because the message already holds the most images it may. */
  overLimit: number;
}

/** Sorts picked files into those to attach and the reasons others were refused. */
export function checkImages<F extends { type: string; size: number }>(
  files: readonly F[],
  alreadyAttached: number,
): ImageCheck<F> {
  const result: ImageCheck<F> = { accepted: [], notImage: 0, unsupported: 0, tooLarge: 0, overLimit: 0 };
  for (const file of files) {
    if (!file.type.startsWith("image/")) result.notImage++;
    else if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) result.unsupported++;
    else if (file.size > MAX_IMAGE_BYTES) result.tooLarge++;
    else if (alreadyAttached + result.accepted.length >= MAX_IMAGES_PER_MESSAGE) result.overLimit++;
    else result.accepted.push(file);
  }
  return result;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("unreadable"));
    reader.onerror = () => reject(reader.error ?? new Error("unreadable"));
    reader.readAsDataURL(file);
  });
}
