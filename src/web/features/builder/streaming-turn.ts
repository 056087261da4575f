import type { GenerateRequest } from "@shared/schemas/generation";
import type { PluginFiles } from "@shared/schemas/plugins";
import type { ProgressEvent } from "./generation-client";

/** A turn while its events arrive: what was asked and what has been written so far. */
export interface StreamingTurn {
  request: GenerateRequest;
  /** Content written so far, per file this turn writes. */
  files: PluginFiles;
  /** Paths in the order the turn started writing them. */
  written: string[];
  deleted: string[];
  /** The file being written right now. */
  writing: string | null;
  explanation: string;
  generatorLabel: string | null;
  /** After the files: the saved version is checked in WordPress, then repaired when it broke there. */
  check: { stage: "checking" | "repairing"; errors: number } | null;
  /** Set when the server saved the turn as a version; the turn stays until that version is on screen. */
  saved: { versionId: string; versionNumber: number; pluginUpdatedAt: string } | null;
}

export function startTurn(request: GenerateRequest): StreamingTurn {
  return {
    request,
    files: {},
    written: [],
    deleted: [],
    writing: null,
    explanation: "",
    generatorLabel: null,
    check: null,
    saved: null,
  };
}

/** Folds one progress event into the turn. */
export function applyTurnEvent(turn: StreamingTurn, event: ProgressEvent): StreamingTurn {
  switch (event.type) {
    case "start":
      return { ...turn, generatorLabel: event.generator.label };
    case "file-start":
      return {
        ...turn,
        files: { ...turn.files, [event.path]: "" },
        written: turn.written.includes(event.path) ? turn.written : [...turn.written, event.path],
        deleted: turn.deleted.filter((path) => path !== event.path),
        writing: event.path,
      };
    case "file-delta":
      return {
        ...turn,
        files: { ...turn.files, [event.path]: (turn.files[event.path] ?? "") + event.delta },
        written: turn.written.includes(event.path) ? turn.written : [...turn.written, event.path],
        writing: event.path,
      };
    case "file-complete":
      return {
        ...turn,
        files: { ...turn.files, [event.path]: event.content },
        written: turn.written.includes(event.path) ? turn.written : [...turn.written, event.path],
        writing: turn.writing === event.path ? null : turn.writing,
      };
    case "file-delete": {
      const { [event.path]: _removed, ...files } = turn.files;
      return {
        ...turn,
        files,
        written: turn.written.filter((path) => path !== event.path),
        deleted: turn.deleted.includes(event.path) ? turn.deleted : [...turn.deleted, event.path],
        writing: turn.writing === event.path ? null : turn.writing,
      };
    }
    case "explanation-delta":
      return { ...turn, explanation: turn.explanation + event.delta };
    case "check":
      return { ...turn, check: { stage: event.stage, errors: event.errors ?? 0 }, writing: null };
  }
}

/** The files to show while a turn runs: the current ones with this turn's writes and deletions on top. */
export function filesDuringTurn(current: PluginFiles, turn: StreamingTurn | null): PluginFiles {
  if (!turn) return current;
  const files: PluginFiles = { ...current, ...turn.files };
  for (const path of turn.deleted) delete files[path];
  return files;
}
