import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { PHP_MATRIX_NOTE_KEYS } from "./version-php-matrix.service";

// A PHP matrix job lost in a crash (the process died between the main check's result and the job's send,
// or while pg-boss held it) would leave the version's matrix pending for ever. The version-check sweep
// (jobs/version-check-jobs.ts) asks this every minute: versions checked a while ago whose matrix is not
// finished and that have no matrix job waiting, retrying or running. Each is sent again, a few per sweep,
// and a version sent again MAX_RESENDS times is finished with what it has (a plugin that takes its process
// down every time must not be tried for ever).

/** Versions sent again per sweep. */
export const MATRIX_RESENDS_PER_SWEEP = 20;
/** Times one version's matrix is sent again before it is finished with the note PHP_MATRIX_NOTES.gaveUp (its key is stored). */
export const MAX_MATRIX_RESENDS = 3;

export interface LostMatrixSweepDeps {
  db: Database;
  /** The matrix queue's name (pg-boss's `pgboss.job.name`). */
  queue: string;
  /** Sends the version's matrix job (singleton per version), or writes the "turned off" note. */
  send(versionId: string): Promise<void>;
  /** How long after its check a version without a matrix job counts as lost (the send follows the check at once). */
  lostAfterMs: number;
  limit?: number;
}

/** Sends again the matrix jobs a crash lost; returns the versions sent. */
export async function resendLostPhpMatrices(deps: LostMatrixSweepDeps): Promise<string[]> {
  const lost = await deps.db.execute(sql`
    select v.id, coalesce((v.php_matrix->>'resent')::int, 0) as resent
    from plugin_versions v
    where v.runtime_status in ('passed', 'failed')
      and coalesce((v.php_matrix->>'finished')::boolean, false) = false
      and v.runtime_checked_at < now() - make_interval(secs => ${deps.lostAfterMs / 1000})
      and not exists (
        select 1 from pgboss.job j
        where j.name = ${deps.queue} and j.singleton_key = v.id::text and j.state in ('created', 'retry', 'active')
      )
    limit ${deps.limit ?? MATRIX_RESENDS_PER_SWEEP}`);
  const sent: string[] = [];
  for (const { id, resent } of (lost as unknown as { rows: Array<{ id: string; resent: number | string }> }).rows) {
    const count = Number(resent) + 1;
    if (count > MAX_MATRIX_RESENDS) {
      await deps.db.execute(sql`
        update plugin_versions
        set php_matrix = coalesce(php_matrix, '{"rows": []}'::jsonb) || jsonb_build_object('finished', true, 'noteText', jsonb_build_object('key', ${PHP_MATRIX_NOTE_KEYS.gaveUp}::text))
        where id = ${id}`);
      continue;
    }
    await deps.db.execute(sql`
      update plugin_versions
      set php_matrix = coalesce(php_matrix, '{"rows": [], "finished": false}'::jsonb) || jsonb_build_object('resent', ${count}::int)
      where id = ${id}`);
    await deps.send(id);
    sent.push(id);
  }
  return sent;
}
