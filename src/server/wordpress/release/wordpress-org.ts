import { versionCheckSchema, type VersionOffer } from "./version-offers";

// WordPress.org as this server uses it: the version-check API and the release downloads. `baseUrl`
// (WORDPRESS_ORG_URL) serves both paths from one address: a local fake in tests, a mirror on a server.

export interface WordPressOrgUrls {
  versionCheck: string;
  /** The release zip; its checksums are beside it (`.sha1`, `.md5`). */
  releaseZip(version: string): string;
}

export function wordPressOrgUrls(baseUrl: string | null): WordPressOrgUrls {
  const api = baseUrl ? baseUrl.replace(/\/+$/, "") : "https://api.wordpress.org";
  const downloads = baseUrl ? baseUrl.replace(/\/+$/, "") : "https://downloads.wordpress.org";
  return {
    versionCheck: `${api}/core/version-check/1.7/`,
    releaseZip: (version) => `${downloads}/release/wordpress-${version}.zip`,
  };
}

/** Timeouts of the requests to WordPress.org: short for the API, longer for a zip (about 30 MB). */
export interface WordPressOrgTimeouts {
  apiMs: number;
  downloadMs: number;
}

async function get(url: string, timeoutMs: number): Promise<Response> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response;
}

export async function fetchOffers(urls: WordPressOrgUrls, timeouts: WordPressOrgTimeouts): Promise<VersionOffer[]> {
  const response = await get(urls.versionCheck, timeouts.apiMs);
  const parsed = versionCheckSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`${urls.versionCheck} answered no list of offers`);
  return parsed.data.offers;
}

export async function fetchBytes(url: string, timeoutMs: number): Promise<Uint8Array> {
  return new Uint8Array(await (await get(url, timeoutMs)).arrayBuffer());
}

export async function fetchText(url: string, timeoutMs: number): Promise<string> {
  return (await get(url, timeoutMs)).text();
}
