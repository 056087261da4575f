import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { API_TOKENS } from "../../../shared/constants";
import type { ApiToken } from "../../../shared/schemas/api-tokens";
import type { SessionUser } from "../../auth/session-user";
import type { Database } from "../../db/client";
import { apiTokens, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";

// Personal API tokens (issue #18): a script sends one as `Authorization: Bearer pst_…` to the plugin,
// generation and download API, with the same rules as a session (credits, limits). A token has 256
// random bits, so its SHA-256 is all that is stored: a database leak gives nobody a usable token.

export const TOO_MANY_TOKENS_MESSAGE = `You have ${API_TOKENS.maxPerUser} API tokens. Revoke one before creating another.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

type Row = typeof apiTokens.$inferSelect;
const toApiToken = (row: Row): ApiToken => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Creates a token; the answer is the only time its value exists outside the person's hands. */
export async function createApiToken(db: Database, userId: string, input: { name: string; expiresInDays: number }) {
  const token = `${API_TOKENS.prefix}${randomBytes(32).toString("base64url")}`;
  return db.transaction(async (tx) => {
    // The person's row locked: two creations at once cannot both pass the count.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
    const [{ n }] = (await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId))) as [{ n: number }];
    if (n >= API_TOKENS.maxPerUser) throw new AppError("too_many_tokens", TOO_MANY_TOKENS_MESSAGE);
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId,
        name: input.name,
        tokenHash: hashOf(token),
        prefix: token.slice(0, API_TOKENS.shownChars),
        expiresAt: sql`now() + make_interval(days => ${input.expiresInDays})`,
      })
      .returning();
    return { token, apiToken: toApiToken(row!) };
  });
}

/** The person's tokens, newest first, expired ones included (they say so in Settings) until revoked. */
export async function listApiTokens(db: Database, userId: string): Promise<ApiToken[]> {
  const rows = await db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt));
  return rows.map(toApiToken);
}

/** Deletes one of the person's tokens: the next request that carries it is refused. */
export async function revokeApiToken(db: Database, userId: string, tokenId: string): Promise<void> {
  if (!UUID.test(tokenId)) throw new AppError("not_found", "API token not found");
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (deleted.length === 0) throw new AppError("not_found", "API token not found");
}

/** Deletes every token of the person (a password reset: whoever knew the old password may have made some). */
export async function revokeAllApiTokens(db: Database, userId: string): Promise<number> {
  const deleted = await db.delete(apiTokens).where(eq(apiTokens.userId, userId)).returning({ id: apiTokens.id });
  return deleted.length;
}

/**
 * The owner of a token that exists and has not expired, or null. Read from the database on every
 * request (no cache), so a revoked token stops working at once. "Last used" is written at most once a
 * minute per token.
 */
export async function userOfApiToken(db: Database, token: string): Promise<SessionUser | null> {
  if (!token.startsWith(API_TOKENS.prefix) || token.length > 100) return null;
  const hash = hashOf(token);
  const [row] = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, hash), gt(apiTokens.expiresAt, sql`now()`)));
  if (!row) return null;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiTokens.tokenHash, hash), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`))));
  return row;
}
