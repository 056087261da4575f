import { describe, expect, it } from "vitest";
import { EarlyChecks, pluginKey } from "./early-checks";
import type { GateReport, InstalledPlugin } from "./run-gate";

// The bookkeeping of early checks (decision 0088): which report a version's check may take, and the bound.

const plugin = (n: number, content = "<?php\n"): InstalledPlugin => ({ slug: `p${n}`, mainFile: `p${n}.php`, files: { [`p${n}.php`]: content } });
const report = (status: GateReport["status"] = "passed"): GateReport => ({ status, findings: [], wordpressVersion: "7.1.4", wordpressFallback: false, phpVersion: "8.3.0", timings: {} });

describe("[WORDPRESS][EARLY_CHECK] early checks kept for their versions", () => {
  it("names the same files alike, as text or bytes, and any other folder, main file, path or byte differently", () => {
    const text: InstalledPlugin = { slug: "a", mainFile: "a.php", files: { "a.php": "<?php\necho 'é';\n", "inc/b.php": "<?php\n" } };
    const bytes: InstalledPlugin = { ...text, files: { "inc/b.php": new TextEncoder().encode("<?php\n"), "a.php": new TextEncoder().encode("<?php\necho 'é';\n") } };
    expect(pluginKey(bytes)).toBe(pluginKey(text));
    expect(pluginKey({ ...text, slug: "b" })).not.toBe(pluginKey(text));
    expect(pluginKey({ ...text, mainFile: "inc/b.php" })).not.toBe(pluginKey(text));
    expect(pluginKey({ ...text, files: { "a.php": "<?php\necho 'é';\n", "inc/c.php": "<?php\n" } })).not.toBe(pluginKey(text));
    expect(pluginKey({ ...text, files: { ...text.files, "a.php": "<?php\necho 'e';\n" } })).not.toBe(pluginKey(text));
    // A file's bytes cannot run on into the next path.
    expect(pluginKey({ ...text, files: { x: "ab", y: "c" } })).not.toBe(pluginKey({ ...text, files: { x: "a", y: "bc" } }));
  });

  it("gives a started report once, to a check of the same files, and runs the same files only once", async () => {
    const early = new EarlyChecks(8, 60_000);
    let runs = 0;
    const made = report();
    const run = () => {
      runs++;
      return Promise.resolve(made);
    };
    expect(early.start(plugin(1), run)).toBe(true);
    expect(early.start(plugin(1), run)).toBe(true);
    expect(runs).toBe(1);
    expect(early.take(plugin(2))).toBeNull();
    expect(await early.take(plugin(1))).toBe(made);
    expect(early.take(plugin(1))).toBeNull();
    expect(early.counts).toEqual({ started: 1, taken: 1 });
  });

  it(`keeps at most its bound: one more is refused and not run`, () => {
    const early = new EarlyChecks(3, 60_000);
    let runs = 0;
    const run = () => {
      runs++;
      return new Promise<GateReport>(() => {});
    };
    for (let n = 0; n < 3; n++) expect(early.start(plugin(n), run)).toBe(true);
    expect(early.start(plugin(3), run)).toBe(false);
    expect(runs).toBe(3);
    expect(early.size).toBe(3);
  });

  it("forgets one its version never took, so that room comes back", () => {
    let now = 1_000;
    const early = new EarlyChecks(1, 5_000, () => now);
    expect(early.start(plugin(1), () => Promise.resolve(report()))).toBe(true);
    expect(early.start(plugin(2), () => Promise.resolve(report()))).toBe(false);
    now += 5_001;
    expect(early.take(plugin(1))).toBeNull();
    expect(early.start(plugin(2), () => Promise.resolve(report()))).toBe(true);
    expect(early.size).toBe(1);
  });

  it("keeps a failure for the check that takes it, and leaves none unhandled when nobody does", async () => {
    const early = new EarlyChecks(2, 60_000);
    early.start(plugin(1), () => Promise.reject(new Error("worker lost")));
    early.start(plugin(2), () => Promise.reject(new Error("never taken")));
    await expect(early.take(plugin(1))).rejects.toThrow("worker lost");
  });
});
