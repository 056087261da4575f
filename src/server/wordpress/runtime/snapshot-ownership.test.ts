import { describe, expect, it } from "vitest";
import { prepareRuntime } from "./prepared-runtime";
import { startSite } from "./wordpress-site";

// A check's worker starts every check from one snapshot: a plugin that rewrites WordPress's files in its site
// must leave the snapshot, and so the next person's check, as it was. A preview's worker starts one site only,
// which takes the snapshot's bytes as its files instead of copying them (ownsSnapshot, decision 0082).

const VERSION_FILE = "/wordpress/wp-includes/version.php";
/** PHP overwriting the start of a core file in place (fopen r+), as a hostile plugin would. */
const OVERWRITE = `<?php $f = fopen( '${VERSION_FILE}', 'r+' ); fwrite( $f, '<?php die( "changed" );' ); fclose( $f );`;

describe("[WORDPRESS][SNAPSHOT] who may write into the snapshot", () => {
  it("a site started from a copy cannot change the snapshot for the next one; the site that owns it writes into it, with no copy", { timeout: 120_000 }, async () => {
    const { snapshot } = await prepareRuntime(null);
    const bytes = snapshot.entries.find(([path]) => path === VERSION_FILE)?.[1];
    if (!bytes) throw new Error(`${VERSION_FILE} is not in the snapshot`);
    const original = Buffer.from(bytes).toString();

    const first = await startSite(snapshot);
    expect((await first.php.run({ code: OVERWRITE })).exitCode).toBe(0);
    expect(first.php.readFileAsText(VERSION_FILE)).toMatch(/^<\?php die\( "changed" \);/);
    first.dispose();
    expect(Buffer.from(bytes).toString()).toBe(original);
    const next = await startSite(snapshot);
    expect(next.php.readFileAsText(VERSION_FILE)).toBe(original);
    next.dispose();

    const owner = await startSite(snapshot, undefined, undefined, { ownsSnapshot: true });
    expect(owner.php.readFileAsText(VERSION_FILE)).toBe(original);
    expect((await owner.php.run({ code: OVERWRITE })).exitCode).toBe(0);
    expect(Buffer.from(bytes).toString()).toMatch(/^<\?php die\( "changed" \);/);
    owner.dispose();
  });
});
