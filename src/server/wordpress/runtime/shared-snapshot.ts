import { closeSync, fstatSync, openSync, readSync, statSync } from "node:fs";

// One copy of the snapshot's bytes in the process, shared by every site of every worker (decision 0084, issue
// #35 item 2). A snapshot lives in a SharedArrayBuffer; a site's files are views into it (wordpress-site.ts), and
// the first write to such a file gives that site a copy of its own first (php-sandbox.ts, copySharedFilesOnWrite):
// nothing one site writes reaches the bytes another site reads. The first worker to read the snapshot file offers
// its bytes to its pool (readSnapshotFile), and the pool hands them to every worker it starts after
// (sharedSnapshotBytes, in workerData), which then reads nothing from disk.

/** A snapshot file's bytes in memory that threads share, and the file they were read from (as it was then). */
export interface SnapshotBytes {
  path: string;
  size: number;
  mtimeMs: number;
  bytes: SharedArrayBuffer;
}

/** `parts` in one SharedArrayBuffer: views of it, in order. */
export function shareBytes(parts: Uint8Array[]): Uint8Array[] {
  const shared = new SharedArrayBuffer(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  return parts.map((part) => {
    const view = new Uint8Array(shared, at, part.length);
    view.set(part);
    at += part.length;
    return view;
  });
}

/** The file at `path`, read into a SharedArrayBuffer. Throws as readFileSync does when it is missing. */
export function readFileShared(path: string): Uint8Array<SharedArrayBuffer> {
  const fd = openSync(path, "r");
  try {
    const size = fstatSync(fd).size;
    const bytes = new Uint8Array(new SharedArrayBuffer(size));
    for (let at = 0; at < size; ) {
      const read = readSync(fd, bytes, at, size - at, at);
      if (read === 0) throw new Error(`${path} ended at ${at} of ${size} bytes`);
      at += read;
    }
    return bytes;
  } finally {
    closeSync(fd);
  }
}

// ---- a worker's side ----

let handed: SnapshotBytes | null = null;
let offerTo: { postMessage(message: unknown): void } | null = null;

/** In a worker, at its start: the bytes its pool handed over in workerData (or none), and where to offer the bytes it reads. */
export function adoptSnapshotBytes(value: unknown, port: { postMessage(message: unknown): void }): void {
  handed = isSnapshotBytes(value) ? value : null;
  offerTo = port;
}

/**
 * How a worker reads a snapshot file (snapshot-file.ts, loadSnapshotFile): the handed bytes when they are that
 * file's as it is now (a file torn or made again since is read again), otherwise the file, read into shared memory
 * and offered to the pool for the workers it starts next.
 */
export function readSnapshotFile(path: string): Uint8Array {
  const { size, mtimeMs } = statSync(path);
  if (handed?.path === path && handed.size === size && handed.mtimeMs === mtimeMs) return new Uint8Array(handed.bytes);
  const bytes = readFileShared(path);
  offerTo?.postMessage({ snapshotBytes: { path, size, mtimeMs, bytes: bytes.buffer } satisfies SnapshotBytes });
  return bytes;
}

// ---- the main thread's side ----

/** The one snapshot this process's pools hand to their workers: the newest offered (an older release's goes with its workers). */
let shared: SnapshotBytes | null = null;

function isSnapshotBytes(value: unknown): value is SnapshotBytes {
  if (typeof value !== "object" || value === null) return false;
  const { path, size, mtimeMs, bytes } = value as SnapshotBytes;
  return typeof path === "string" && typeof size === "number" && typeof mtimeMs === "number" && bytes instanceof SharedArrayBuffer;
}

/** In a pool: keeps a worker's `{ snapshotBytes }` message; true when `message` was one (the pool ignores it then). */
export function keepSnapshotBytes(message: unknown): boolean {
  if (typeof message !== "object" || message === null || !("snapshotBytes" in message)) return false;
  const { snapshotBytes } = message as { snapshotBytes: unknown };
  if (isSnapshotBytes(snapshotBytes)) shared = snapshotBytes;
  return true;
}

/** The snapshot bytes a pool hands to a worker it starts (workerData.snapshotBytes), or null before any worker read one. */
export const sharedSnapshotBytes = (): SnapshotBytes | null => shared;
