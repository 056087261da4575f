import { z } from "zod";

// The PHP compatibility matrix of a plugin version (issue #32, docs/decisions/0061): the plugin linted and
// activated on every PHP version the WordPress runtime ships, one row each, by a job of its own after the
// main check. What is stored, what the report shows, and the figure the download's readme gets from it.

/**
 * A text in the person's language (issue #34 item 13): a key of FINDING_TEXTS (shared/finding-texts.ts) and the values
 * it is worded with; the web words it, and shows the English beside it when it has no wording for the key.
 */
export const phpMatrixTextSchema = z.object({ key: z.string(), values: z.record(z.string(), z.string()).optional() });

/** One PHP version's result. */
export const phpMatrixRowSchema = z.object({
  /** The PHP version, e.g. "8.1". */
  php: z.string(),
  /** 'pending' until its turn came. */
  status: z.enum(["pending", "passed", "failed"]),
  /** What PHP said it is, e.g. "8.1.31"; null while pending. */
  phpRelease: z.string().nullable(),
  /** The first error, in plain words (English); null when it passed. */
  message: z.string().nullable(),
  /** The message's key and values; absent when it passed, and in rows stored before rows had one. */
  text: phpMatrixTextSchema.optional(),
  /** The stored path of the file it is in ("" for the plugin as a whole), and its line. */
  file: z.string(),
  line: z.number().int().nullable(),
  /** How long it took, in milliseconds. */
  ms: z.number().int().nullable(),
});
export type PhpMatrixRow = z.infer<typeof phpMatrixRowSchema>;

/** The row of plugin_versions.php_matrix: the rows done so far, and whether the job is over. */
export interface StoredPhpMatrix {
  rows: Array<Omit<PhpMatrixRow, "status"> & { status: "passed" | "failed" }>;
  /** Every shipped PHP has its row, or the job stopped (`note` says why). */
  finished: boolean;
  /**
   * Why it stopped before every row was done: its key (PHP_MATRIX_NOTE_KEYS), language-neutral. Matrices stored before
   * notes had keys hold the English words in `note` instead, shown as they are.
   */
  noteText?: { key: string };
  note?: string | null;
  /** Times the sweep sent its job again after a crash lost it (version-php-matrix-sweep.ts). */
  resent?: number;
}

/** The matrix as the check report shows it. */
export const phpMatrixSchema = z.object({
  /** 'pending' while rows are still to come; 'skipped' when it will not run (turned off, no main file, gave up). */
  status: z.enum(["pending", "done", "skipped"]),
  /** One per PHP version the runtime ships, oldest first (pending ones included). */
  rows: z.array(phpMatrixRowSchema),
  /** The measured minimum (measuredMinimumPhp), once every row is in. */
  requiresPhp: z.string().nullable(),
  /** Why it was skipped, in English. */
  note: z.string().nullable(),
  /** The note's key, for the web to word in the person's language; absent for notes stored before they had one. */
  noteText: phpMatrixTextSchema.optional(),
});
export type PhpMatrix = z.infer<typeof phpMatrixSchema>;

/** "8.10" after "8.9": PHP versions compared as numbers. */
export function comparePhp(a: string, b: string): number {
  const [aMajor = 0, aMinor = 0] = a.split(".").map(Number);
  const [bMajor = 0, bMinor = 0] = b.split(".").map(Number);
  return aMajor - bMajor || aMinor - bMinor;
}

/**
 * The lowest PHP version from which the plugin passes on every newer one: the oldest of the passing run
 * that ends at the newest PHP. null while a row is pending, or when it fails on the newest PHP (no
 * honest minimum then). An older version that passes below a failing one does not count: a person on it
 * would be told to upgrade into a failure.
 */
export function measuredMinimumPhp(rows: ReadonlyArray<Pick<PhpMatrixRow, "php" | "status">>): string | null {
  if (rows.length === 0 || rows.some((row) => row.status === "pending")) return null;
  const newestFirst = [...rows].sort((a, b) => comparePhp(b.php, a.php));
  let minimum: string | null = null;
  for (const row of newestFirst) {
    if (row.status !== "passed") break;
    minimum = row.php;
  }
  return minimum;
}

/** A WordPress release as readme.txt's `Tested up to` names it: major.minor ("6.8.2" → "6.8"). */
export function testedUpTo(wordpressVersion: string): string {
  const match = /^(\d+)\.(\d+)/.exec(wordpressVersion.trim());
  return match ? `${match[1]}.${match[2]}` : wordpressVersion.trim();
}
