import { structuredPatch } from "diff";
import type { PluginFiles } from "@shared/schemas/plugins";

export type FileChangeStatus = "added" | "removed" | "changed";

export interface DiffLine {
  kind: "add" | "remove" | "context" | "hunk";
  text: string;
}

export interface FileDiff {
  path: string;
  status: FileChangeStatus;
  additions: number;
  deletions: number;
  /** A unified diff: hunk headers, then context, removed and added lines. */
  lines: DiffLine[];
}

export interface VersionDiff {
  files: FileDiff[];
  added: number;
  removed: number;
  changed: number;
  additions: number;
  deletions: number;
}

/**
 * What changed from one file set to another, per file (added, removed or changed; unchanged files are
 * left out), with a unified line diff of each. Files are sorted by path.
 */
export function diffVersions(from: PluginFiles, to: PluginFiles, context = 3): VersionDiff {
  const paths = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
  const files: FileDiff[] = [];
  for (const path of paths) {
    const before = from[path];
    const after = to[path];
    if (before === after) continue;
    const status: FileChangeStatus = before === undefined ? "added" : after === undefined ? "removed" : "changed";
    files.push(fileDiff(path, status, before ?? "", after ?? "", context));
  }
  return {
    files,
    added: files.filter((f) => f.status === "added").length,
    removed: files.filter((f) => f.status === "removed").length,
    changed: files.filter((f) => f.status === "changed").length,
    additions: files.reduce((sum, f) => sum + f.additions, 0),
    deletions: files.reduce((sum, f) => sum + f.deletions, 0),
  };
}

function fileDiff(path: string, status: FileChangeStatus, before: string, after: string, context: number): FileDiff {
  const patch = structuredPatch(path, path, before, after, undefined, undefined, { context });
  const lines: DiffLine[] = [];
  let additions = 0;
  let deletions = 0;
  for (const hunk of patch.hunks) {
    lines.push({ kind: "hunk", text: `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@` });
    for (const line of hunk.lines) {
      const marker = line[0];
      const text = line.slice(1);
      if (marker === "+") {
        additions++;
        lines.push({ kind: "add", text });
      } else if (marker === "-") {
        deletions++;
        lines.push({ kind: "remove", text });
      } else if (marker === " ") {
        lines.push({ kind: "context", text });
      }
      // "\ No newline at end of file" markers are left out.
    }
  }
  return { path, status, additions, deletions, lines };
}
