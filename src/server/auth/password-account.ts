import { and, eq, isNotNull, type SQLWrapper } from "drizzle-orm";
import type { Database } from "../db/client";
import { account } from "../db/schema";

/** better-auth's provider id of the e-mail and password sign-in. */
export const PASSWORD_PROVIDER_ID = "credential";

/** The account row that holds the person's password, for a user id or a user id column (account.service's getMe). */
export function passwordAccountOf(userId: string | SQLWrapper) {
  return and(eq(account.userId, userId), eq(account.providerId, PASSWORD_PROVIDER_ID), isNotNull(account.password));
}

export async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: account.id }).from(account).where(passwordAccountOf(userId)).limit(1);
  return row !== undefined;
}
