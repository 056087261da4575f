import { z } from "zod";

// Ship to my site (issue #37): /api/sites and /api/plugins/:id/versions/:n/install, validated alike by the web app
// and the server.

export const SITES = {
  /** Paired sites per account. */
  perAccount: 20,
  /** Unexpired, unused pairing codes per account: adding sites a thousand times keeps at most this many rows. */
  pendingCodesPerAccount: 5,
  /** How long a pairing code may be used. */
  codeMinutes: 10,
  /** Characters of a pairing code (upper-case letters and digits without look-alikes). */
  codeLength: 12,
  /** A call to a site that has not answered in this long is "unreachable". */
  timeoutMs: 30_000,
  /** The largest answer read from a site. */
  maxResponseBytes: 1024 * 1024,
  /** Sending attempts of a push whose site did not answer, before it is reported unreachable. */
  pushAttempts: 3,
  /** The wait before the second and third try. */
  retryDelaysSeconds: [5, 20],
  /** Push workers per process: pushes to this many sites are sent at once (each site gets one at a time). */
  workersPerProcess: 4,
  /** Pushes queued or being sent per account (each is also one per site, plugin and version). */
  waitingPerAccount: 20,
  urlMaxChars: 500,
  /**
   * Calls to a site to pair, per account a minute, and one at a time: each is a request from our servers to an
   * address the person typed, so a correct code asked a thousand times is not a thousand requests to that host.
   */
  pairCallsPerMinute: 10,
} as const;

export const addSiteSchema = z
  .object({
    url: z.string("The site's address is required").trim().min(1, "The site's address is required").max(SITES.urlMaxChars, "The address is too long"),
  })
  .strict();

export const pairSiteSchema = z.object({ code: z.string().trim().min(1, "The code is required").max(64) }).strict();

export const installRequestSchema = z.object({ siteId: z.string().uuid("Choose a site") }).strict();

export const rollbackRequestSchema = z.object({ pluginId: z.string().uuid("Choose a plugin") }).strict();

export const installStateSchema = z.enum(["queued", "sending", "installed", "failed", "unreachable"]);
export type InstallState = z.infer<typeof installStateSchema>;

export const siteReportSchema = z.object({
  site: z.object({ name: z.string(), url: z.string(), wordpressVersion: z.string(), phpVersion: z.string() }).optional(),
  plugin: z.object({ slug: z.string(), version: z.string(), active: z.boolean(), errors: z.array(z.string()) }).optional(),
});

export const siteInstallSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  pluginId: z.string(),
  pluginName: z.string(),
  versionNumber: z.number(),
  kind: z.enum(["install", "rollback"]),
  state: installStateSchema,
  slug: z.string().nullable(),
  report: siteReportSchema.nullable(),
  error: z.string().nullable(),
  creditsCharged: z.number(),
  refunded: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SiteInstall = z.infer<typeof siteInstallSchema>;

/** What a site runs of one plugin: its newest finished push, and whether an earlier version can be restored. */
export const sitePluginSchema = z.object({
  pluginId: z.string(),
  pluginName: z.string(),
  versionNumber: z.number(),
  installedVersion: z.string().nullable(),
  active: z.boolean().nullable(),
  canRollBack: z.boolean(),
});

export const siteSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  wordpressVersion: z.string(),
  phpVersion: z.string(),
  lastContactAt: z.string().nullable(),
  createdAt: z.string(),
  plugins: z.array(sitePluginSchema),
  /** Pushes still waiting or being sent. */
  pending: z.array(siteInstallSchema),
});
export type Site = z.infer<typeof siteSchema>;

export const siteListSchema = z.object({ sites: z.array(siteSchema), maxSites: z.number() });

/** The answer to POST /api/sites: the code is shown once and never stored in the clear. */
export const pairingCodeSchema = z.object({ pairingId: z.string(), url: z.string(), code: z.string(), expiresAt: z.string() });
export type PairingCode = z.infer<typeof pairingCodeSchema>;
