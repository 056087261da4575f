import { PhpParseError, parsePhp } from "./php-ast";

export type PhpSyntaxResult = { ok: true } | { ok: false; message: string; line: number };

/**
 * A fast PHP syntax check with php-parser (PHP 8 grammar), for every save and every generated file.
 * The PHP runtime's `php -l` remains the final word; this catches what a parser can see.
 */
export function checkPhpSyntax(source: string, path: string): PhpSyntaxResult {
  try {
    parsePhp(source, path);
    return { ok: true };
  } catch (error) {
    if (error instanceof PhpParseError) return { ok: false, message: error.message, line: error.line };
    return { ok: false, message: error instanceof Error ? error.message : String(error), line: 1 };
  }
}
