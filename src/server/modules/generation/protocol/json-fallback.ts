import { z } from "zod";
import type { QuickAction } from "../../../../shared/schemas/plugins";
import { MAX_REPLY_FILES, normalizeReplyPath } from "./reply-paths";
import { ReplyError } from "./reply-error";

// spec.md §7: "The explanation may itself hold JSON with files, which is then parsed." A model that
// ignores the tagged format often answers with the original product's JSON shape instead; we accept it.

const text = z.string();
const jsonReplySchema = z.object({
  files: z.union([
    z.record(z.string(), text),
    z.array(z.object({ path: z.string().optional(), name: z.string().optional(), content: text })),
  ]),
  explanation: text.optional(),
  features: z.array(z.unknown()).optional(),
  quickActions: z.array(z.unknown()).optional(),
  preview_html: text.nullish(),
  backend_preview_html: text.nullish(),
  frontend_preview_html: text.nullish(),
  deleted: z.array(z.string()).optional(),
});

export interface JsonReply {
  files: Record<string, string>;
  deleted: string[];
  /** The JSON's explanation, or else the text around the JSON (trimmed). */
  explanation: string;
  features: string[];
  quickActions: QuickAction[];
  previews: { backend?: string; frontend?: string };
}

/**
 * Finds a JSON object with a `files` object in `source` (inside a ```json fence, the whole text, or from
 * the first `{` to the last `}`) and reads it as a reply. `preview_html` stands for the backend preview
 * when `backend_preview_html` is absent. Returns null when there is no such JSON; throws ReplyError
 * ("malformed") for a bad path or too many files in it.
 */
export function parseJsonReply(source: string): JsonReply | null {
  for (const candidate of jsonCandidates(source)) {
    let value: unknown;
    try {
      value = JSON.parse(candidate.json);
    } catch {
      continue;
    }
    const parsed = jsonReplySchema.safeParse(value);
    if (!parsed.success) continue;
    const data = parsed.data;
    const entries = Array.isArray(data.files)
      ? data.files.map((f) => [f.path ?? f.name ?? "", f.content] as const)
      : Object.entries(data.files);
    if (entries.length > MAX_REPLY_FILES) throw new ReplyError("malformed", `More than ${MAX_REPLY_FILES} files in one reply`);
    const files: Record<string, string> = {};
    for (const [path, content] of entries) files[normalizeReplyPath(path)] = content;
    const deleted = (data.deleted ?? []).map(normalizeReplyPath).filter((p) => !(p in files));
    const around = (source.slice(0, candidate.start) + source.slice(candidate.end)).trim();
    const backend = data.backend_preview_html ?? data.preview_html;
    const frontend = data.frontend_preview_html;
    return {
      files,
      deleted,
      explanation: (data.explanation ?? around).trim(),
      features: (data.features ?? []).filter((f): f is string => typeof f === "string").map((f) => f.trim()).filter(Boolean),
      quickActions: (data.quickActions ?? []).flatMap(toQuickAction),
      previews: {
        ...(backend?.trim() ? { backend: backend.trim() } : {}),
        ...(frontend?.trim() ? { frontend: frontend.trim() } : {}),
      },
    };
  }
  return null;
}

function toQuickAction(value: unknown): QuickAction[] {
  if (typeof value === "string") return value.trim() ? [{ label: value.trim(), prompt: value.trim() }] : [];
  const parsed = z.object({ label: z.string(), prompt: z.string().optional() }).safeParse(value);
  if (!parsed.success || !parsed.data.label.trim()) return [];
  const label = parsed.data.label.trim();
  return [{ label, prompt: parsed.data.prompt?.trim() || label }];
}

interface Candidate {
  json: string;
  /** Where the candidate (with its fence) starts and ends in the source. */
  start: number;
  end: number;
}

function* jsonCandidates(source: string): Generator<Candidate> {
  const fence = /```[A-Za-z0-9_-]*[ \t]*\r?\n([\s\S]*?)\r?\n[ \t]*```/g;
  for (const match of source.matchAll(fence)) {
    const body = match[1] ?? "";
    if (body.trimStart().startsWith("{")) yield { json: body, start: match.index, end: match.index + match[0].length };
  }
  const first = source.indexOf("{");
  const last = source.lastIndexOf("}");
  if (first !== -1 && last > first) yield { json: source.slice(first, last + 1), start: first, end: last + 1 };
}
