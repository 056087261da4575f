import { describe, expect, it } from "vitest";
import { IMPORT_LIMITS, LIMITS } from "../../shared/constants";
import { checkPhpFile, checkPhpFilesInSlices, scanForDangerousCode } from "./php-file-check";

const php = (code: string) => `<?php\n${code}\n`;

describe("[WORDPRESS][PHP_FILE_CHECK]", () => {
  it("finds syntax, dangerous calls and unescaped output from one parse", () => {
    expect(checkPhpFile(php("exec( 'ls' );\necho $_GET['q'];\neval( $x );"))).toEqual({
      syntax: { ok: true },
      dangerous: [
        { line: 2, pattern: "exec" },
        { line: 4, pattern: "eval" },
      ],
      unescaped: [{ line: 3, construct: "echo", expression: "$_GET['q']" }],
    });
    const broken = checkPhpFile("<?php\nfunction ( {\nexec( 'ls' );\necho $_GET['q'];\n");
    expect(broken.syntax).toMatchObject({ ok: false, line: 2 });
    expect(broken.dangerous).toEqual([{ line: 3, pattern: "exec" }]);
    expect(broken.unescaped).toEqual([{ line: 4, construct: "echo", expression: "$_GET['q']" }]);
  });

  it("answers a file it has seen from memory, and forgets the oldest past its bound", () => {
    const first = php("// the oldest");
    const remembered = checkPhpFile(first);
    expect(checkPhpFile(first)).toBe(remembered);
    // Another plugin's copy of the same content shares the result: it depends on the content alone.
    expect(scanForDangerousCode({ "a/a.php": php("system( 'x' );"), "b/b.php": php("system( 'x' );") })).toEqual([
      { path: "a/a.php", line: 2, pattern: "system" },
      { path: "b/b.php", line: 2, pattern: "system" },
    ]);

    for (let i = 0; i < LIMITS.phpCheckCacheEntries; i++) checkPhpFile(php(`$n = ${i};`));
    const again = checkPhpFile(first);
    expect(again).not.toBe(remembered);
    expect(again).toEqual(remembered);
  });

  it("checks a big plugin's PHP files in slices, letting other work in between", async () => {
    // Room for the files of every import a process runs at once, so none is parsed twice.
    expect(LIMITS.phpCheckCacheEntries).toBeGreaterThanOrEqual(LIMITS.filesPerPlugin * IMPORT_LIMITS.concurrentPerProcess);
    // About 2 MB of PHP: far more than one slice of parsing on any machine.
    const files: Record<string, string> = {};
    for (let i = 0; i < 200; i++) files[`p/f${i}.php`] = php(`exec( 'x' );\n${`$slice_${i} = strtoupper( 'value' );\n`.repeat(300)}`);
    let otherWorkRan = false;
    setImmediate(() => (otherWorkRan = true));
    const checking = checkPhpFilesInSlices(files);
    expect(otherWorkRan).toBe(false);
    await checking;
    expect(otherWorkRan).toBe(true);
    expect(scanForDangerousCode(files)).toHaveLength(200);
  });
});
