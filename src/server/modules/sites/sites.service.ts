import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { CREDITS } from "../../../shared/constants";
import { SITES, type PairingCode, type Site, type SiteInstall } from "../../../shared/schemas/sites";
import type { Database, Transaction } from "../../db/client";
import { plugins, pluginVersions, siteInstalls, sitePairingCodes, sites, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import type { KeyedTurns } from "../../lib/keyed-turns";
import type { Logger } from "../../lib/logger";
import type { RateLimiter } from "../../lib/rate-limiter";
import type { ZipCache } from "../../wordpress/zip-cache";
import {
  type ConnectorPayload,
  newNonce,
  newSiteKeyPair,
  type PluginReport,
  type SiteReport,
  signedBody,
} from "../../wordpress/connector/protocol";
import { callSite, checkSiteUrl, type SiteCallResult, type SiteClientOptions } from "../../integrations/sites/site-client";
import type { SiteKeyCipher } from "../../integrations/sites/site-keys";
import { balanceWithLedgerEntry, grantCredits, hasLedgerEntry, InsufficientCreditsError, spendCredits } from "../credits/credits.service";
import { ledgerKey, versionZip } from "../downloads/downloads.service";
import { checkPluginId } from "../plugins/plugins.service";
import { paidByInstall } from "./install-charge";

/** NOTIFY of a push written (its install id): the job runner of any process sends its job (jobs/site-push-jobs.ts). */
export const SITE_PUSH_CHANNEL = "site_push";

/** What the sites module needs; one per process (services.ts). `client` is read at every call: tests shorten its timeout. */
export interface SitesDeps {
  db: Database;
  zips: ZipCache;
  cipher: SiteKeyCipher;
  client: SiteClientOptions;
  /** Plugsmith's own origin, told to the site at pairing. */
  origin: string;
  currentWordpress: () => string | null;
  logger: Logger;
  /** The wait before each new try of a push whose site did not answer (tests shorten it). */
  retryDelaysSeconds: readonly number[];
  /** Pair calls per account a minute (SITES.pairCallsPerMinute). */
  pairCalls: RateLimiter;
  /** Each account's pair call in hand: one at a time (a second while one is out is refused). */
  pairing: KeyedTurns;
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const hashCode = (code: string) => createHash("sha256").update(normaliseCode(code)).digest("hex");
/** Letters and digits only, upper case: "abcd-efgh-jkmn" and "ABCDEFGHJKMN" are one code. */
const normaliseCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, "");
const formatCode = (code: string) => code.match(/.{1,4}/g)!.join("-");

const SITE_NOT_FOUND = () => new AppError("not_found", "Site not found");
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

const INSUFFICIENT = `You need at least ${CREDITS.downloadCost} credits to install the plugin on a site`;

// ---- the person's sites ----

export async function listSites(db: Database, userId: string): Promise<{ sites: Site[]; maxSites: number }> {
  const rows = await db.select().from(sites).where(eq(sites.userId, userId)).orderBy(asc(sites.createdAt));
  if (rows.length === 0) return { sites: [], maxSites: SITES.perAccount };
  const ids = rows.map((r) => r.id);
  // Bounded: at most 20 sites, and per site its waiting pushes (one per plugin version) and per plugin its last two finished.
  const installs = await db
    .select({ install: siteInstalls, pluginName: plugins.name })
    .from(siteInstalls)
    .innerJoin(plugins, eq(plugins.id, siteInstalls.pluginId))
    .where(inArray(siteInstalls.siteId, ids))
    .orderBy(desc(siteInstalls.createdAt))
    .limit(2000);
  return {
    maxSites: SITES.perAccount,
    sites: rows.map((row) => {
      const own = installs.filter((i) => i.install.siteId === row.id);
      const pending = own.filter((i) => i.install.state === "queued" || i.install.state === "sending");
      const done = own.filter((i) => i.install.state === "installed");
      const byPlugin = new Map<string, typeof done>();
      for (const entry of done) {
        const list = byPlugin.get(entry.install.pluginId) ?? [];
        list.push(entry);
        byPlugin.set(entry.install.pluginId, list);
      }
      return {
        id: row.id,
        name: row.name,
        url: row.url,
        wordpressVersion: row.wordpressVersion,
        phpVersion: row.phpVersion,
        lastContactAt: row.lastContactAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        plugins: [...byPlugin.values()].map((list) => {
          const current = list[0]!;
          const plugin = (current.install.report as { plugin?: PluginReport } | null)?.plugin;
          return {
            pluginId: current.install.pluginId,
            pluginName: current.pluginName,
            versionNumber: current.install.versionNumber,
            installedVersion: plugin?.version ?? null,
            active: plugin?.active ?? null,
            canRollBack: rollbackTarget(list.map((e) => e.install)) !== null,
          };
        }),
        pending: pending.map((i) => installView(i.install, i.pluginName)),
      };
    }),
  };
}

/**
 * "Add a site": the address is checked and a one-time code made (shown once, kept as its hash, SITES.codeMinutes).
 * The person enters it in their wp-admin, then pairs. Refused at SITES.perAccount sites, and with
 * SITES.pendingCodesPerAccount codes still open (used and expired ones are deleted here).
 */
export async function addSite(deps: SitesDeps, userId: string, rawUrl: string): Promise<PairingCode> {
  const url = checkSiteUrl(rawUrl, deps.client.allowLocal);
  const code = Array.from({ length: SITES.codeLength }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
  const id = randomUUID();
  const expiresAt = new Date(Date.now() + SITES.codeMinutes * 60_000);
  await deps.db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    await tx
      .delete(sitePairingCodes)
      .where(and(eq(sitePairingCodes.userId, userId), or(lt(sitePairingCodes.expiresAt, sql`now()`), sql`${sitePairingCodes.usedAt} is not null`)));
    await refuseAtSiteLimit(tx, userId);
    const [existing] = await tx.select({ id: sites.id }).from(sites).where(and(eq(sites.userId, userId), eq(sites.url, url)));
    if (existing) throw new AppError("already_paired", "This site is already paired with your account");
    const [open] = await tx.select({ n: count() }).from(sitePairingCodes).where(eq(sitePairingCodes.userId, userId));
    if ((open?.n ?? 0) >= SITES.pendingCodesPerAccount) {
      throw new AppError("too_many_codes", `You have ${SITES.pendingCodesPerAccount} pairing codes open. Use one, or wait ${SITES.codeMinutes} minutes.`);
    }
    await tx.insert(sitePairingCodes).values({ id, userId, url, codeHash: hashCode(code), expiresAt });
  });
  return { pairingId: id, url, code: formatCode(code), expiresAt: expiresAt.toISOString() };
}

/**
 * "Pair": the code the person was shown (and entered in their wp-admin) is checked against its hash, a key pair made
 * for the site, and `pair` (signed by that key, with the code) sent to the site. On the site's yes, the site is kept
 * with its report and the code is used up; a wrong, expired or used code, or the site's no, pairs nothing.
 */
export async function pairSite(deps: SitesDeps, userId: string, pairingId: string, code: string): Promise<Site> {
  const turn = deps.pairing.run(userId, () => pairInTurn(deps, userId, pairingId, code));
  if (!turn) throw new AppError("rate_limited", "A pairing of yours is still waiting for its site's answer. Try again when it has ended.");
  return turn;
}

async function pairInTurn(deps: SitesDeps, userId: string, pairingId: string, code: string): Promise<Site> {
  if (!isUuid(pairingId)) throw new AppError("not_found", "Pairing not found");
  const [pairing] = await deps.db
    .select()
    .from(sitePairingCodes)
    .where(and(eq(sitePairingCodes.id, pairingId), eq(sitePairingCodes.userId, userId)));
  if (!pairing) throw new AppError("not_found", "Pairing not found");
  if (pairing.usedAt) throw new AppError("code_used", "This code was already used. Add the site again for a new code.");
  if (pairing.expiresAt.getTime() < Date.now()) throw new AppError("code_expired", "This code has expired. Add the site again for a new code.");
  const given = Buffer.from(hashCode(code), "hex");
  if (!timingSafeEqual(given, Buffer.from(pairing.codeHash, "hex"))) throw new AppError("bad_code", "The code does not match the one shown for this site");
  await refuseAtSiteLimit(deps.db, userId);
  // Before the site is asked: a site it would pair that is already paired here would then hold a key nobody keeps.
  const [paired] = await deps.db.select({ id: sites.id }).from(sites).where(and(eq(sites.userId, userId), eq(sites.url, pairing.url)));
  if (paired) throw new AppError("already_paired", "This site is already paired with your account");
  if (!deps.pairCalls.hit(userId).allowed) {
    throw new AppError("rate_limited", `You asked sites to pair ${SITES.pairCallsPerMinute} times in the last minute. Please wait a moment.`);
  }

  const keys = newSiteKeyPair();
  const payload: ConnectorPayload = {
    action: "pair",
    siteId: pairing.id,
    timestamp: Math.floor(Date.now() / 1000),
    nonce: newNonce(),
    code: normaliseCode(code),
    publicKey: keys.publicKey,
    plugsmithOrigin: deps.origin,
  };
  const result = await callSite(pairing.url, "pair", signedBody(payload, keys.privateKeyPem), deps.client);
  const report = answered(result);
  try {
    await keepPairedSite(deps, userId, pairing, keys, report);
  } catch (err) {
    // The site said yes and holds the new key, but it is not kept here (another request used the code, or took the
    // last place): the site is told to forget it, signed by that key, so it holds no pairing that nobody can use.
    const unpair: ConnectorPayload = { action: "unpair", siteId: pairing.id, timestamp: Math.floor(Date.now() / 1000), nonce: newNonce() };
    await callSite(pairing.url, "unpair", signedBody(unpair, keys.privateKeyPem), deps.client).catch(() => null);
    throw err;
  }
  const listed = (await listSites(deps.db, userId)).sites.find((s) => s.id === pairing.id);
  return listed!;
}

async function keepPairedSite(
  deps: SitesDeps,
  userId: string,
  pairing: typeof sitePairingCodes.$inferSelect,
  keys: { publicKey: string; privateKeyPem: string },
  report: { site: SiteReport },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const used = await tx
      .update(sitePairingCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(sitePairingCodes.id, pairing.id), isNull(sitePairingCodes.usedAt)))
      .returning({ id: sitePairingCodes.id });
    if (used.length === 0) throw new AppError("code_used", "This code was already used. Add the site again for a new code.");
    await refuseAtSiteLimit(tx, userId);
    const [existing] = await tx.select({ id: sites.id }).from(sites).where(and(eq(sites.userId, userId), eq(sites.url, pairing.url)));
    if (existing) throw new AppError("already_paired", "This site is already paired with your account");
    await tx.insert(sites).values({
      id: pairing.id,
      userId,
      name: report.site.name.slice(0, 200) || new URL(pairing.url).host,
      url: pairing.url,
      publicKey: keys.publicKey,
      privateKeyEncrypted: deps.cipher.encrypt(keys.privateKeyPem),
      wordpressVersion: report.site.wordpressVersion.slice(0, 40),
      phpVersion: report.site.phpVersion.slice(0, 40),
      lastContactAt: new Date(),
    });
  });
}

/** Unpair: `unpair` is sent to the site (best effort: a site that is gone or refuses is still removed here), then the site and its pushes are deleted. */
export async function deleteSite(deps: SitesDeps, userId: string, siteId: string): Promise<{ siteAnswered: boolean }> {
  const site = await ownSite(deps.db, userId, siteId);
  let siteAnswered = false;
  try {
    const result = await signedCall(deps, site, { action: "unpair" }, Math.min(deps.client.timeoutMs, 10_000));
    siteAnswered = result.kind === "answer" && result.answer.ok;
  } catch (err) {
    deps.logger.warn({ siteId, err: err instanceof Error ? err.message : String(err) }, "site unpair call failed");
  }
  await deps.db.delete(sites).where(and(eq(sites.id, site.id), eq(sites.userId, userId)));
  return { siteAnswered };
}

// ---- pushes ----

/**
 * "Install on a site": queues a push of the version to the site (202). One waiting push per site and version: a
 * repeat returns the waiting one. Refused before anything is queued when the version is not the person's (404), was
 * pruned (410), or costs more than the balance (402). The credit is taken when the push is sent (runPush).
 */
export async function requestInstall(deps: SitesDeps, userId: string, pluginId: string, versionNumber: number, siteId: string): Promise<SiteInstall> {
  checkPluginId(pluginId);
  const site = await ownSite(deps.db, userId, siteId);
  const [version] = await deps.db
    .select({ pruned: pluginVersions.pruned, name: plugins.name })
    .from(pluginVersions)
    .innerJoin(plugins, eq(plugins.id, pluginVersions.pluginId))
    .where(and(eq(plugins.id, pluginId), eq(plugins.userId, userId), eq(pluginVersions.versionNumber, versionNumber)));
  if (!version) throw new AppError("not_found", `Version ${versionNumber} not found`);
  if (version.pruned) throw new AppError("version_pruned", `Version ${versionNumber} is no longer kept`);
  if (!(await versionPaid(deps.db, userId, pluginId, versionNumber))) {
    const { balance } = await balanceWithLedgerEntry(deps.db, userId, ledgerKey(pluginId, versionNumber));
    if (balance.balance < CREDITS.downloadCost) throw new InsufficientCreditsError(CREDITS.downloadCost, INSUFFICIENT);
  }
  return queuePush(deps, userId, site.id, pluginId, versionNumber, "install", version.name);
}

/** "Roll back": queues a rollback of the plugin on the site to the version installed before its current one. Free. */
export async function requestRollback(deps: SitesDeps, userId: string, siteId: string, pluginId: string): Promise<SiteInstall> {
  const site = await ownSite(deps.db, userId, siteId);
  const done = await deps.db
    .select({ install: siteInstalls, pluginName: plugins.name })
    .from(siteInstalls)
    .innerJoin(plugins, eq(plugins.id, siteInstalls.pluginId))
    .where(and(eq(siteInstalls.siteId, site.id), eq(siteInstalls.pluginId, pluginId), eq(siteInstalls.state, "installed")))
    .orderBy(desc(siteInstalls.createdAt))
    .limit(50);
  const target = rollbackTarget(done.map((d) => d.install));
  if (target === null) throw new AppError("no_earlier_version", "The site has no earlier version of this plugin from Plugsmith to go back to");
  return queuePush(deps, userId, site.id, pluginId, target, "rollback", done[0]!.pluginName);
}

/** The version a rollback restores: the one installed before the current one (the connector keeps one backup), or null. */
function rollbackTarget(doneNewestFirst: Array<{ kind: string; versionNumber: number }>): number | null {
  const [current, previous] = doneNewestFirst;
  // A rollback just done left no backup behind it: the connector restored the one it had.
  if (!current || !previous || current.kind === "rollback") return null;
  return previous.versionNumber;
}

async function queuePush(
  deps: SitesDeps,
  userId: string,
  siteId: string,
  pluginId: string,
  versionNumber: number,
  kind: "install" | "rollback",
  pluginName: string,
): Promise<SiteInstall> {
  return deps.db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const [waiting] = await tx
      .select({ n: count() })
      .from(siteInstalls)
      .where(and(eq(siteInstalls.userId, userId), inArray(siteInstalls.state, ["queued", "sending"])));
    const [inserted] = await tx
      .insert(siteInstalls)
      .values({ siteId, userId, pluginId, versionNumber, kind })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [existing] = await tx
        .select()
        .from(siteInstalls)
        .where(
          and(
            eq(siteInstalls.siteId, siteId),
            eq(siteInstalls.pluginId, pluginId),
            eq(siteInstalls.versionNumber, versionNumber),
            eq(siteInstalls.kind, kind),
            inArray(siteInstalls.state, ["queued", "sending"]),
          ),
        );
      return installView(existing!, pluginName);
    }
    if ((waiting?.n ?? 0) >= SITES.waitingPerAccount) {
      throw new AppError("too_many_pushes", `You have ${SITES.waitingPerAccount} pushes waiting. Wait until they are done.`);
    }
    await tx.execute(sql`select pg_notify(${SITE_PUSH_CHANNEL}, ${inserted.id})`);
    return installView(inserted, pluginName);
  });
}

export async function getInstall(db: Database, userId: string, installId: string): Promise<SiteInstall> {
  if (!isUuid(installId)) throw new AppError("not_found", "Install not found");
  const [row] = await db
    .select({ install: siteInstalls, pluginName: plugins.name })
    .from(siteInstalls)
    .innerJoin(plugins, eq(plugins.id, siteInstalls.pluginId))
    .where(and(eq(siteInstalls.id, installId), eq(siteInstalls.userId, userId)));
  if (!row) throw new AppError("not_found", "Install not found");
  return installView(row.install, row.pluginName);
}

/** Paid: downloaded (the download's ledger key) or installed on a site with its charge kept. */
async function versionPaid(db: Database | Transaction, userId: string, pluginId: string, versionNumber: number): Promise<boolean> {
  return (await hasLedgerEntry(db, userId, ledgerKey(pluginId, versionNumber))) || (await paidByInstall(db, userId, pluginId, versionNumber));
}

export type PushOutcome = "done" | "retry" | "busy" | "gone";

/**
 * Sends one push (the job of jobs/site-push-jobs.ts). Claimed in a transaction with the site's row locked, so a
 * site gets one push at a time ("busy": the job comes back shortly). An install that is not paid yet takes the
 * download's price in the claim, before the ZIP leaves; a site that refuses, answers oddly or never answers (after
 * SITES.pushAttempts tries) gets it back, per bucket (docs/decisions/0072).
 */
export async function runPush(deps: SitesDeps, installId: string): Promise<PushOutcome> {
  const [row] = await deps.db.select().from(siteInstalls).where(eq(siteInstalls.id, installId));
  if (!row || row.state !== "queued") return "gone";
  let built: Awaited<ReturnType<typeof versionZip>> | null = null;
  if (row.kind === "install") {
    try {
      built = await versionZip(deps.db, deps.zips, row.userId, row.pluginId, row.versionNumber, deps.currentWordpress());
    } catch (err) {
      await finish(deps, row.id, { state: "failed", error: err instanceof AppError ? err.message : "The plugin's files could not be packed" }, true);
      return "done";
    }
  }
  const claim = await deps.db.transaction(async (tx) => {
    // "no key update" here and below: it excludes other pushes' claims, a deletion and a download's charge as "update"
    // does, but not the foreign-key checks of rows being inserted (a new push's site and plugin, a ledger row's user),
    // which "update" turned into deadlocks with a request queueing a push (500s on PostgreSQL).
    const [site] = await tx.select().from(sites).where(eq(sites.id, row.siteId)).for("no key update");
    if (!site) return { kind: "gone" as const };
    const [current] = await tx.select().from(siteInstalls).where(eq(siteInstalls.id, row.id)).for("update");
    if (!current || current.state !== "queued") return { kind: "gone" as const };
    const [sending] = await tx
      .select({ id: siteInstalls.id })
      .from(siteInstalls)
      .where(and(eq(siteInstalls.siteId, row.siteId), eq(siteInstalls.state, "sending")));
    if (sending) return { kind: "busy" as const };
    let charged = { subscription: current.chargedSubscription, permanent: current.chargedPermanent };
    if (current.kind === "install" && charged.subscription + charged.permanent === 0) {
      // The plugin row is locked as a download's charge locks it: a racing download of this version is charged once.
      await tx.select({ id: plugins.id }).from(plugins).where(eq(plugins.id, current.pluginId)).for("no key update");
      const [other] = await tx
        .select({ id: siteInstalls.id })
        .from(siteInstalls)
        .where(
          and(
            eq(siteInstalls.userId, current.userId),
            eq(siteInstalls.pluginId, current.pluginId),
            eq(siteInstalls.versionNumber, current.versionNumber),
            eq(siteInstalls.state, "sending"),
            gt(sql`${siteInstalls.chargedSubscription} + ${siteInstalls.chargedPermanent}`, 0),
          ),
        );
      // The same version on its way to another site, paid: this one waits for its outcome (free if it is kept).
      if (other) return { kind: "busy" as const };
      if (!(await versionPaid(tx, current.userId, current.pluginId, current.versionNumber))) {
        const [balanceRow] = await tx.execute<{ subscription: number }>(
          sql`select subscription_balance as subscription from user_credits where user_id = ${current.userId} for update`,
        ).then((r) => (r as unknown as { rows: Array<{ subscription: number }> }).rows);
        try {
          await spendCredits(tx, {
            userId: current.userId,
            amount: CREDITS.downloadCost,
            type: "plugin_download",
            description: `Install on ${site.name}: ${built!.pluginName} v${current.versionNumber}`,
            idempotencyKey: `site_install:${current.id}`,
            insufficientMessage: INSUFFICIENT,
          });
        } catch (err) {
          if (err instanceof InsufficientCreditsError) return { kind: "insufficient" as const };
          throw err;
        }
        const fromSubscription = Math.min(Number(balanceRow?.subscription ?? 0), CREDITS.downloadCost);
        charged = { subscription: fromSubscription, permanent: CREDITS.downloadCost - fromSubscription };
      }
    }
    await tx
      .update(siteInstalls)
      .set({
        state: "sending",
        slug: built?.slug ?? current.slug,
        chargedSubscription: charged.subscription,
        chargedPermanent: charged.permanent,
        attempts: sql`${siteInstalls.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(siteInstalls.id, current.id));
    return { kind: "claimed" as const, site, attempts: current.attempts + 1 };
  });
  if (claim.kind === "gone") return "gone";
  if (claim.kind === "busy") return "busy";
  if (claim.kind === "insufficient") {
    await finish(deps, row.id, { state: "failed", error: INSUFFICIENT }, false);
    return "done";
  }

  let slug = built?.slug ?? null;
  if (row.kind === "rollback") {
    const [installed] = await deps.db
      .select({ slug: siteInstalls.slug })
      .from(siteInstalls)
      .where(and(eq(siteInstalls.siteId, row.siteId), eq(siteInstalls.pluginId, row.pluginId), eq(siteInstalls.state, "installed")))
      .orderBy(desc(siteInstalls.createdAt))
      .limit(1);
    slug = installed?.slug ?? null;
    if (!slug) {
      await finish(deps, row.id, { state: "failed", error: "No installed plugin to roll back" }, true);
      return "done";
    }
  }
  // An install asks the site first, with a signed status call that carries no package: a site that does not answer,
  // answers oddly or refuses gets its charge back, and never got the ZIP. Once the package has left, the charge stays
  // whatever the site says next: a site is not ours, and one that kept the files could still answer no.
  if (row.kind === "install") {
    const probe = await callOrFailure(deps, claim.site, { action: "status" });
    if (probe.kind !== "answer" || !probe.answer.ok) return settleFailure(deps, row.id, claim.attempts, probe, true);
    const tooLarge = packageTooLarge(built!.zip.length, probe.answer.site.maxBodyBytes);
    if (tooLarge) return settleFailure(deps, row.id, claim.attempts, { kind: "error", reason: tooLarge }, true);
  }
  const result =
    row.kind === "install"
      ? await callOrFailure(deps, claim.site, {
          action: "install",
          slug: slug!,
          version: await pluginHeaderVersion(built!.files, row.versionNumber),
          zip: Buffer.from(built!.zip).toString("base64"),
        })
      : await callOrFailure(deps, claim.site, { action: "rollback", slug: slug! });
  if (result.kind !== "answer" || !result.answer.ok) return settleFailure(deps, row.id, claim.attempts, result, row.kind === "rollback");
  const { answer } = result;
  await finish(deps, row.id, { state: "installed", error: null, report: { site: answer.site, plugin: answer.plugin } }, false, true, answer.site);
  return "done";
}

type CallOrFailure = SiteCallResult | { kind: "error"; reason: string };

/**
 * Why the site's PHP would not read this package, or null. The signed body is the payload's JSON (the ZIP in base64
 * and a few short fields) in base64 again: about 1.8 times the ZIP. A body past post_max_size reaches the connector
 * empty, so it is not sent (and not charged).
 */
export function packageTooLarge(zipBytes: number, maxBodyBytes: number | undefined): string | null {
  if (!maxBodyBytes) return null;
  const bodyBytes = Math.ceil((Math.ceil(zipBytes / 3) * 4 + 2048) / 3) * 4 + 256;
  if (bodyBytes <= maxBodyBytes) return null;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `The site's PHP reads requests of up to ${mb(maxBodyBytes)} (its post_max_size), and this version's package needs ${mb(bodyBytes)}. Raise post_max_size on the site, then install again.`;
}

async function callOrFailure(deps: SitesDeps, site: { id: string; url: string; privateKeyEncrypted: string }, body: Unsigned): Promise<CallOrFailure> {
  try {
    return await signedCall(deps, site, body);
  } catch (err) {
    return { kind: "error", reason: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * A push that did not end installed: tried again while the site does not answer (up to SITES.pushAttempts), else ended.
 * `refund` when the package never left (the status call failed, or a rollback, which is free anyway). A package that
 * left is not sent again: a retry's status call could fail on purpose and turn a kept charge into a refund.
 */
async function settleFailure(deps: SitesDeps, installId: string, attempts: number, result: CallOrFailure, refund: boolean): Promise<PushOutcome> {
  const sent = refund ? "" : "The package was sent, so its price is kept. ";
  if (result.kind === "error") {
    await finish(deps, installId, { state: "failed", error: `${sent}${result.reason}` }, refund);
  } else if (result.kind === "unreachable") {
    if (refund && attempts < SITES.pushAttempts) {
      await deps.db
        .update(siteInstalls)
        .set({ state: "queued", error: `The site did not answer (${result.reason}); trying again`, updatedAt: sql`now()` })
        .where(eq(siteInstalls.id, installId));
      return "retry";
    }
    await finish(deps, installId, { state: "unreachable", error: `${sent}The site did not answer: ${result.reason}` }, refund);
  } else if (result.kind === "bad_answer") {
    await finish(deps, installId, { state: "failed", error: `${sent}${result.reason}` }, refund, true);
  } else if (!result.answer.ok) {
    const { code, message } = result.answer;
    await finish(deps, installId, { state: "failed", error: `${sent}The site refused (${code}): ${message}`, report: { refusal: code } }, refund, true);
  }
  return "done";
}

/** Ends a push; `refund` gives its charge back (once: the row's `refunded` is the guard); the site's report updates the site row. */
async function finish(
  deps: SitesDeps,
  installId: string,
  set: { state: "installed" | "failed" | "unreachable"; error: string | null; report?: Record<string, unknown> },
  refund: boolean,
  contacted = false,
  site?: SiteReport,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(siteInstalls)
      .set({ state: set.state, error: set.error?.slice(0, 1000) ?? null, report: set.report ?? null, updatedAt: sql`now()` })
      .where(and(eq(siteInstalls.id, installId), inArray(siteInstalls.state, ["queued", "sending"])))
      .returning();
    if (!row) return;
    const charged = !row.refunded && row.chargedSubscription + row.chargedPermanent > 0;
    let refundFor = refund ? `Refund: the site did not install the plugin (${set.state})` : null;
    if (charged && !refund) {
      // A download of this version while its package was on the way was charged too (it found no ended push). The
      // version is charged once: the push gives its charge back. The plugin row is locked as the download's charge
      // locks it, so a download either committed its charge before this reads the ledger, or reads this push as ended.
      await tx.select({ id: plugins.id }).from(plugins).where(eq(plugins.id, row.pluginId)).for("no key update");
      if (await hasLedgerEntry(tx, row.userId, ledgerKey(row.pluginId, row.versionNumber))) {
        refundFor = "Refund: this version was downloaded while it was being installed, and is charged once";
      }
    }
    if (refundFor && charged) {
      for (const [bucket, amount] of [["subscription", row.chargedSubscription], ["permanent", row.chargedPermanent]] as const) {
        if (amount <= 0) continue;
        await grantCredits(tx, {
          userId: row.userId,
          amount,
          bucket,
          type: "plugin_download_refund",
          description: refundFor,
          idempotencyKey: `site_install_refund:${row.id}:${bucket}`,
        });
      }
      await tx.update(siteInstalls).set({ refunded: true }).where(eq(siteInstalls.id, row.id));
    }
    if (contacted) {
      await tx
        .update(sites)
        .set({
          lastContactAt: sql`now()`,
          ...(site ? { wordpressVersion: site.wordpressVersion.slice(0, 40), phpVersion: site.phpVersion.slice(0, 40) } : {}),
        })
        .where(eq(sites.id, row.siteId));
    }
  });
}

/**
 * Pushes a crash left behind: 'sending' longer than every attempt could take goes back to 'queued' (its charge is
 * kept on the row, so it is not taken twice); returns the ids of queued pushes to (re)send.
 */
export async function pushesToSend(db: Database, lostAfterMs: number): Promise<string[]> {
  await db
    .update(siteInstalls)
    .set({ state: "queued", updatedAt: sql`now()` })
    .where(and(eq(siteInstalls.state, "sending"), lt(siteInstalls.updatedAt, new Date(Date.now() - lostAfterMs))));
  const rows = await db
    .select({ id: siteInstalls.id })
    .from(siteInstalls)
    .where(eq(siteInstalls.state, "queued"))
    .orderBy(asc(siteInstalls.createdAt))
    .limit(500);
  return rows.map((r) => r.id);
}

// ---- helpers ----

async function ownSite(db: Database, userId: string, siteId: string) {
  if (!isUuid(siteId)) throw SITE_NOT_FOUND();
  const [site] = await db.select().from(sites).where(and(eq(sites.id, siteId), eq(sites.userId, userId)));
  if (!site) throw SITE_NOT_FOUND();
  return site;
}

/** Serialises a person's site and push writes (the SITES limits hold under concurrent requests). */
async function lockAccount(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("no key update");
}

async function refuseAtSiteLimit(db: Database | Transaction, userId: string): Promise<void> {
  const [paired] = await db.select({ n: count() }).from(sites).where(eq(sites.userId, userId));
  if ((paired?.n ?? 0) >= SITES.perAccount) {
    throw new AppError("too_many_sites", `You can pair at most ${SITES.perAccount} sites. Unpair one to add another.`);
  }
}

/** A payload other than `pair`, before its site id, timestamp and nonce are added. */
type Unsigned = Exclude<ConnectorPayload, { action: "pair" }> extends infer P ? (P extends ConnectorPayload ? Omit<P, "siteId" | "timestamp" | "nonce"> : never) : never;

async function signedCall(
  deps: SitesDeps,
  site: { id: string; url: string; privateKeyEncrypted: string },
  body: Unsigned,
  timeoutMs = deps.client.timeoutMs,
): Promise<SiteCallResult> {
  const payload = { ...body, siteId: site.id, timestamp: Math.floor(Date.now() / 1000), nonce: newNonce() } as ConnectorPayload;
  const privateKey = deps.cipher.decrypt(site.privateKeyEncrypted);
  return callSite(site.url, payload.action, signedBody(payload, privateKey), { ...deps.client, timeoutMs });
}

/** The pair's answer as the site gave it, or the AppError the person is shown. */
function answered(result: SiteCallResult): { site: SiteReport } {
  if (result.kind === "unreachable") throw new AppError("site_unreachable", `The site did not answer: ${result.reason}`);
  if (result.kind === "bad_answer") throw new AppError("site_bad_answer", `The site's answer could not be used: ${result.reason}`);
  if (!result.answer.ok) {
    const hint = result.answer.code === "bad_code" ? " Check that the code entered in the site's Settings → Plugsmith Connector is the one shown here, and that it was entered less than 10 minutes ago." : "";
    throw new AppError(`site_${result.answer.code}`, `The site refused to pair (${result.answer.code}): ${result.answer.message}${hint}`);
  }
  return { site: result.answer.site };
}

/** The Version header of the version's main plugin file, which the connector reports back; else "v<number>". */
async function pluginHeaderVersion(files: () => Promise<Record<string, string>>, versionNumber: number): Promise<string> {
  for (const [path, content] of Object.entries(await files())) {
    if (!path.endsWith(".php") || path.split("/").length > 2) continue;
    const head = content.slice(0, 8192);
    if (!/Plugin Name:/i.test(head)) continue;
    const match = /^[\s/*#@]*Version:\s*(\S+)/im.exec(head);
    if (match) return match[1]!.slice(0, 40);
  }
  return `v${versionNumber}`;
}

function installView(row: typeof siteInstalls.$inferSelect, pluginName: string): SiteInstall {
  return {
    id: row.id,
    siteId: row.siteId,
    pluginId: row.pluginId,
    pluginName,
    versionNumber: row.versionNumber,
    kind: row.kind,
    state: row.state,
    slug: row.slug,
    report: (row.report as SiteInstall["report"]) ?? null,
    error: row.error,
    creditsCharged: row.refunded ? 0 : row.chargedSubscription + row.chargedPermanent,
    refunded: row.refunded,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
