import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";

/** The channel on which a change to someone's plugins is announced to every app process. */
export const PLUGINS_CHANNEL = "plugsmith_plugins";

/** Announces that `userId`'s plugins changed; delivered on commit, never for a rolled-back change. */
export async function notifyPluginsChanged(tx: Database | Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${PLUGINS_CHANNEL}, ${userId})`);
}

/**
 * Each person's plugin list as the JSON the API answers with, kept until their plugins change. A change
 * made by any process arrives as a notification; one made through this process is also forgotten at once
 * (forget), so the next list is never older than the request that changed it. A list read while a
 * change lands is not kept: every change moves the person's generation on, and a read only stores its
 * result under the generation it started with.
 */
export interface PluginListCache {
  generation(userId: string): number;
  get(userId: string): string | undefined;
  set(userId: string, generation: number, body: string): void;
  forget(userId: string): void;
  /** Forgets every list (notifications may have been missed). */
  forgetAll(): void;
}

export function createPluginListCache(maxEntries = 5_000): PluginListCache {
  const generations = new Map<string, number>();
  const entries = new Map<string, { generation: number; body: string }>();
  // forgetAll moves every person's generation on at once, so a read in flight is not stored either.
  let epoch = 0;
  const generation = (userId: string) => epoch + (generations.get(userId) ?? 0);
  return {
    generation,
    get(userId) {
      const entry = entries.get(userId);
      return entry && entry.generation === generation(userId) ? entry.body : undefined;
    },
    set(userId, at, body) {
      if (at !== generation(userId)) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(userId, { generation: at, body });
    },
    forget(userId) {
      generations.set(userId, (generations.get(userId) ?? 0) + 1);
      entries.delete(userId);
    },
    forgetAll() {
      epoch++;
      entries.clear();
    },
  };
}
