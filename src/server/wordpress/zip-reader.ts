import { strFromU8 } from "fflate";
import { crc32, inflateRawSync } from "node:zlib";
import { binaryFileType } from "../../shared/binary-files";
import { IMPORT_LIMITS, LIMITS } from "../../shared/constants";
import type { ErrorCode } from "../../shared/error-codes";
import { checkPluginPath } from "../../shared/plugin-paths";
import { sharedTopFolder } from "../../shared/plugin-main-file";
import { type ImportEncodingIssue, type ImportSkip, IMPORT_MESSAGES } from "../../shared/schemas/plugin-import";
import { AppError } from "../lib/app-error";
import { pluginTooLarge } from "./plugin-limits";

// Reads an uploaded plugin ZIP (spec.md §5, docs/decisions/0027). Everything inside a ZIP is the uploader's
// word, so nothing is allocated from a declared size: the central directory (read here, as unzip tools do)
// says which entries exist and where, and Node's zlib inflates each one with its output bounded by the
// least of IMPORT_LIMITS' budgets left and its declared size (zlib stops there, whatever the input would
// give). Every entry we can read is inflated and checked against its declared size and CRC, kept or not,
// so an archive that lies is refused.

export interface ZipBudget {
  /** Bytes inflated from all entries together. */
  inflatedBytes: number;
  /** Bytes inflated from one kept entry (a skipped entry only counts towards the total). */
  entryBytes: number;
  /** Entries in the central directory, folders included. */
  entries: number;
  /** Bytes of the kept files as stored (images as base64 data URLs): the plugin cap, reached early. */
  keptBytes: number;
}

export const IMPORT_BUDGET: ZipBudget = {
  inflatedBytes: IMPORT_LIMITS.inflatedBytes,
  entryBytes: IMPORT_LIMITS.entryBytes,
  entries: IMPORT_LIMITS.entries,
  keptBytes: LIMITS.pluginBytes,
};

export interface ZipReadOptions {
  budget?: Partial<ZipBudget>;
}

export interface PluginZipContents {
  /** Path (the shared top folder stripped) → text, or a data URL for an image. In archive order. */
  files: Record<string, string>;
  /** Entries not imported, by their name in the archive, and why (folders and macOS metadata are left out). */
  skipped: ImportSkip[];
  /** Text files that were not valid UTF-8: kept with U+FFFD in place of the invalid bytes. */
  encodingIssues: ImportEncodingIssue[];
  /** The one folder every file sat in, now stripped; null when there was none. */
  topFolder: string | null;
}

/** Why an upload cannot be imported: too large, not a ZIP, or a ZIP we cannot or may not import. */
export class ZipImportError extends AppError {
  override readonly name = "ZipImportError";

  constructor(
    code: ErrorCode,
    message: string,
    /** What exactly was wrong, for logs and tests; the person sees `message`. */
    readonly detail = "",
  ) {
    super(code, message);
  }
}

const mb = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const notAZip = () => new ZipImportError("not_a_zip", IMPORT_MESSAGES.invalidType, "no ZIP signature");
/** Not a whole ZIP: truncated, damaged, or a structure we do not read (spanned archives). */
const unreadable = (detail: string) => new ZipImportError("zip_unreadable", IMPORT_MESSAGES.unreadable, detail);
/** The archive contradicts itself: a declared size, CRC or name that the data does not match. */
const inconsistent = (detail: string) => new ZipImportError("zip_inconsistent", IMPORT_MESSAGES.unreadable, detail);
export const noFiles = () => new ZipImportError("empty_zip", IMPORT_MESSAGES.noFiles);
const tooManyEntries = (limit: number) =>
  new ZipImportError("too_many_entries", `This ZIP has more than ${limit.toLocaleString("en-US")} entries, the most a plugin upload may have.`);
const entryTooLarge = (path: string, limit: number) =>
  new ZipImportError("entry_too_large", `${IMPORT_MESSAGES.tooLarge}: ${printable(path)} unpacks to more than ${mb(limit)}, the limit for one file.`);
const inflatesTooMuch = (limit: number) =>
  new ZipImportError("zip_too_large", `${IMPORT_MESSAGES.tooLarge}: the ZIP unpacks to more than ${mb(limit)}, the limit for one upload.`);

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;
const SIG_END64 = 0x06064b50;
const SIG_END64_LOCATOR = 0x07064b50;
const FLAG_ENCRYPTED = 0x1;
const FLAG_DATA_DESCRIPTOR = 0x8;
const FLAG_UTF8 = 0x800;
const STORED = 0;
const DEFLATED = 8;
const UNIX_HOSTS = new Set([3, 19]); // Unix, OS X
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** One central directory record, checked against its local header. */
interface Entry {
  rawName: Uint8Array;
  /** The name as fflate decodes it (UTF-8 when flagged, else one byte a character). */
  name: string;
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  dataStart: number;
  isSymlink: boolean;
}

/** Bounds-checked little-endian reads: past the end is an unreadable archive, never an exception of ours. */
class Bytes {
  private readonly view: DataView;

  constructor(readonly data: Uint8Array) {
    this.view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  }

  get length() {
    return this.data.length;
  }

  need(at: number, n: number, what: string): void {
    if (at < 0 || at + n > this.data.length) throw unreadable(`${what} runs past the end of the file`);
  }

  u16(at: number): number {
    return this.view.getUint16(at, true);
  }

  u32(at: number): number {
    return this.view.getUint32(at, true);
  }

  u64(at: number): number {
    const value = this.view.getBigUint64(at, true);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw unreadable("a 64-bit field is out of range");
    return Number(value);
  }
}

/**
 * The files of an uploaded plugin ZIP, or a {@link ZipImportError}. Skips (and lists) symbolic links,
 * encrypted entries, unreadable compression methods, paths the one path rule refuses, duplicates and
 * extensions outside IMPORT_LIMITS.extensions; folders and macOS metadata (__MACOSX/, .DS_Store, ._*)
 * are skipped silently. One folder shared by every file is stripped.
 */
export async function readPluginZip(data: Uint8Array, options: ZipReadOptions = {}): Promise<PluginZipContents> {
  const budget = { ...IMPORT_BUDGET, ...options.budget };
  const bytes = new Bytes(data);
  if (bytes.length < 4 || (bytes.u32(0) !== SIG_LOCAL && bytes.u32(0) !== SIG_END)) throw notAZip();
  const entries = readDirectory(bytes, budget.entries);
  const { plan, top } = planEntries(entries);
  const contents = await inflate(bytes, plan, budget);
  if (Object.keys(contents.files).length === 0) throw noFiles();
  return { ...contents, topFolder: top };
}

// ---------------------------------------------------------------------------------------------------
// The central directory

function readDirectory(bytes: Bytes, maxEntries: number): Entry[] {
  const end = findEndOfDirectory(bytes);
  if (bytes.u16(end + 4) !== 0 && bytes.u16(end + 4) !== 0xffff) throw unreadable("a spanned (multi-part) archive");
  let count = bytes.u16(end + 10);
  let size = bytes.u32(end + 12);
  let offset = bytes.u32(end + 16);
  let directoryEnd = end;
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    const locator = end - 20;
    bytes.need(locator, 20, "the ZIP64 locator");
    if (bytes.u32(locator) !== SIG_END64_LOCATOR) throw unreadable("no ZIP64 locator before a ZIP64 end record");
    directoryEnd = bytes.u64(locator + 8);
    bytes.need(directoryEnd, 56, "the ZIP64 end record");
    if (bytes.u32(directoryEnd) !== SIG_END64) throw unreadable("no ZIP64 end record where its locator points");
    count = bytes.u64(directoryEnd + 32);
    size = bytes.u64(directoryEnd + 40);
    offset = bytes.u64(directoryEnd + 48);
  }
  if (count > maxEntries) throw tooManyEntries(maxEntries);
  if (offset + size !== directoryEnd) throw unreadable("the central directory is not where the end record says");

  const entries: Entry[] = [];
  let at = offset;
  while (at < directoryEnd) {
    if (entries.length >= maxEntries) throw tooManyEntries(maxEntries);
    bytes.need(at, 46, "a central directory record");
    if (bytes.u32(at) !== SIG_CENTRAL) throw unreadable(`no central directory record at ${at}`);
    const nameLength = bytes.u16(at + 28);
    const extraLength = bytes.u16(at + 30);
    const commentLength = bytes.u16(at + 32);
    bytes.need(at + 46, nameLength + extraLength + commentLength, "a central directory record");
    if (at + 46 + nameLength + extraLength + commentLength > directoryEnd) throw unreadable("a record runs past the central directory");
    const flags = bytes.u16(at + 8);
    const madeBy = bytes.u16(at + 4) >> 8;
    const rawName = bytes.data.subarray(at + 46, at + 46 + nameLength);
    const sizes = { size: bytes.u32(at + 24), compressedSize: bytes.u32(at + 20), localOffset: bytes.u32(at + 42) };
    readZip64Sizes(bytes, at + 46 + nameLength, extraLength, sizes);
    entries.push({
      rawName,
      name: strFromU8(rawName, !(flags & FLAG_UTF8)),
      flags,
      method: bytes.u16(at + 10),
      crc: bytes.u32(at + 16),
      ...sizes,
      dataStart: 0,
      isSymlink: UNIX_HOSTS.has(madeBy) && ((bytes.u32(at + 38) >>> 16) & S_IFMT) === S_IFLNK,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (at !== directoryEnd) throw unreadable("the central directory's last record runs past its end");
  if (entries.length !== count) {
    throw unreadable(`the end record counts ${count} entries, the directory holds ${entries.length}`);
  }
  checkLocalHeaders(bytes, entries, offset);
  return entries;
}

/** The end of central directory record: the last one whose comment fits in the file. */
function findEndOfDirectory(bytes: Bytes): number {
  const last = bytes.length - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (bytes.u32(at) === SIG_END && at + 22 + bytes.u16(at + 20) <= bytes.length) return at;
  }
  throw unreadable("no end of central directory record (a truncated file?)");
}

/** Sizes and offset a ZIP64 extra field carries for the 32-bit fields set to 0xFFFFFFFF, in that order. */
function readZip64Sizes(bytes: Bytes, from: number, length: number, sizes: { size: number; compressedSize: number; localOffset: number }) {
  const wanted = (["size", "compressedSize", "localOffset"] as const).filter((key) => sizes[key] === 0xffffffff);
  if (wanted.length === 0) return;
  for (let at = from; at + 4 <= from + length; ) {
    const id = bytes.u16(at);
    const fieldLength = bytes.u16(at + 2);
    if (id === 0x0001) {
      if (fieldLength < wanted.length * 8 || at + 4 + fieldLength > from + length) throw unreadable("a short ZIP64 extra field");
      wanted.forEach((key, i) => (sizes[key] = bytes.u64(at + 4 + i * 8)));
      return;
    }
    at += 4 + fieldLength;
  }
  throw unreadable("a ZIP64 size without its extra field");
}

/**
 * Each entry's local header must be where the directory says, with the same name and method (and, when
 * it states them, the same sizes and CRC), and entries' data may not overlap: overlapping entries are how
 * a 40 KB file unpacks to gigabytes, and a header that differs from its directory record is how an
 * archive shows one file to one tool and another to the next.
 */
function checkLocalHeaders(bytes: Bytes, entries: Entry[], directoryStart: number): void {
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  byOffset.forEach((entry, i) => {
    const at = entry.localOffset;
    const next = byOffset[i + 1]?.localOffset ?? directoryStart;
    bytes.need(at, 30, "a local header");
    if (bytes.u32(at) !== SIG_LOCAL) throw unreadable(`no local header where ${entry.name} should start`);
    const nameLength = bytes.u16(at + 26);
    entry.dataStart = at + 30 + nameLength + bytes.u16(at + 28);
    if (entry.dataStart + entry.compressedSize > next) throw inconsistent(`${entry.name} overlaps the next entry or the directory`);
    const localName = bytes.data.subarray(at + 30, at + 30 + nameLength);
    if (!sameBytes(localName, entry.rawName)) throw inconsistent(`a local name differs from its directory name ${entry.name}`);
    if (bytes.u16(at + 8) !== entry.method) throw inconsistent(`${entry.name}: the local header names another compression method`);
    const localFlags = bytes.u16(at + 6);
    if ((localFlags & FLAG_UTF8) !== (entry.flags & FLAG_UTF8)) throw inconsistent(`${entry.name}: its name is encoded differently in its local header`);
    if (!(localFlags & FLAG_DATA_DESCRIPTOR)) {
      const local = { crc: bytes.u32(at + 14), compressedSize: bytes.u32(at + 18), size: bytes.u32(at + 22) };
      for (const key of ["crc", "compressedSize", "size"] as const) {
        if (local[key] !== entry[key] && local[key] !== 0xffffffff) {
          throw inconsistent(`${entry.name}: its local header says ${key} ${local[key]}, the directory ${entry[key]}`);
        }
      }
    }
  });
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

// ---------------------------------------------------------------------------------------------------
// What becomes of each entry

interface PlanItem {
  entry: Entry;
  /** Inflated and checked (every entry we can read). */
  inflate: boolean;
  /** Kept in the plugin, at this path. */
  keep: boolean;
  path: string;
  /** Why it is not kept; null when kept or skipped silently. */
  skip: string | null;
}

const isDirectory = (name: string) => name.endsWith("/");
/** macOS Finder's extras: resource forks under __MACOSX/, AppleDouble "._" files, .DS_Store. */
const isMacMetadata = (name: string) => {
  const base = name.slice(name.lastIndexOf("/") + 1);
  return name.startsWith("__MACOSX/") || base === ".DS_Store" || base.startsWith("._");
};
const extensionOf = (path: string) => {
  const dot = path.lastIndexOf(".");
  return dot <= path.lastIndexOf("/") ? "" : path.slice(dot).toLowerCase();
};
const KEPT_EXTENSIONS = new Set<string>(IMPORT_LIMITS.extensions);

function planEntries(entries: readonly Entry[]): { plan: PlanItem[]; top: string | null } {
  const plan: PlanItem[] = [];
  const checked = new Map<Entry, string>();
  for (const entry of entries) {
    if (isDirectory(entry.name) || isMacMetadata(entry.name) || entry.isSymlink) continue;
    const check = checkPluginPath(entry.name);
    if (check.ok) checked.set(entry, check.path);
  }
  const top = sharedTopFolder([...checked.values()]);
  const seen = new Set<string>();
  for (const entry of entries) {
    const readable = !(entry.flags & FLAG_ENCRYPTED) && (entry.method === STORED || entry.method === DEFLATED);
    const item: PlanItem = { entry, inflate: readable, keep: false, path: "", skip: null };
    plan.push(item);
    if (isDirectory(entry.name) || isMacMetadata(entry.name)) {
      item.inflate = false;
      continue;
    }
    const canonical = checked.get(entry);
    const path = canonical === undefined ? "" : top === null ? canonical : canonical.slice(top.length + 1);
    if (entry.isSymlink) item.skip = "a symbolic link";
    else if (canonical === undefined) item.skip = `unsafe path: ${pathRefusal(entry.name)}`;
    else if (entry.flags & FLAG_ENCRYPTED) item.skip = "encrypted";
    else if (!readable) item.skip = `compressed with a method we can't read (${entry.method})`;
    else if (!KEPT_EXTENSIONS.has(extensionOf(path))) item.skip = "not a plugin file type";
    else if (seen.has(path)) item.skip = "a second entry with the same path";
    else {
      seen.add(path);
      item.keep = true;
      item.path = path;
    }
  }
  return { plan, top };
}

function pathRefusal(name: string): string {
  const check = checkPluginPath(name);
  return check.ok ? "" : check.reason;
}

/** An archive name as it may be shown: control and bidi characters replaced, at most 300 characters. */
function printable(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "\ufffd").slice(0, 300);
}

// ---------------------------------------------------------------------------------------------------
// Inflating with a byte budget

/** Yield to the event loop after this much input, so one upload does not hold other requests up. */
const YIELD_EVERY_BYTES = 256 * 1024;

type Inflated = Omit<PluginZipContents, "topFolder">;

/** Why an entry may produce no more than its bound: the first that applies is what the person is told. */
type Bound = "entry" | "total" | "declared";

async function inflate(bytes: Bytes, plan: PlanItem[], budget: ZipBudget): Promise<Inflated> {
  const contents: Inflated = { files: {}, skipped: [], encodingIssues: [] };
  const toInflate = plan.filter((item) => item.inflate).sort((a, b) => a.entry.localOffset - b.entry.localOffset);
  let total = 0;
  let kept = 0;
  let sinceYield = 0;
  const results = new Map<PlanItem, Uint8Array>();

  for (const item of toInflate) {
    const { entry } = item;
    // The budgets first, so a bomb is called one whatever it declares.
    const bounds: Array<[Bound, number]> = [
      ["entry", item.keep ? budget.entryBytes : Number.POSITIVE_INFINITY],
      ["total", budget.inflatedBytes - total],
      ["declared", entry.size],
    ];
    const [bound, limit] = bounds.reduce((least, next) => (next[1] < least[1] ? next : least));
    const data = inflateEntry(bytes.data.subarray(entry.dataStart, entry.dataStart + entry.compressedSize), entry, limit, bound, budget);
    total += data.length;
    if (data.length !== entry.size) throw inconsistent(`${entry.name} unpacks to ${data.length} bytes, its directory says ${entry.size}`);
    if (crc32(data) !== entry.crc) throw inconsistent(`${entry.name} fails its CRC check`);
    if (item.keep) {
      kept += data.length * (binaryFileType(item.path) ? 4 / 3 : 1);
      if (kept > budget.keptBytes) throw pluginTooLarge();
      results.set(item, data);
    }
    sinceYield += entry.compressedSize;
    if (sinceYield >= YIELD_EVERY_BYTES) {
      sinceYield = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  for (const item of plan) {
    const content = results.get(item);
    if (content !== undefined) {
      const text = toContent(item.path, content);
      if (text.kind === "skip") item.skip = text.reason;
      else {
        contents.files[item.path] = text.content;
        if (text.issue) contents.encodingIssues.push({ path: item.path, message: text.issue });
      }
    }
    if (item.skip !== null) contents.skipped.push({ path: printable(item.entry.name), reason: item.skip });
  }
  return contents;
}

/**
 * One entry's bytes, never more than `limit`: zlib (the inflater yauzl and Node's own streams use) stops
 * as soon as its output would pass `maxOutputLength`, so a bomb costs the bound and the few kilobytes of
 * input that reach it, never what it declares or would unpack to.
 */
function inflateEntry(input: Uint8Array, entry: Entry, limit: number, bound: Bound, budget: ZipBudget): Uint8Array {
  const tooMuch = () =>
    bound === "entry"
      ? entryTooLarge(entry.name, budget.entryBytes)
      : bound === "total"
        ? inflatesTooMuch(budget.inflatedBytes)
        : inconsistent(`${entry.name} unpacks to more than its declared ${entry.size} bytes`);
  if (entry.method === STORED) {
    if (input.length > limit) throw tooMuch();
    return input;
  }
  try {
    // zlib refuses to produce more than maxOutputLength (at least 1): the check after covers a bound of 0.
    const data = inflateRawSync(input, { maxOutputLength: Math.max(1, limit) });
    if (data.length > limit) throw tooMuch();
    return data;
  } catch (error) {
    if (error instanceof ZipImportError) throw error;
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw tooMuch();
    throw unreadable(`${entry.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

type FileContent = { kind: "file"; content: string; issue: string | null } | { kind: "skip"; reason: string };

const utf8 = new TextDecoder("utf-8", { fatal: true });
const utf8Lenient = new TextDecoder("utf-8");

/**
 * An image becomes a data URL (docs/decisions/0025); anything else is text: UTF-8, or decoded with U+FFFD
 * for the invalid bytes and reported. A byte order mark is dropped (before `<?php` it would be output).
 * A NUL byte means binary data under a text name, which PostgreSQL's JSON cannot hold either: skipped.
 */
function toContent(path: string, data: Uint8Array): FileContent {
  const type = binaryFileType(path);
  if (type) return { kind: "file", content: `data:${type};base64,${Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("base64")}`, issue: null };
  if (data.includes(0)) return { kind: "skip", reason: "binary data in a text file" };
  try {
    return { kind: "file", content: utf8.decode(data), issue: null };
  } catch {
    return { kind: "file", content: utf8Lenient.decode(data), issue: "Not valid UTF-8: the invalid bytes were replaced with \ufffd" };
  }
}
