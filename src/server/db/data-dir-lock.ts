import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export const LOCK_FILE_NAME = "plugsmith.lock";

/** Another live process holds the data directory: starting would lose one side's writes. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Plugsmith process (pid ${pid}) is using the data directory ${dataDir}. ` +
        `Two processes on one PGlite data directory lose each other's writes: stop that process, or set ` +
        `DATA_DIR to another directory (or DATABASE_URL to a PostgreSQL server, which many processes can share). ` +
        `If no such process is running, delete ${path.join(dataDir, LOCK_FILE_NAME)}.`,
    );
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Takes the data directory for this process: a lock file holding our pid, created only if absent
 * ('wx'). A lock left by a process that is gone (crashed, killed) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      return { release: () => releaseIfOurs(file) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const holder = readPid(file);
    if (holder !== null && holder !== process.pid && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    // Stale (its process is gone, or it is our own pid from before a restart in a container): take it over.
    try {
      unlinkSync(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
  throw new Error(`Could not take the lock ${file}: another process keeps replacing it`);
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function releaseIfOurs(file: string): void {
  if (readPid(file) !== process.pid) return;
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}
