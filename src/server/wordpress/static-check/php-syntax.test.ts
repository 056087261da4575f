import { describe, expect, it } from "vitest";
import { checkPhpFile } from "./php-file-check";

const checkPhpSyntax = (source: string) => checkPhpFile(source).syntax;

describe("[WORDPRESS][PHP_CHECK]", () => {
  it("accepts valid PHP 8 code, with HTML around it", () => {
    expect(checkPhpSyntax("<?php\n$f = fn( int $x ): int => $x * 2;\necho match ( $f( 2 ) ) { 4 => 'four', default => 'other' };\n")).toEqual({ ok: true });
    expect(checkPhpSyntax("<p>Hello</p>\n<?php echo 'x'; ?>\n<p>Bye</p>")).toEqual({ ok: true });
    expect(checkPhpSyntax("")).toEqual({ ok: true });
  });

  it("reports the first syntax error with its line", () => {
    const result = checkPhpSyntax("<?php\n$a = 1;\nfunction broken( {\n}\n");
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.line).toBe(3);
      expect(result.message).toMatch(/syntax error/i);
      expect(result.message).not.toMatch(/on line/);
    }
  });

  it("reports a missing semicolon and an unclosed block", () => {
    expect(checkPhpSyntax("<?php\necho 'a'\necho 'b';\n").ok).toBe(false);
    expect(checkPhpSyntax("<?php\nif ( true ) {\n").ok).toBe(false);
  });
});
