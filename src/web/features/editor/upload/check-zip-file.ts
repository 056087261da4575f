import { LIMITS } from "@shared/constants";

export type ZipFileProblem = "too-large" | "invalid-type";

/**
 * The browser's quick checks of a chosen file before it is sent (spec.md §5 Plugin ZIP upload): at most
 * LIMITS.uploadMaxBytes ('File too large'), and a name ending in .zip ('Invalid file type'). The server
 * checks both again, and everything inside the archive.
 */
export function checkZipFile(file: { name: string; size: number }): ZipFileProblem | null {
  if (file.size > LIMITS.uploadMaxBytes) return "too-large";
  if (!file.name.toLowerCase().endsWith(".zip")) return "invalid-type";
  return null;
}

/** The upload limit in whole megabytes, for the texts that name it. */
export const UPLOAD_MAX_MB = Math.round(LIMITS.uploadMaxBytes / (1024 * 1024));
