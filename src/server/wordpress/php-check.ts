import { checkPhpFile } from "./php-file-check";

export type PhpSyntaxResult = { ok: true } | { ok: false; message: string; line: number };

/**
 * A fast PHP syntax check with php-parser (PHP 8 grammar), for every save and every generated file.
 * The PHP runtime's `php -l` remains the final word; this catches what a parser can see.
 */
export function checkPhpSyntax(source: string): PhpSyntaxResult {
  return checkPhpFile(source).syntax;
}
