import { sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { ensureQueue } from "./ensure-queue";
import type { JobRunnerOptions } from "./job-runner-options";

const REFRESH = "wordpress-release-refresh";
/** NOTIFY channel: a process re-resolved the WordPress release; the others do too (services.ts listens). */
export const WORDPRESS_RELEASE_CHANNEL = "plugsmith_wordpress_release";

/**
 * Once a day, resolves the WordPress release again (release/release-source.ts, docs/decisions/0060): a new
 * WordPress.org release is downloaded, verified and run by the next checks and previews. pg-boss runs the
 * job in one process; it tells the others (each has its own runtime) by NOTIFY, its own id as payload.
 */
export async function startWordPressReleaseJobs(boss: PgBoss, opts: JobRunnerOptions): Promise<void> {
  const { wordpressRelease: release, database, logger } = opts;
  await ensureQueue(boss, REFRESH, { policy: "singleton" });
  await boss.work(REFRESH, async () => {
    if (release) {
      const current = await release.refresh();
      logger.info({ version: current.version, fallback: current.fallback }, "WordPress release resolved");
    }
    await database.db.execute(sql`select pg_notify(${WORDPRESS_RELEASE_CHANNEL}, ${database.instanceId})`);
  });
  await boss.schedule(REFRESH, "23 4 * * *");
}

/** Runs the daily job now (tests, and an administrator who knows a release is out). */
export async function queueWordPressReleaseRefresh(boss: PgBoss): Promise<void> {
  await boss.send(REFRESH, {});
}
