import { count, eq } from "drizzle-orm";
import { LIMITS } from "../../../../shared/constants";
import type { Transaction } from "../../../db/client";
import { plugins, user } from "../../../db/schema";
import { PluginLimitError } from "../../../wordpress/plugin-limits";

export const PLUGIN_LIMIT_MESSAGE = `You have reached the limit of ${LIMITS.pluginsPerUser} plugins. Delete a plugin you no longer need to create a new one.`;

/**
 * Holds the person's account row until the caller's transaction ends and refuses (422) when they
 * already own LIMITS.pluginsPerUser plugins. The lock makes concurrent creates and copies count one
 * after the other, in every process, so the cap is exact.
 */
export async function assertRoomForPlugin(tx: Transaction, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("update");
  const [row] = await tx.select({ n: count() }).from(plugins).where(eq(plugins.userId, userId));
  if (Number(row?.n ?? 0) >= LIMITS.pluginsPerUser) throw new PluginLimitError("plugin_limit", PLUGIN_LIMIT_MESSAGE);
}
