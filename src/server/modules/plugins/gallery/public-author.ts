import { sql } from "drizzle-orm";
import { profiles } from "../../../db/schema";

/**
 * The author a public plugin shows, as SQL over a joined `profiles` row: the account's display name
 * (Settings), else the first word of the full name, else 'Anonymous'. Never free text per plugin, so
 * nobody can publish under another person's name.
 */
export const publicAuthorSql = sql<string>`coalesce(
  nullif(trim(${profiles.displayName}), ''),
  nullif(split_part(trim(${profiles.fullName}), ' ', 1), ''),
  'Anonymous'
)`;
