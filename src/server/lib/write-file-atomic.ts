import { renameSync, writeFileSync } from "node:fs";

/**
 * Writes `target` through a temporary file beside it and a rename: a reader (another worker, another process
 * on the same disk) sees the old file or the whole new one, never half of it. The temporary name ends in
 * `.tmp`, so a folder's pruning can recognise what an interrupted write left.
 */
export function writeFileAtomic(target: string, data: string | Uint8Array): void {
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, target);
}
