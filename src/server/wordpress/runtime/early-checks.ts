import { createHash } from "node:crypto";
import type { GateReport, InstalledPlugin } from "./run-gate";

// Checks started before their version is saved (issue #35 item 3, docs/decisions/0088): a turn's reply writes
// its files first, then its explanation, features and previews, so once it has moved past the files the check
// can run while the rest streams. The version's check job then takes the result of the same files instead of
// running them again. Entries are bounded in number and age: one whose version never comes (the turn failed,
// or its job ran on another process) is forgotten.

/** Identity of what a check runs: the folder name, the main file and every file's path and bytes. */
export function pluginKey(plugin: InstalledPlugin): string {
  const hash = createHash("sha256");
  hash.update(`${plugin.slug}\0${plugin.mainFile}\0`);
  for (const path of Object.keys(plugin.files).sort()) {
    const data = plugin.files[path]!;
    const bytes = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    hash.update(`${path}\0${bytes.byteLength}\0`);
    hash.update(bytes);
  }
  return hash.digest("hex");
}

interface Started {
  report: Promise<GateReport>;
  at: number;
}

export class EarlyChecks {
  private readonly started = new Map<string, Started>();
  /** Early checks started, and those a version's check then took (the rest were wasted). */
  readonly counts = { started: 0, taken: 0 };

  constructor(
    private readonly max: number,
    private readonly keepMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.started.size;
  }

  /** Starts `run` for the plugin unless the same files were started already; false when there is no room. */
  start(plugin: InstalledPlugin, run: () => Promise<GateReport>): boolean {
    this.forgetOld();
    const key = pluginKey(plugin);
    if (this.started.has(key)) return true;
    if (this.started.size >= this.max) return false;
    const report = run();
    // Read by take(), or never: a failure nobody takes is not an unhandled rejection.
    report.catch(() => {});
    this.started.set(key, { report, at: this.now() });
    this.counts.started++;
    return true;
  }

  /** The report of an early check of exactly these files, once: null when there is none. */
  take(plugin: InstalledPlugin): Promise<GateReport> | null {
    if (this.started.size === 0) return null;
    this.forgetOld();
    const key = pluginKey(plugin);
    const entry = this.started.get(key);
    if (!entry) return null;
    this.started.delete(key);
    this.counts.taken++;
    return entry.report;
  }

  private forgetOld(): void {
    const oldest = this.now() - this.keepMs;
    for (const [key, entry] of this.started) if (entry.at < oldest) this.started.delete(key);
  }
}
