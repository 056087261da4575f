import { desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AuditAction, AuditEntry } from "../../../shared/schemas/admin";
import type { Database, Transaction } from "../../db/client";
import { adminAuditLog, user } from "../../db/schema";

export const AUDIT_PAGE_SIZE = 50;

/** Writes one admin action; pass the action's own transaction so the entry exists exactly when it does. */
export async function recordAdminAction(
  ex: Database | Transaction,
  entry: { adminId: string; action: AuditAction; targetUserId?: string | null; details?: Record<string, unknown> },
): Promise<void> {
  await ex.insert(adminAuditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    targetUserId: entry.targetUserId ?? null,
    details: entry.details ?? {},
  });
}

/** Newest first, with the admin's and the target's addresses while their accounts exist. */
export async function listAdminActions(db: Database, page: number): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
  const admin = alias(user, "admin");
  const target = alias(user, "target");
  const rows = await db
    .select({ row: adminAuditLog, adminEmail: admin.email, targetEmail: target.email })
    .from(adminAuditLog)
    .leftJoin(admin, eq(admin.id, adminAuditLog.adminId))
    .leftJoin(target, eq(target.id, adminAuditLog.targetUserId))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  return {
    entries: rows.slice(0, AUDIT_PAGE_SIZE).map(({ row, adminEmail, targetEmail }) => ({
      id: row.id,
      action: row.action as AuditAction,
      adminEmail,
      targetUserId: row.targetUserId,
      targetEmail,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}
