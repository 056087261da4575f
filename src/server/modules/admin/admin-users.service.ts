import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserDetail,
  type AdminUserRow,
  type AdminUsersPage,
} from "../../../shared/schemas/admin";
import type { Database } from "../../db/client";
import { plugins, profiles, subscriptions, user, userCredits } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { grantCredits } from "../credits/credits.service";
import { recordAdminAction } from "./audit-log.service";

// The admin users table (spec.md §2): searched and paged in the database, so it stays fast at 100,000
// people (prefix indexes on lower(email) and lower(name) of "user", migration 0007; docs/decisions/0031).

/** LIKE's own characters in a search are matched as themselves. */
const likePrefix = (search: string) => `${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const rowColumns = {
  id: user.id,
  email: user.email,
  fullName: profiles.fullName,
  newsletter: profiles.newsletterSubscribed,
  joinedAt: user.createdAt,
  credits: sql<number>`coalesce(${userCredits.subscriptionBalance} + ${userCredits.permanentBalance}, 0)`,
  subscriptionStatus: subscriptions.status,
};

type RawRow = { id: string; email: string; fullName: string | null; newsletter: boolean | null; joinedAt: Date; credits: number; subscriptionStatus: string | null };

function baseQuery(db: Database) {
  return db
    .select(rowColumns)
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .leftJoin(userCredits, eq(userCredits.userId, user.id))
    .leftJoin(subscriptions, eq(subscriptions.userId, user.id));
}

async function withPluginCounts(db: Database, rows: RawRow[]): Promise<AdminUserRow[]> {
  const ids = rows.map((r) => r.id);
  const counts =
    ids.length === 0
      ? []
      : await db.select({ userId: plugins.userId, n: count() }).from(plugins).where(inArray(plugins.userId, ids)).groupBy(plugins.userId);
  const byUser = new Map(counts.map((c) => [c.userId, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    name: r.fullName ? r.fullName : null,
    credits: Number(r.credits),
    plugins: byUser.get(r.id) ?? 0,
    subscription: r.subscriptionStatus === "active" || r.subscriptionStatus === "trialing" ? "active" : "free",
    newsletter: r.newsletter ?? false,
    joinedAt: r.joinedAt.toISOString(),
  }));
}

export async function listUsers(db: Database, query: { search?: string; page: number }): Promise<AdminUsersPage> {
  const search = query.search?.trim();
  const where = search
    ? or(
        sql`lower(${user.email}) like ${likePrefix(search)}`,
        // The sign-up's full name: better-auth keeps it as the user's name (profiles.full_name holds it too).
        sql`lower(${user.name}) like ${likePrefix(search)}`,
      )
    : undefined;
  const rows = await baseQuery(db)
    .where(where)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(ADMIN_USERS_PAGE_SIZE + 1)
    .offset((query.page - 1) * ADMIN_USERS_PAGE_SIZE);
  return {
    users: await withPluginCounts(db, rows.slice(0, ADMIN_USERS_PAGE_SIZE)),
    page: query.page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
    hasMore: rows.length > ADMIN_USERS_PAGE_SIZE,
  };
}

async function userRow(db: Database, userId: string): Promise<AdminUserRow> {
  const [row] = await baseQuery(db).where(eq(user.id, userId));
  if (!row) throw new AppError("not_found", "No such user");
  return (await withPluginCounts(db, [row]))[0]!;
}

export async function getUserDetail(db: Database, userId: string): Promise<AdminUserDetail> {
  const row = await userRow(db, userId);
  const owned = await db
    .select({ id: plugins.id, name: plugins.name, version: plugins.version, status: plugins.status, isPublic: plugins.isPublic, createdAt: plugins.createdAt })
    .from(plugins)
    .where(eq(plugins.userId, userId))
    .orderBy(desc(plugins.createdAt))
    .limit(500);
  return { user: row, plugins: owned.map((p) => ({ ...p, createdAt: p.createdAt.toISOString() })) };
}

/**
 * Adds credits to the permanent bucket with the ledger row 'Admin added N credits' (spec.md §5), and the
 * audit entry, in one transaction. A repeated request id adds once.
 */
export async function addCredits(db: Database, adminId: string, userId: string, input: { amount: number; requestId?: string }): Promise<AdminUserRow> {
  await userRow(db, userId);
  const requestId = input.requestId ?? randomUUID();
  await db.transaction(async (tx) => {
    const result = await grantCredits(tx, {
      userId,
      amount: input.amount,
      bucket: "permanent",
      type: "admin_grant",
      description: `Admin added ${input.amount} credits`,
      idempotencyKey: `admin:${adminId}:${requestId}`,
    });
    if (result.granted) {
      await recordAdminAction(tx, { adminId, action: "credits_added", targetUserId: userId, details: { amount: input.amount, balance: result.balance } });
    }
  });
  return userRow(db, userId);
}

export async function setNewsletter(db: Database, adminId: string, userId: string, subscribed: boolean): Promise<AdminUserRow> {
  await userRow(db, userId);
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(profiles)
      .set({ newsletterSubscribed: subscribed })
      .where(and(eq(profiles.id, userId), sql`${profiles.newsletterSubscribed} <> ${subscribed}`))
      .returning({ id: profiles.id });
    if (changed.length > 0) await recordAdminAction(tx, { adminId, action: "newsletter_changed", targetUserId: userId, details: { subscribed } });
  });
  return userRow(db, userId);
}
