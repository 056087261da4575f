// Types for scripts/test-totals.mjs.
export interface StageCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** Why the stage failed, in words; null when it passed. */
  problem: string | null;
}
export declare function countVitest(code: number, report: unknown): StageCounts;
export declare function countPlaywright(code: number, report: unknown): StageCounts & { flakyTitles: string[] };
