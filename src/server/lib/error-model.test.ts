import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Issue #36 item 3, docs/decisions/0076: below the edge, code throws AppError(code, message) and never names an
// HTTP status; the status comes from one table (http/error-status.ts) at the edge. The web tells failures apart
// by code, never by a message's text. This guard reads every TypeScript file under src/server and src/web.

const SRC = new URL("../../", import.meta.url);

/** The edge: where a code becomes a status line or a turn's `error` event, and error JSON is written. */
const EDGE = new Set([
  "server/app.ts",
  "server/http/error-status.ts",
  "server/http/body-limit.ts",
  "server/modules/previews/preview-app.ts",
  "server/modules/generation/generation.routes.ts",
]);

const sources = (folder: string) =>
  readdirSync(new URL(folder, SRC), { recursive: true, encoding: "utf8" })
    .map((path) => `${folder}${path.split("\\").join("/")}`)
    .filter((path) => /\.tsx?$/.test(path) && !/\.(?:test|testing)\.tsx?$/.test(path) && !path.includes("+types"))
    .sort();

/** What no server file below the edge may hold, each with why. */
const SERVER_RULES: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  { pattern: /\bHttpError\b/, why: "the old error model: throw AppError(code, message)" },
  // `new XError(404, …)`, `new TurnError(\n  502, …)`: a status handed to an error.
  { pattern: /\bnew [A-Z]\w*Error\(\s*[1-5]\d\d\s*[,)]/, why: "an error built with an HTTP status: the code's status is the edge's" },
  { pattern: /\b(?:jsonError|errorBody|appErrorResponse)\(/, why: "an error answer written below the edge" },
  { pattern: /\{\s*error:\s*\{\s*code\b/, why: "error JSON written by hand" },
  { pattern: /\bERROR_STATUS\b/, why: "the table read below the edge" },
];

/** What no web file may do: tell failures apart by the text of a message. */
const WEB_RULES: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  { pattern: /\.test\(\s*(?:\w+\.)*message\s*\)/, why: "a regular expression tried on a message" },
  { pattern: /\bmessage\s*\.\s*(?:includes|startsWith|endsWith|match|search|indexOf)\(/, why: "a message's text searched" },
  // A message compared with a text; `typeof x.message === "string"` checks a shape, not a text.
  { pattern: /(?<!typeof\s+(?:\w+\.)*)\bmessage\s*[!=]==?\s*["'`]/, why: "a message compared with a text" },
];

/** The rules `source` breaks, as "line: why". */
function offences(source: string, rules: ReadonlyArray<{ pattern: RegExp; why: string }>): string[] {
  // Comments may name the old model or a status; only code counts. Strings stay (a message may say "404").
  const code = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " ")).replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
  const found: string[] = [];
  for (const { pattern, why } of rules) {
    const global = new RegExp(pattern.source, "g");
    for (const match of code.matchAll(global)) found.push(`${code.slice(0, match.index).split("\n").length}: ${why}`);
  }
  return found;
}

describe("[ERRORS][ONE_MODEL] no HTTP status below the edge, no message text in the web's decisions", () => {
  const server = sources("server/");
  const web = sources("web/");

  it("reads the whole of src/server and src/web, and the edge files exist", () => {
    expect(server.length).toBeGreaterThan(200);
    expect(web.length).toBeGreaterThan(100);
    for (const path of EDGE) expect(server, path).toContain(path);
  });

  it("no server file below the edge names a status for an error or writes error JSON", () => {
    const found = server
      .filter((path) => !EDGE.has(path))
      .flatMap((path) => offences(readFileSync(new URL(path, SRC), "utf8"), SERVER_RULES).map((offence) => `${path}:${offence}`));
    expect(found).toEqual([]);
  });

  it("no web file switches on a message's text", () => {
    const found = web.flatMap((path) => offences(readFileSync(new URL(path, SRC), "utf8"), WEB_RULES).map((offence) => `${path}:${offence}`));
    expect(found).toEqual([]);
  });

  it("finds each kind of offence, in code and not in comments", () => {
    const server = (source: string) => offences(source, SERVER_RULES).length;
    expect(server('throw new HttpError(404, "not_found", "x");')).toBe(2);
    expect(server('throw new AppError("not_found", "Version 404 not found");')).toBe(0);
    expect(server('throw new TurnError(\n  502,\n  "invalid_plugin", "x");')).toBe(1);
    expect(server('throw new PluginLimitError(413, "file_too_large", "x");')).toBe(1);
    expect(server('return jsonError(c, "not_found", "x");')).toBe(1);
    expect(server('return c.json({ error: { code: "x", message } }, 400);')).toBe(1);
    expect(server("const s = ERROR_STATUS[code];")).toBe(1);
    expect(server("// the old HttpError(404) answered here\n/* new HttpError(404, …) */")).toBe(0);
    const web = (source: string) => offences(source, WEB_RULES).length;
    expect(web("if (/insufficient credits/i.test(message)) return 1;")).toBe(1);
    expect(web("if (/rate limit/.test(error.message)) return 1;")).toBe(1);
    expect(web('if (error.message.includes("credits")) return 1;')).toBe(1);
    expect(web('if (message === "Payment required") return 1;')).toBe(1);
    expect(web('if (error.code === "insufficient_credits") return 1;')).toBe(0);
    expect(web('return typeof value.error.message === "string";')).toBe(0);
  });
});
