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
  /** How many people's generations are remembered (bounded by `maxEntries`). */
  trackedGenerations(): number;
}

/**
 * Generations come from one counter that only grows: a change gives the person the next number, and
 * someone without a number of their own stands at `floor`. Forgetting everyone (forgetAll, or too many
 * people remembered) moves `floor` past every number handed out, so the map can be emptied without a
 * read in flight ever matching a later generation.
 */
export function createPluginListCache(maxEntries = 5_000): PluginListCache {
  const generations = new Map<string, number>();
  const entries = new Map<string, { generation: number; body: string }>();
  let counter = 0;
  let floor = 0;
  const generation = (userId: string) => generations.get(userId) ?? floor;
  const forgetAll = () => {
    floor = ++counter;
    generations.clear();
    entries.clear();
  };
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
      if (!generations.has(userId) && generations.size >= maxEntries) forgetAll();
      generations.set(userId, ++counter);
      entries.delete(userId);
    },
    forgetAll,
    trackedGenerations: () => generations.size,
  };
}

/** The person's plugin list as the API's JSON body, from the cache when it is current. */
export async function listPluginsCached(
  cache: PluginListCache,
  userId: string,
  load: () => Promise<unknown>,
): Promise<string> {
  const cached = cache.get(userId);
  if (cached !== undefined) return cached;
  const generation = cache.generation(userId);
  const body = JSON.stringify({ plugins: await load() });
  cache.set(userId, generation, body);
  return body;
}
