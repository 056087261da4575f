import { createHash } from "node:crypto";
import { fetchBytes, fetchText, type WordPressOrgTimeouts, type WordPressOrgUrls } from "./wordpress-org";

// A release zip from WordPress.org, only when it matches the checksum published beside it: the SHA-1
// (`wordpress-X.Y.Z.zip.sha1`), or the MD5 where no SHA-1 is published. A zip with no checksum, or
// another one, is refused.

export class ChecksumError extends Error {}

const ALGORITHMS = [
  ["sha1", 40],
  ["md5", 32],
] as const;

/** The published checksum's algorithm and value (the first it finds), or null when neither is published. */
async function publishedChecksum(zipUrl: string, timeoutMs: number): Promise<{ algorithm: "sha1" | "md5"; value: string } | null> {
  for (const [algorithm, length] of ALGORITHMS) {
    try {
      const text = await fetchText(`${zipUrl}.${algorithm}`, timeoutMs);
      const value = new RegExp(`^[0-9a-f]{${length}}`, "i").exec(text.trim())?.[0];
      if (value) return { algorithm, value: value.toLowerCase() };
    } catch {
      // Try the next one.
    }
  }
  return null;
}

/** Downloads `version`'s zip and checks it against its published checksum; throws ChecksumError when it does not match. */
export async function downloadRelease(urls: WordPressOrgUrls, version: string, timeouts: WordPressOrgTimeouts): Promise<Uint8Array> {
  const zipUrl = urls.releaseZip(version);
  const zip = await fetchBytes(zipUrl, timeouts.downloadMs);
  const checksum = await publishedChecksum(zipUrl, timeouts.apiMs);
  if (!checksum) throw new ChecksumError(`No checksum is published for ${zipUrl}: the zip was not used`);
  const actual = createHash(checksum.algorithm).update(zip).digest("hex");
  if (actual !== checksum.value) throw new ChecksumError(`${zipUrl} does not match its published ${checksum.algorithm} (${checksum.value}, the download has ${actual}): the zip was not used`);
  return zip;
}
