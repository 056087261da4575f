import { LIMITS } from "@shared/constants";
import type { ImportFinding } from "@shared/schemas/plugin-import";

/**
 * The file names the summary card lists, by path: the first `shown` (20, spec.md §9) and how many more
 * there are.
 */
export function summaryFileNames(
  filePaths: readonly string[],
  shown: number = LIMITS.uploadSummaryFiles,
): { names: string[]; more: number } {
  const paths = [...filePaths].sort((a, b) => a.localeCompare(b));
  return { names: paths.slice(0, shown), more: Math.max(0, paths.length - shown) };
}

/** The security findings in file order, then by line: one line each in the warning. */
export function sortedFindings(findings: readonly ImportFinding[]): ImportFinding[] {
  return [...findings].sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line || a.pattern.localeCompare(b.pattern));
}
