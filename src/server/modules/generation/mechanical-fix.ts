import type { CheckFinding } from "../../../shared/schemas/plugins";
import { isMechanicallyFixable } from "../../../shared/mechanical-fixes";
import { phpFragment } from "../../wordpress/catalogue/fill-template";
import { checkPhpFile } from "../../wordpress/static-check/php-file-check";
import type { UnescapedEcho } from "../../wordpress/static-check/security-scan";
import { wordpressFile } from "../../wordpress/wordpress-files";

// 'Fix with AI' without a model (issue #34): the findings that have one exact edit are fixed by that edit,
// and only when the checks agree afterwards (the finding is gone, nothing new appears, the file still
// parses). Everything else is left as it was and said so.

export interface MechanicalFix {
  /** The files changed, whole. */
  files: Record<string, string>;
  /** The findings fixed, as 'file:line what' lines. */
  fixed: string[];
}

/** The statement the ABSPATH-guard fix inserts (wordpress/static-check/review/fixes/abspath-guard.php). */
const guard = () => phpFragment(wordpressFile("static-check/review/fixes/abspath-guard.php"));

/** The edits for the fixable findings among `findings`; files whose edit the checks do not confirm are left out. */
export function mechanicalFix(files: Record<string, string>, findings: readonly CheckFinding[]): MechanicalFix {
  const result: MechanicalFix = { files: {}, fixed: [] };
  const byFile = new Map<string, CheckFinding[]>();
  for (const finding of findings.filter(isMechanicallyFixable)) {
    if (finding.file && files[finding.file] !== undefined) byFile.set(finding.file, [...(byFile.get(finding.file) ?? []), finding]);
  }
  for (const [path, found] of byFile) {
    let source = files[path]!;
    const fixed: string[] = [];
    // Escapes first: they keep the line numbers the findings name; the guard adds lines.
    const escapes = found.filter((f) => f.rule === "wp.escape-output");
    if (escapes.length > 0) {
      const lines = new Set(escapes.map((f) => f.line));
      const echoes = checkPhpFile(source).unescaped.filter((echo) => lines.has(echo.line));
      for (const echo of echoes.sort((a, b) => b.line - a.line)) {
        const edited = escapeEcho(source, echo);
        if (edited && confirms(source, edited.source, "wp.escape-output")) {
          source = edited.source;
          fixed.push(`${path}:${echo.line} ${edited.escaper}( ${edited.printed} )`);
        }
      }
    }
    if (found.some((f) => f.rule === "wp.abspath-guard")) {
      const guarded = withGuard(source);
      if (guarded && confirms(source, guarded, "wp.abspath-guard")) {
        source = guarded;
        fixed.push(`${path} ${guard()}`);
      }
    }
    if (fixed.length > 0) {
      result.files[path] = source;
      result.fixed.push(...fixed.reverse());
    }
  }
  return result;
}

/** Whether the edit removed a finding of `rule`, added none of any rule, and kept the file parsing. */
function confirms(before: string, after: string, rule: string): boolean {
  const was = checkPhpFile(before);
  const now = checkPhpFile(after);
  if (!now.syntax.ok && was.syntax.ok) return false;
  const count = (list: readonly { rule: string }[], name: string) => list.filter((f) => f.rule === name).length;
  if (count(now.review, rule) >= count(was.review, rule)) return false;
  return now.review.every((f) => count(now.review, f.rule) <= count(was.review, f.rule));
}

/**
 * `defined( 'ABSPATH' ) || exit;` as the file's first statement: after its opening tag, the comments
 * (the plugin header), `declare(...)` and a `namespace X;` that must come before it. Null for a file
 * this cannot be done to exactly (no opening tag first, a braced namespace).
 */
export function withGuard(source: string): string | null {
  const open = /^<\?php\b/.exec(source);
  if (!open) return null;
  let at = open[0].length;
  const skip = [/^\s+/, /^\/\*[\s\S]*?\*\//, /^(?:\/\/|#(?!\[))[^\n]*/, /^declare\s*\([^)]*\)\s*;/, /^namespace\s+[\w\\]+\s*;/];
  for (let moved = true; moved; ) {
    moved = false;
    for (const pattern of skip) {
      const match = pattern.exec(source.slice(at));
      if (match && match[0].length > 0) {
        at += match[0].length;
        moved = true;
      }
    }
  }
  if (/^namespace\b/.test(source.slice(at))) return null;
  // Back to the end of what was skipped, so the guard sits one blank line below it.
  const head = source.slice(0, at).replace(/\s+$/, "");
  const rest = source.slice(head.length).replace(/^[ \t]*\n?/, "");
  return `${head}\n\n${guard()}\n${rest.startsWith("\n") ? "" : "\n"}${rest}`;
}

/** Constructs that print their argument as it is, so wrapping the argument is the exact fix. */
const PRINTERS = new Set(["echo", "<?=", "print"]);
/** An expression that is a superglobal's element as it came, e.g. `$_GET['q']`. */
const REQUEST_READ = /^\$_(?:GET|POST|REQUEST|COOKIE|SERVER)(?:\[[^\]]+\])+$/;

/**
 * `echo $x;` → `echo esc_html( $x );`, `esc_attr` inside an HTML attribute, `esc_url` inside href/src/action.
 * Only when the printed argument is the whole expression the scan named, on one line, and holds no HTML of
 * its own (escaping that would print the tags as text): otherwise null.
 */
export function escapeEcho(source: string, echo: UnescapedEcho): { source: string; escaper: string; printed: string } | null {
  if (!PRINTERS.has(echo.construct) || echo.expression.includes("\n")) return null;
  if (/[<>]/.test(echo.expression.replace(/->|=>/g, ""))) return null;
  const lines = source.split("\n");
  const line = lines[echo.line - 1];
  if (line === undefined) return null;
  const keyword = echo.construct === "<?=" ? "<?=" : echo.construct;
  for (let from = line.indexOf(echo.expression); from !== -1; from = line.indexOf(echo.expression, from + 1)) {
    const before = line.slice(0, from);
    const after = line.slice(from + echo.expression.length);
    if (!new RegExp(`(?:${escapeRegExp(keyword)}\\s*\\(?|,)\\s*$`).test(before) || !/^\s*\)?\s*(?:;|,|\?>|$)/.test(after)) continue;
    const escaper = escaperFor(before);
    // WordPress slashes the request superglobals: a value read straight from one is unslashed as it is printed.
    const value = REQUEST_READ.test(echo.expression) ? `wp_unslash( ${echo.expression} )` : echo.expression;
    lines[echo.line - 1] = `${before}${escaper}( ${value} )${after}`;
    return { source: lines.join("\n"), escaper, printed: value };
  }
  return null;
}

/** The escaper for what the HTML before the PHP tag opens: a URL attribute, another attribute, or text. */
function escaperFor(before: string): string {
  const html = /^(.*)<\?(?:php\b|=)/s.exec(before)?.[1] ?? "";
  if (/\b(?:href|src|action|formaction)\s*=\s*["']$/i.test(html)) return "esc_url";
  if (/=\s*["']$/.test(html)) return "esc_attr";
  return "esc_html";
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
