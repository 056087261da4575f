import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { session } from "../db/schema";
import { bareSessionToken } from "./session-cache";

/**
 * Whether a session still exists and has not expired, read from the database (never from the session
 * cache), so a long-lived connection such as an event stream notices a sign-out everywhere, a password
 * reset or a deleted account. Takes the session cookie's value (`token.signature`, as sessionTokenOf
 * returns it) or the bare token: the signature was checked when the connection was opened.
 */
export async function isSessionActive(db: Database, token: string): Promise<boolean> {
  const bare = bareSessionToken(token);
  if (!bare) return false;
  const rows = await db
    .select({ id: session.id })
    .from(session)
    .where(and(eq(session.token, bare), gt(session.expiresAt, sql`now()`)))
    .limit(1);
  return rows.length > 0;
}
