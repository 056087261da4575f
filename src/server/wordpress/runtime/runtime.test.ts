import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateBlueprint } from "../blueprint/generate-blueprint";
import { pluginFolder } from "../plugin-zip";
import type { InstalledPlugin } from "./run-gate";
import { createRuntimePool, RuntimeTimeoutError, RuntimeUnavailableError } from "./runtime-pool";
import { sharedSnapshotBytes } from "./shared-snapshot";
import { loadSnapshotFile, snapshotFileName } from "./snapshot-file";

// The WordPress runtime itself (issue #14), without a database: what the offline generator writes runs
// clean in a real WordPress, and a plugin that never stops costs its check and not the runtime.

/** The builder's three example prompts as shipped (read from the web's strings: server code may not import them). */
const examples = (JSON.parse(readFileSync(new URL("../../../web/locales/en.app.json", import.meta.url), "utf8")) as {
  builder: { chat: { examples: Record<string, { prompt: string }> } };
}).builder.chat.examples;

/** The three example prompts, as a person clicks them, and twenty descriptions people write that it can build. */
const DESCRIPTIONS = [
  ...Object.values(examples).map((example) => example.prompt),
  "A FAQ accordion I can add to pages with a shortcode",
  "Show testimonials from customers in a slider on the home page",
  "Put the site in maintenance mode for visitors while admins keep working",
  "A sidebar widget that lists the latest posts",
  "A REST API endpoint that returns the latest posts as JSON",
  "A custom post type for events with a date and a location",
  "A newsletter signup form that stores e-mail addresses",
  "Social share buttons for posts",
  "A cookie consent notice at the bottom of the site",
  "A Gutenberg block that highlights a call to action",
  "A settings page to change the colour of the site's links",
  "A lead magnet that e-mails a download link for my free PDF",
  "A simple contact form that e-mails me",
  "Show a dismissible notice in the admin dashboard for editors",
  "A shortcode that shows the current year for the footer copyright",
  "A team members page with names, photos and roles",
  "A booking form for my salon with time slots",
  "Track how many times each post was viewed",
  "Restrict content to logged-in members",
  "A store opening hours widget",
];

function generated(description: string): InstalledPlugin {
  const reply = generateBlueprint({ pluginName: "New WordPress Plugin", files: {}, history: [], message: description, images: [], viewMode: "backend", author: "Tester" });
  const folder = pluginFolder(reply.files, "New WordPress Plugin");
  return { slug: folder.slug, mainFile: folder.mainFile!, files: Object.fromEntries(folder.entries.map((entry) => [entry.path, entry.data])) };
}

/** A plugin whose activation never ends. */
const foreverPlugin = (slug: string): InstalledPlugin => ({
  slug,
  mainFile: `${slug}.php`,
  files: { [`${slug}.php`]: "<?php\n/**\n * Plugin Name: Forever\n */\nregister_activation_hook( __FILE__, function () {\n\twhile ( true ) {\n\t}\n} );\n" },
});

/** One folder of saved snapshots for the file: the first worker installs WordPress and saves it there. */
const snapshotDir = mkdtempSync(join(tmpdir(), "plugsmith-runtime-"));
afterAll(() => rmSync(snapshotDir, { recursive: true, force: true }));

describe("[WORDPRESS][RUNTIME] the offline generator's plugins in a real WordPress", () => {
  const pool = createRuntimePool({ size: 1, heapMb: 512, timeoutMs: 60_000, maxQueued: 50, snapshotDir });
  afterAll(() => pool.close());

  it(`activates, serves and uninstalls all ${DESCRIPTIONS.length} without a single PHP error, warning, notice or deprecation`, { timeout: 300_000 }, async () => {
    expect(DESCRIPTIONS.length).toBe(23);
    const results: Array<{ description: string; status: string; findings: unknown[] }> = [];
    for (const description of DESCRIPTIONS) {
      const report = await pool.check(generated(description));
      results.push({ description, status: report.status, findings: report.findings });
      expect(report.wordpressVersion).toMatch(/^6\.5\./);
      // No release written beside the snapshot: the bundled 6.5, and the report says it is the offline fallback.
      expect(report.wordpressFallback).toBe(true);
    }
    expect(results.filter((r) => r.findings.length > 0)).toEqual([]);
    expect(results.every((r) => r.status === "passed")).toBe(true);
  });
});

describe("[WORDPRESS][RUNTIME] the installed site kept on disk", () => {
  it("is saved by the first worker and started from by the next, which does not install again; a torn file is made again", { timeout: 180_000 }, async () => {
    const file = join(snapshotDir, snapshotFileName());
    // The suite above made it (its first check installed WordPress).
    const saved = loadSnapshotFile(snapshotDir);
    expect(saved?.baseline.wordpressVersion).toMatch(/^6\.5\./);
    expect(saved!.snapshot.entries.length).toBeGreaterThan(1000);
    const made = statSync(file).mtimeMs;
    // The worker that installed it went on with the file's bytes and offered them: the pool hands them to the next
    // workers, and the process holds one copy of the snapshot, not the installed one beside the file's.
    expect(sharedSnapshotBytes()).toMatchObject({ path: file, mtimeMs: made });
    const next = createRuntimePool({ size: 1, heapMb: 512, timeoutMs: 60_000, maxQueued: 5, snapshotDir });
    try {
      expect((await next.check(generated("A shortcode that shows the current year for the footer copyright"))).status).toBe("passed");
    } finally {
      await next.close();
    }
    expect(statSync(file).mtimeMs).toBe(made);

    writeFileSync(file, readFileSync(file).subarray(0, 1000));
    const repaired = createRuntimePool({ size: 1, heapMb: 512, timeoutMs: 60_000, maxQueued: 5, snapshotDir });
    try {
      expect((await repaired.check(generated("A shortcode that shows the current year for the footer copyright"))).status).toBe("passed");
    } finally {
      await repaired.close();
    }
    expect(loadSnapshotFile(snapshotDir)?.snapshot.entries.length).toBe(saved!.snapshot.entries.length);
  });
});

describe("[WORDPRESS][RUNTIME] a plugin that never stops", () => {
  const pool = createRuntimePool({ size: 1, heapMb: 512, timeoutMs: 20_000, maxQueued: 5, snapshotDir });
  afterAll(() => pool.close());

  it("is stopped at the time limit with its instance, and the next check runs on a new one", { timeout: 180_000 }, async () => {
    const looping = foreverPlugin("forever");
    // The first check also waits for the worker's WordPress install: warm it up on a plugin that ends.
    expect((await pool.check(generated("A shortcode that shows the current year for the footer copyright"))).status).toBe("passed");
    await expect(pool.check(looping)).rejects.toBeInstanceOf(RuntimeTimeoutError);
    const after = await pool.check(generated("A sidebar widget that lists the latest posts"));
    expect(after.status).toBe("passed");
  });
});

describe("[WORDPRESS][RUNTIME] a worker still installing WordPress", () => {
  // The check's time limit starts when the worker has WordPress ready (a full release installs in a minute on a
  // loaded machine, which is not the plugin's doing); the install has a limit of its own, and running past it is
  // the runtime's failure, retried by the job, never a finding against the plugin.
  it("is timed by the start limit, not the check's, and failing it is the runtime's failure", { timeout: 120_000 }, async () => {
    const slow = createRuntimePool({ size: 1, heapMb: 512, timeoutMs: 60_000, workerStartTimeoutMs: 200, maxQueued: 5, snapshotDir: null });
    try {
      await expect(slow.check(generated("A sidebar widget that lists the latest posts"))).rejects.toThrow(RuntimeUnavailableError);
      await expect(slow.check(generated("A sidebar widget that lists the latest posts"))).rejects.toThrow(/WordPress runtime did not start/);
    } finally {
      await slow.close();
    }
  });
});

describe("[WORDPRESS][RUNTIME] a check started early, and the site started ahead", () => {
  // Issue #35 item 3, decision 0088: a turn starts its version's check while its reply still streams (checkEarly),
  // and the version's check takes that report; with spareSite (off on a server, decision 0090), between checks a worker
  // holds the next check's site, started ahead.
  const pool = createRuntimePool({ size: 1, heapMb: 512, timeoutMs: 60_000, maxQueued: 5, snapshotDir, spareSite: true });
  afterAll(() => pool.close());
  const shortcode = () => generated("A shortcode that shows the current year for the footer copyright");

  it("gives the version's check the early check's report of the same files, once; other files are checked anew", { timeout: 180_000 }, async () => {
    const widget = generated("A sidebar widget that lists the latest posts");
    expect(pool.checkEarly(widget)).toBe(true);
    // The same files as the version's job reads them back: equal bytes, other objects.
    const again = generated("A sidebar widget that lists the latest posts");
    const early = await pool.check(again);
    expect(early.status).toBe("passed");
    expect(pool.earlyChecks).toEqual({ started: 1, taken: 1 });
    // Taken once: the next check of the same files runs, and so does a check of other files.
    const next = await pool.check(again);
    expect(next).not.toBe(early);
    expect(next.findings).toEqual(early.findings);
    expect(pool.checkEarly(widget)).toBe(true);
    expect((await pool.check(shortcode())).status).toBe("passed");
    expect(pool.earlyChecks).toEqual({ started: 2, taken: 1 });
    // The report object itself: the second check of the early files takes the one the early check made.
    const taken = pool.check(widget);
    expect(pool.earlyChecks).toEqual({ started: 2, taken: 2 });
    expect((await taken).status).toBe("passed");
  });

  it("is refused while a check waits in the queue: an early check never goes ahead of one", { timeout: 180_000 }, async () => {
    const running = pool.check(shortcode());
    const waiting = pool.check(generated("A store opening hours widget"));
    expect(pool.checkEarly(generated("A cookie consent notice at the bottom of the site"))).toBe(false);
    await Promise.all([running, waiting]);
    expect(pool.checkEarly(generated("A cookie consent notice at the bottom of the site"))).toBe(true);
  });

  it("runs a check on an idle worker in the site it started ahead: no time goes to starting WordPress", { timeout: 180_000 }, async () => {
    await pool.check(shortcode());
    // The worker starts the next site once it has answered (well under a second); a turn's check comes seconds later.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const report = await pool.check(generated("A FAQ accordion I can add to pages with a shortcode"));
    expect(report.status).toBe("passed");
    // A site started on the spot takes 100-400 ms here.
    expect(report.timings.start).toBeLessThan(50);
  });
});

describe("[WORDPRESS][RUNTIME] a site prepared while a turn's reply streams", () => {
  // Decision 0091: a turn asks for its check's site when it starts (prepareSite); the worker keeps it only until
  // a check takes it or the turn releases it, never between turns (a kept site broke issue #35's memory bar).
  const pool = createRuntimePool({ size: 1, heapMb: 512, timeoutMs: 60_000, maxQueued: 5, snapshotDir });
  afterAll(() => pool.close());
  const plugin = () => generated("A shortcode that shows the current year for the footer copyright");
  const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // A site started on the spot takes 100-400 ms here; one started ahead, none.
  const STARTED_AHEAD_MS = 50;

  it("is taken by the next check, which spends no time starting WordPress; the worker then keeps no site", { timeout: 180_000 }, async () => {
    expect((await pool.check(plugin())).status).toBe("passed");
    const release = pool.prepareSite();
    // A turn's files are written seconds after it starts.
    await idle(4_000);
    const ahead = await pool.check(plugin());
    expect(ahead.status).toBe("passed");
    expect(ahead.timings.start).toBeLessThan(STARTED_AHEAD_MS);
    release();
    expect({ ...pool.preparedSites }).toEqual({ prepared: 1, taken: 1, dropped: 0 });

    await idle(4_000);
    const after = await pool.check(plugin());
    expect(after.timings.start).toBeGreaterThanOrEqual(STARTED_AHEAD_MS);
  });

  it("is dropped when the turn releases it untaken, and is one per worker", { timeout: 180_000 }, async () => {
    const before = { ...pool.preparedSites };
    const release = pool.prepareSite();
    // The one worker holds a site already: a second turn's call prepares nothing, and its release drops nothing.
    const second = pool.prepareSite();
    expect(pool.preparedSites.prepared).toBe(before.prepared + 1);
    await idle(4_000);
    second();
    release();
    release();
    expect({ ...pool.preparedSites }).toEqual({ prepared: before.prepared + 1, taken: before.taken, dropped: before.dropped + 1 });
    const next = await pool.check(plugin());
    expect(next.timings.start).toBeGreaterThanOrEqual(STARTED_AHEAD_MS);
  });

  it("is left to the main check: a PHP matrix row runs beside it and the check still takes it", { timeout: 180_000 }, async () => {
    const release = pool.prepareSite();
    await idle(4_000);
    expect((await pool.checkOnPhp(plugin(), "8.3", 60_000)).status).toBe("passed");
    const check = await pool.check(plugin());
    expect(check.timings.start).toBeLessThan(STARTED_AHEAD_MS);
    release();
  });
});

describe("[WORDPRESS][RUNTIME] background work waits while a person waits for a check", () => {
  it("starts no PHP matrix row while a hold lasts, checks go first, and the row runs once it is released", { timeout: 180_000 }, async () => {
    const pool = createRuntimePool({ size: 1, heapMb: 512, timeoutMs: 60_000, maxQueued: 5, snapshotDir });
    try {
      const plugin = generated("A shortcode that shows the current year for the footer copyright");
      expect((await pool.check(plugin)).status).toBe("passed");
      const release = pool.holdBackground();
      let rowDone = false;
      const row = pool.checkOnPhp(plugin, "8.3", 60_000).then((step) => ((rowDone = true), step));
      // Held rows are not checks that wait: an early check still starts, and runs before the row.
      expect(pool.checkEarly(generated("A sidebar widget that lists the latest posts"))).toBe(true);
      expect((await pool.check(generated("A sidebar widget that lists the latest posts"))).status).toBe("passed");
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(rowDone).toBe(false);
      release();
      release();
      expect((await row).status).toBe("passed");
    } finally {
      await pool.close();
    }
  });

  it("runs a held row once it has waited its longest, hold or not", { timeout: 180_000 }, async () => {
    const pool = createRuntimePool({ size: 1, heapMb: 512, timeoutMs: 60_000, maxQueued: 5, snapshotDir, backgroundHoldMs: 1_500 });
    try {
      const plugin = generated("A shortcode that shows the current year for the footer copyright");
      expect((await pool.check(plugin)).status).toBe("passed");
      pool.holdBackground();
      const asked = performance.now();
      expect((await pool.checkOnPhp(plugin, "8.3", 60_000)).status).toBe("passed");
      expect(performance.now() - asked).toBeGreaterThanOrEqual(1_400);
    } finally {
      await pool.close();
    }
  });
});

describe("[WORDPRESS][RUNTIME] an early check of a plugin that never stops", () => {
  const pool = createRuntimePool({ size: 1, heapMb: 512, timeoutMs: 5_000, maxQueued: 5, snapshotDir });
  afterAll(() => pool.close());

  it("is the version's result: its check reports the time-out without running the plugin a second time", { timeout: 180_000 }, async () => {
    const looping = foreverPlugin("forever-early");
    expect((await pool.check(generated("A shortcode that shows the current year for the footer copyright"))).status).toBe("passed");
    expect(pool.checkEarly(looping)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    // The early check has run out of time already: its result comes at once, not after another 5 s.
    const asked = performance.now();
    await expect(pool.check({ ...looping, files: { ...looping.files } })).rejects.toBeInstanceOf(RuntimeTimeoutError);
    expect(performance.now() - asked).toBeLessThan(1_000);
    expect(pool.earlyChecks).toEqual({ started: 1, taken: 1 });
  });
});
