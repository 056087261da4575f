import type PgBoss from "pg-boss";

const DEADLOCK = "40P01";

/**
 * Creates a pg-boss queue unless it exists. Processes that start together on one PostgreSQL create the
 * same queues at the same moment, and pg-boss's create_queue (a row in its queue table plus a partition
 * attached to its job table) can deadlock against another's; PostgreSQL aborts one of them, which then
 * finds the queue made by the other. Measured: two instances started at once deadlocked on the first try.
 */
export async function ensureQueue(boss: PgBoss, name: string, options: Omit<PgBoss.Queue, "name">): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { ...options, name });
      return;
    } catch (err) {
      if (attempt >= 5 || !(err instanceof Error) || Reflect.get(err, "code") !== DEADLOCK) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
