import type PgBoss from "pg-boss";

/**
 * A worker of this process that its own sends wake (pg-boss's notifyWorker), so a job sent here starts at once instead
 * of at the worker's next poll (issue #35 item 3: the poll was ~0.4 s of every AI turn's wait for its check). Jobs other
 * processes send on the same database are still found by the poll. `id` is set to what `boss.work` returned; a send
 * before that wakes nothing, and the worker's first fetch comes right after it starts anyway.
 */
export function wakeable(boss: PgBoss) {
  const worker = {
    id: undefined as string | undefined,
    /** boss.send, then a wake unless the job was refused (a duplicate of its singleton key) or waits for `startAfter`. */
    send: async (name: string, data: object, options: PgBoss.SendOptions = {}): Promise<string | null> => {
      const id = await boss.send(name, data, options);
      if (id && !options.startAfter && worker.id) boss.notifyWorker(worker.id);
      return id;
    },
  };
  return worker;
}
