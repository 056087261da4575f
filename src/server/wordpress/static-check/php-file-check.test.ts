import { afterAll, describe, expect, it } from "vitest";
import { IMPORT_LIMITS, LIMITS } from "../../../shared/constants";
import { createPhpCheckPool } from "./php-check-pool";
import { checkPhpFile, checkPhpFileUncached, checkPhpFilesOffThread, scanForDangerousCode } from "./php-file-check";

const pool = createPhpCheckPool({ size: 2 });
afterAll(() => pool.close());

const php = (code: string) => `<?php\n${code}\n`;

describe("[WORDPRESS][PHP_FILE_CHECK]", () => {
  it("finds syntax, dangerous calls, unescaped output and the security review from one parse", () => {
    expect(checkPhpFile(php("exec( 'ls' );\necho $_GET['q'];\neval( $x );\nfunction get_data() {}"))).toEqual({
      syntax: { ok: true },
      dangerous: [
        { line: 2, pattern: "exec" },
        { line: 4, pattern: "eval" },
      ],
      unescaped: [{ line: 3, construct: "echo", expression: "$_GET['q']" }],
      review: [
        expect.objectContaining({ rule: "wp.abspath-guard", severity: "warning", line: 2 }),
        expect.objectContaining({ rule: "dangerous-function", severity: "error", line: 2 }),
        expect.objectContaining({ rule: "wp.escape-output", severity: "warning", line: 3 }),
        expect.objectContaining({ rule: "dangerous-function", severity: "error", line: 4 }),
      ],
      globals: [{ kind: "function", name: "get_data", line: 5 }],
      directRun: [{ kind: "call", line: 2, name: "exec" }],
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

  it("checks a big plugin's PHP files on the workers while this thread goes on with other work", async () => {
    // Room for the files of every import a process runs at once, so none is parsed twice.
    expect(LIMITS.phpCheckCacheEntries).toBeGreaterThanOrEqual(LIMITS.filesPerPlugin * IMPORT_LIMITS.concurrentPerProcess);
    // About 2 MB of PHP: most of a second of parsing.
    const files: Record<string, string> = {};
    for (let i = 0; i < 200; i++) files[`p/f${i}.php`] = php(`exec( 'x' );\n${`$slice_${i} = strtoupper( 'value' );\n`.repeat(300)}`);
    files["p/broken.php"] = "<?php\nfunction ( {\n";
    let turns = 0;
    let checking = true;
    const spin = () => {
      turns++;
      if (checking) setImmediate(spin);
    };
    setImmediate(spin);
    await checkPhpFilesOffThread(files, pool);
    checking = false;
    // This thread was free throughout: it went round its event loop many times while the workers parsed.
    expect(turns).toBeGreaterThan(20);
    expect(scanForDangerousCode(files)).toHaveLength(200);
    // The results remembered are the ones this thread would have found.
    expect(checkPhpFile(files["p/f7.php"]!)).toEqual(checkPhpFileUncached(files["p/f7.php"]!));
    expect(checkPhpFile(files["p/broken.php"]!).syntax).toMatchObject({ ok: false, line: 2 });
  });

  it("a worker that runs out of heap fails only its own check, and is replaced for the next", async () => {
    const small = createPhpCheckPool({ size: 1, heapMb: 16 });
    try {
      // Over a megabyte of PHP in one file: its syntax tree needs far more than 16 MB (the worker itself, loaded
      // from the sources through tsx, needs most of 8 MB).
      const big = php(`$values = array( ${"'item', ".repeat(150_000)} );`);
      await expect(small.check([big])).rejects.toThrow(/PHP check worker stopped/);
      const [ok] = await small.check([php("defined( 'ABSPATH' ) || exit;\necho esc_html( 'fine' );")]);
      expect(ok).toEqual({ syntax: { ok: true }, dangerous: [], unescaped: [], review: [], globals: [], directRun: [{ kind: "stops" }] });
    } finally {
      await small.close();
    }
  });
});
