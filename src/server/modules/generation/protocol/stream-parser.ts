import { isBinaryPath } from "../../../../shared/binary-files";
import { LIMITS } from "../../../../shared/constants";
import type { QuickAction } from "../../../../shared/schemas/plugins";
import { PluginLimitError, byteLength, fileTooLarge, replyTooLarge } from "../../../wordpress/plugin-limits";
import { parseJsonReply } from "./json-fallback";
import type { GeneratedReply } from "./reply";
import { ReplyError } from "./reply-error";
import { type BlockTag, type HeaderTag, HEADER_TAGS, closingTag, fromBase64, unescapeAttribute } from "./reply-format";
import { MAX_REPLY_FILES, normalizeReplyPath } from "./reply-paths";

export { ReplyError } from "./reply-error";

/** What the parser reports while a reply streams in (the same shapes as the generation SSE events). */
export type ParserEvent =
  | { type: "file-start"; path: string }
  | { type: "file-delta"; path: string; delta: string }
  | { type: "file-complete"; path: string; content: string }
  | { type: "file-delete"; path: string }
  | { type: "explanation-delta"; delta: string };

interface OpenBlock {
  tag: BlockTag;
  close: string;
  path: string;
  label: string;
  mode: "backend" | "frontend";
  base64: boolean;
  /** false: the last "\n" before the closing line is not content (trailing-newline="no"). */
  trailingNewline: boolean;
  parts: string[];
  /** UTF-8 bytes of `parts` so far (base64 text as written, not decoded). */
  bytes: number;
}

/** All text of one reply: the files it writes at their cap, plus room for the explanation and the previews. */
export const MAX_REPLY_CHARS = 2 * LIMITS.replyBytes;

/** Where the current line of an open block stands while it may still be the closing line. */
const Candidate = {
  /** Leading whitespace so far. */
  Lead: 0,
  /** `matched` characters of the closing tag so far. */
  Tag: 1,
  /** The whole closing tag, then whitespace. */
  Trail: 2,
} as const;
type CandidatePhase = (typeof Candidate)[keyof typeof Candidate];

const HEADER_START = new RegExp(`^\\s*<(${HEADER_TAGS.join("|")})(?=[\\s/>]|$)`);
const ATTRIBUTE = /\s*([A-Za-z][\w-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const isWhitespace = (c: string) => /\s/.test(c);
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * Reads a reply in the tagged format (reply-format.ts) as it streams in, chunk by chunk, in one pass.
 * File content is reported as soon as it is certain: only the start of a line that could still turn
 * out to be the closing line (and half of a surrogate pair) is held back. Concatenated `file-delta`s
 * equal the file's final content; concatenated `explanation-delta`s equal the final explanation (except
 * when the JSON fallback replaces it at the end).
 *
 * `push` and `end` throw ReplyError: "malformed" as soon as a protocol error is seen (so a caller can stop
 * the model early), "truncated" from `end` when the text stopped inside an open block. They throw a
 * PluginLimitError (413) as soon as a file passes LIMITS.fileBytes, the files together LIMITS.replyBytes
 * or the whole reply MAX_REPLY_CHARS: a reply writing a huge file is stopped while it streams, never
 * buffered without bound.
 */
export class StreamParser {
  private block: OpenBlock | null = null;
  /** The current line outside any block, until its end is seen. */
  private line = "";
  /** Text outside blocks: the explanation when the reply has no blocks at all. */
  private readonly outside: string[] = [];
  private sawBlock = false;

  // The current line of an open block.
  private candidate = true;
  private phase: CandidatePhase = Candidate.Lead;
  private matched = 0;
  /** Candidate text carried over from earlier chunks. */
  private held = "";
  /** A line end held back in trailing-newline="no" blocks until the next line is known to be content. */
  private pendingNewline = "";

  // Deltas gathered during one push, sent as one event each.
  private fileDelta = "";
  private explanationDelta = "";
  // Explanation trimming while streaming.
  private explanationStarted = false;
  private explanationSpace = "";

  private events: ParserEvent[] = [];
  private failure: ReplyError | PluginLimitError | null = null;
  private replyChars = 0;
  private fileBytes = 0;
  private ended = false;

  private readonly files: Record<string, string> = {};
  private readonly deleted = new Set<string>();
  private readonly seenPaths = new Set<string>();
  private readonly explanations: string[] = [];
  private features: string[] = [];
  private readonly quickActions: QuickAction[] = [];
  private readonly previews: GeneratedReply["previews"] = {};
  /** A block other than a file opened after the reply wrote or deleted a file. */
  private pastFiles = false;

  /**
   * The files and deletions so far, once the reply has moved past them to its explanation, features, quick
   * actions or previews, which the format puts after every file: what the reply will most likely save (a turn
   * starts its check with them, decision 0088). Null before; the reply may still write a file after them.
   */
  settledFiles(): { files: Record<string, string>; deleted: string[] } | null {
    return this.pastFiles ? { files: { ...this.files }, deleted: [...this.deleted] } : null;
  }

  push(chunk: string): ParserEvent[] {
    if (this.ended) throw new Error("StreamParser.push after end");
    return this.run(() => {
      this.replyChars += chunk.length;
      if (this.replyChars > MAX_REPLY_CHARS) {
        throw new PluginLimitError("reply_too_large", `Reply too large: over ${MAX_REPLY_CHARS / (1024 * 1024)} MB of text`);
      }
      this.consume(chunk);
      this.flushDeltas(false);
    });
  }

  end(): { reply: GeneratedReply; events: ParserEvent[] } {
    if (this.ended && !this.failure) throw new Error("StreamParser.end called twice");
    this.ended = true;
    let reply: GeneratedReply | undefined;
    const events = this.run(() => {
      reply = this.finish();
    });
    return { reply: reply!, events };
  }

  private run(work: () => void): ParserEvent[] {
    if (this.failure) throw this.failure;
    this.events = [];
    try {
      work();
    } catch (err) {
      if (err instanceof ReplyError || err instanceof PluginLimitError) this.failure = err;
      throw err;
    }
    return this.events;
  }

  // ---- chunks -------------------------------------------------------------------------------------

  private consume(chunk: string): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.block) {
        i = this.candidate ? this.consumeCandidate(chunk, i) : this.consumeContent(chunk, i);
        continue;
      }
      const newline = chunk.indexOf("\n", i);
      if (newline === -1) {
        this.line += chunk.slice(i);
        return;
      }
      const line = this.line + chunk.slice(i, newline);
      this.line = "";
      i = newline + 1;
      this.outsideLine(line, true);
    }
  }

  /** A line of a block already known not to be its closing line: all of it is content. */
  private consumeContent(chunk: string, from: number): number {
    const newline = chunk.indexOf("\n", from);
    if (newline === -1) {
      this.content(chunk.slice(from));
      return chunk.length;
    }
    this.content(chunk.slice(from, newline));
    this.lineEnd();
    return newline + 1;
  }

  /** The start of a block line that may still be the closing line: checked character by character. */
  private consumeCandidate(chunk: string, from: number): number {
    const close = this.block!.close;
    for (let j = from; j < chunk.length; j++) {
      const c = chunk[j]!;
      if (c === "\n") {
        if (this.phase === Candidate.Trail) {
          this.held = "";
          this.closeBlock();
          return j + 1;
        }
        this.content(this.held + chunk.slice(from, j));
        this.lineEnd();
        return j + 1;
      }
      let still = true;
      if (this.phase === Candidate.Lead) {
        if (c === close[0]) {
          this.phase = Candidate.Tag;
          this.matched = 1;
        } else {
          still = isWhitespace(c);
        }
      } else if (this.phase === Candidate.Tag) {
        still = c === close[this.matched];
        if (still && ++this.matched === close.length) this.phase = Candidate.Trail;
      } else {
        still = isWhitespace(c);
      }
      if (!still) {
        this.candidate = false;
        this.content(this.held + chunk.slice(from, j));
        this.held = "";
        return j;
      }
    }
    this.held += chunk.slice(from);
    return chunk.length;
  }

  private startLine(): void {
    this.candidate = true;
    this.phase = Candidate.Lead;
    this.matched = 0;
    this.held = "";
  }

  private lineEnd(): void {
    if (this.block!.trailingNewline) {
      this.content("\n");
    } else {
      const previous = this.pendingNewline;
      this.pendingNewline = "";
      this.content(previous);
      this.pendingNewline = "\n";
    }
    this.startLine();
  }

  // ---- block content ------------------------------------------------------------------------------

  private content(text: string): void {
    if (text === "") return;
    const block = this.block!;
    if (this.pendingNewline) {
      const previous = this.pendingNewline;
      this.pendingNewline = "";
      this.content(previous);
    }
    block.parts.push(text);
    if (block.tag === "file") this.countFileBytes(block, text);
    if (block.base64) return;
    if (block.tag === "file") this.fileDelta += text;
    else if (block.tag === "explanation") this.streamExplanation(text);
  }

  private countFileBytes(block: OpenBlock, text: string): void {
    const bytes = byteLength(text);
    block.bytes += bytes;
    // Base64 holds 3 bytes in 4 characters (line breaks aside): the decoded size is checked again at the close.
    const decoded = block.base64 ? Math.floor((block.bytes * 3) / 4) : block.bytes;
    if (decoded > LIMITS.fileBytes) throw fileTooLarge(block.path);
    this.fileBytes += block.base64 ? Math.floor((bytes * 3) / 4) : bytes;
    if (this.fileBytes > LIMITS.replyBytes) throw replyTooLarge();
  }

  /** Explanation deltas without the block's leading and trailing whitespace. */
  private streamExplanation(text: string): void {
    if (!this.explanationStarted) {
      text = text.replace(/^\s+/, "");
      if (text === "") return;
      this.explanationStarted = true;
      if (this.explanations.length > 0) this.explanationDelta += "\n\n";
    }
    let end = text.length;
    while (end > 0 && isWhitespace(text[end - 1]!)) end--;
    if (end === 0) {
      this.explanationSpace += text;
      return;
    }
    this.explanationDelta += this.explanationSpace + text.slice(0, end);
    this.explanationSpace = text.slice(end);
  }

  private flushDeltas(final: boolean): void {
    const hold = (text: string) => (!final && text !== "" && isHighSurrogate(text.charCodeAt(text.length - 1)) ? 1 : 0);
    if (this.fileDelta) {
      const keep = hold(this.fileDelta);
      const delta = this.fileDelta.slice(0, this.fileDelta.length - keep);
      this.fileDelta = this.fileDelta.slice(this.fileDelta.length - keep);
      if (delta) this.events.push({ type: "file-delta", path: this.block!.path, delta });
    }
    if (this.explanationDelta) {
      const keep = hold(this.explanationDelta);
      const delta = this.explanationDelta.slice(0, this.explanationDelta.length - keep);
      this.explanationDelta = this.explanationDelta.slice(this.explanationDelta.length - keep);
      if (delta) this.events.push({ type: "explanation-delta", delta });
    }
  }

  // ---- header lines -------------------------------------------------------------------------------

  /** A whole line outside any block (`ended`: it ended with a line break rather than the text's end). */
  private outsideLine(line: string, ended: boolean): void {
    const start = HEADER_START.exec(line);
    if (!start) {
      this.outside.push(ended ? `${line}\n` : line);
      return;
    }
    const tag = start[1] as HeaderTag;
    const { attributes, selfClosing, rest } = parseHeader(line, start[0].length, tag);
    this.sawBlock = true;

    if (tag === "delete") {
      const path = normalizeReplyPath(requireAttribute(attributes, "path", tag));
      delete this.files[path];
      this.deleted.add(path);
      this.events.push({ type: "file-delete", path });
      return;
    }

    const encoding = attributes.get("encoding");
    if (encoding !== undefined && encoding !== "base64" && encoding !== "text") {
      throw new ReplyError("malformed", `Unknown encoding "${encoding}" on <${tag}>`);
    }
    const block: OpenBlock = {
      tag,
      close: closingTag(tag),
      path: "",
      label: "",
      mode: "backend",
      base64: encoding === "base64",
      trailingNewline: attributes.get("trailing-newline") !== "no",
      parts: [],
      bytes: 0,
    };
    if (tag === "file") {
      block.path = normalizeReplyPath(requireAttribute(attributes, "path", tag));
      // An image's bytes are a data URL only an upload brings (docs/decisions/0025): text written there
      // would destroy it, so the reply is refused before any of that file is sent.
      if (isBinaryPath(block.path)) throw new ReplyError("malformed", `Images can't be written as text: ${block.path}`);
      this.seenPaths.add(block.path);
      if (this.seenPaths.size > MAX_REPLY_FILES) throw new ReplyError("malformed", `More than ${MAX_REPLY_FILES} files in one reply`);
    } else if (tag === "quick-action") {
      block.label = requireAttribute(attributes, "label", tag).trim();
      if (block.label === "") throw new ReplyError("malformed", "Empty label on <quick-action>");
    } else if (tag === "preview") {
      const mode = requireAttribute(attributes, "mode", tag);
      if (mode !== "backend" && mode !== "frontend") throw new ReplyError("malformed", `Unknown preview mode "${mode}"`);
      block.mode = mode;
    }
    this.openBlock(block);

    // Self-closing, or opened and closed on the same line: a one-line block.
    const trimmed = rest.trimEnd();
    if (selfClosing || trimmed.endsWith(block.close)) {
      this.content(selfClosing ? "" : trimmed.slice(0, trimmed.length - block.close.length));
      this.closeBlock();
      return;
    }
    // Text after the opening tag is the first line of content.
    if (rest.trim() !== "") {
      this.content(rest);
      if (ended) this.lineEnd();
      else this.candidate = false;
    }
  }

  private openBlock(block: OpenBlock): void {
    this.block = block;
    this.startLine();
    this.pendingNewline = "";
    if (block.tag === "file") {
      delete this.files[block.path];
      this.deleted.delete(block.path);
      this.events.push({ type: "file-start", path: block.path });
      this.pastFiles = false;
    } else if (Object.keys(this.files).length > 0 || this.deleted.size > 0) {
      this.pastFiles = true;
    }
    if (block.tag === "explanation") {
      this.explanationStarted = false;
      this.explanationSpace = "";
    }
  }

  private closeBlock(): void {
    const block = this.block!;
    this.pendingNewline = "";
    let content = block.parts.join("");
    if (block.base64) {
      content = fromBase64(content);
      if (block.tag === "file" && byteLength(content) > LIMITS.fileBytes) throw fileTooLarge(block.path);
      if (block.tag === "file" && content !== "") this.fileDelta = content;
      if (block.tag === "explanation") this.streamExplanation(content);
    }
    this.flushDeltas(true);
    this.block = null;
    this.startLine();

    switch (block.tag) {
      case "file":
        this.files[block.path] = content;
        this.events.push({ type: "file-complete", path: block.path, content });
        break;
      case "explanation":
        if (content.trim() !== "") this.explanations.push(content.trim());
        break;
      case "features":
        this.features.push(...parseFeatures(content));
        break;
      case "quick-action":
        this.quickActions.push({ label: block.label, prompt: content.trim() || block.label });
        break;
      case "preview":
        this.previews[block.mode] = content.trim();
        break;
    }
  }

  // ---- the end ------------------------------------------------------------------------------------

  private finish(): GeneratedReply {
    if (!this.block && this.line !== "") {
      const line = this.line;
      this.line = "";
      this.outsideLine(line, false);
    }
    if (this.block) {
      if (!(this.candidate && this.phase === Candidate.Trail)) {
        const where = this.block.tag === "file" ? `file ${this.block.path}` : `<${this.block.tag}>`;
        throw new ReplyError("truncated", `The reply ended inside ${where} (no ${this.block.close})`);
      }
      this.closeBlock();
    }

    const reply: GeneratedReply = {
      files: { ...this.files },
      deleted: [...this.deleted],
      explanation: this.sawBlock ? this.explanations.join("\n\n") : this.outside.join("").trim(),
      features: this.features,
      quickActions: this.quickActions,
      previews: { ...this.previews },
    };
    const explanationStreamed = this.sawBlock;

    if (Object.keys(reply.files).length === 0 && reply.deleted.length === 0) {
      const json = parseJsonReply(reply.explanation) ?? (this.sawBlock ? parseJsonReply(this.outside.join("")) : null);
      if (json) {
        for (const [path, content] of Object.entries(json.files)) {
          this.events.push({ type: "file-start", path });
          if (content !== "") this.events.push({ type: "file-delta", path, delta: content });
          this.events.push({ type: "file-complete", path, content });
        }
        for (const path of json.deleted) this.events.push({ type: "file-delete", path });
        reply.files = json.files;
        reply.deleted = json.deleted;
        reply.explanation = json.explanation || reply.explanation;
        if (reply.features.length === 0) reply.features = json.features;
        if (reply.quickActions.length === 0) reply.quickActions = json.quickActions;
        reply.previews = { ...json.previews, ...reply.previews };
      }
    }
    if (!explanationStreamed && reply.explanation) this.events.push({ type: "explanation-delta", delta: reply.explanation });
    if (Object.keys(reply.files).length === 0 && reply.deleted.length === 0 && reply.explanation === "") {
      throw new ReplyError("malformed", "The reply has neither files nor an explanation");
    }
    return reply;
  }
}

function parseHeader(line: string, from: number, tag: HeaderTag) {
  const attributes = new Map<string, string>();
  let i = from;
  for (;;) {
    ATTRIBUTE.lastIndex = i;
    const match = ATTRIBUTE.exec(line);
    if (!match) break;
    attributes.set(match[1]!.toLowerCase(), unescapeAttribute(match[2] ?? match[3] ?? ""));
    i = ATTRIBUTE.lastIndex;
  }
  const end = /^\s*(\/?)>/.exec(line.slice(i));
  if (!end) {
    const what = line.slice(i).trim() === "" ? "unterminated" : "unreadable";
    throw new ReplyError("malformed", `${what} <${tag}> tag: ${JSON.stringify(line.trim().slice(0, 200))}`);
  }
  return { attributes, selfClosing: end[1] === "/", rest: line.slice(i + end[0].length) };
}

function requireAttribute(attributes: Map<string, string>, name: string, tag: HeaderTag): string {
  const value = attributes.get(name);
  if (value === undefined) throw new ReplyError("malformed", `<${tag}> without ${name}="…"`);
  return value;
}

function parseFeatures(content: string): string[] {
  return content
    .split("\n")
    .map((line) => line.trim().replace(/^(?:[-*•+]|\d+[.)])\s+/, "").trim())
    .filter((line) => line !== "");
}
