import { z } from "zod";

// WordPress.org's version-check API (https://api.wordpress.org/core/version-check/1.7/): its `offers` list
// the newest release first ("upgrade"), then the newest patch of each older branch ("autoupdate").

const offerSchema = z.object({ version: z.string().regex(/^\d+\.\d+(\.\d+)?$/), download: z.string().optional() });
export const versionCheckSchema = z.object({ offers: z.array(z.looseObject(offerSchema.shape)).min(1) });

export type VersionOffer = z.infer<typeof offerSchema>;

/** "7.1.4" → [7, 1, 4]; "7.1" → [7, 1, 0]. */
const parts = (version: string) => [...version.split(".").map(Number), 0, 0].slice(0, 3) as [number, number, number];

export function compareVersions(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

/** `latest`, a branch ("6.8") or an exact release ("7.1.4"), as WP_VERSION says it. */
export type WantedVersion = string;

/** An exact release is downloaded as asked, with no need to ask WordPress.org which one it is. */
export const isExactVersion = (wanted: WantedVersion) => /^\d+\.\d+\.\d+$/.test(wanted);

/**
 * The release `wanted` names among the offers: the newest of all for `latest`, the newest patch of the
 * branch for "6.8" (its x.y.0 release is called "6.8"); null when no offer matches.
 */
export function pickVersion(wanted: WantedVersion, offers: readonly VersionOffer[]): string | null {
  const versions = offers.map((offer) => offer.version).filter((version) => wanted === "latest" || version === wanted || version.startsWith(`${wanted}.`));
  return versions.sort(compareVersions).at(-1) ?? null;
}
