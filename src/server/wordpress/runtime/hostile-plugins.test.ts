import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PREVIEW_LIMITS } from "../../../shared/constants";
import { createPreviewPool } from "../preview-sites/preview-pool";
import type { InstalledPlugin } from "./run-gate";
import { createRuntimePool, RuntimeTimeoutError } from "./runtime-pool";
import { sharedSnapshotBytes } from "./shared-snapshot";
import { type CountingListener, startCountingListener } from "../../../../tests/support/counting-listener";

// The hostile-plugin corpus (issue #30, decision 0054): real plugins in tests/fixtures/hostile-plugins that
// try every way out of the sandbox, run through both places strangers' PHP runs: the WordPress check of a
// version (runtime-pool.ts) and the live preview (preview-pool.ts). A TCP listener on 127.0.0.1 counts what
// reaches it; a folder on the host holds a secret, which is also in the process's environment.

const FIXTURES = new URL("../../../../tests/fixtures/hostile-plugins/", import.meta.url);
const CANARY = `canary-${randomBytes(12).toString("hex")}`;
const hostDir = mkdtempSync(join(tmpdir(), "plugsmith-hostile-"));
const snapshotDir = mkdtempSync(join(tmpdir(), "plugsmith-hostile-snapshot-"));
writeFileSync(join(hostDir, "secret.txt"), CANARY);
// Worker threads take a copy of the environment when they start: set before any pool starts one.
vi.stubEnv("PLUGSMITH_CANARY", CANARY);

let listener: CountingListener;

beforeAll(async () => {
  listener = await startCountingListener();
});
afterAll(async () => {
  await listener.close();
  rmSync(hostDir, { recursive: true, force: true });
  rmSync(snapshotDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

/** A fixture plugin with its placeholders filled in. */
function hostile(slug: string): InstalledPlugin {
  const dir = new URL(`${slug}/`, FIXTURES);
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    files[name] = readFileSync(new URL(name, dir), "utf8")
      .replaceAll("__LISTENER_PORT__", String(listener.port))
      .replaceAll("__HOST_DIR__", hostDir)
      .replaceAll("__CANARY__", CANARY)
      .replaceAll("__SOURCE_FILE__", new URL("../../../../package.json", import.meta.url).pathname);
  }
  return { slug, mainFile: `${slug}.php`, files };
}

/** A well-behaved plugin that asks another site for something, as WordPress recommends, on every page. */
const safeRemote: InstalledPlugin = {
  slug: "safe-remote",
  mainFile: "safe-remote.php",
  files: {
    "safe-remote.php":
      "<?php\n/**\n * Plugin Name: Safe Remote\n */\ndefined( 'ABSPATH' ) || exit;\n" +
      "add_action( 'init', function () { $answer = wp_safe_remote_get( 'http://plugsmith-probe.example.com/', array( 'timeout' => 2 ) ); update_option( 'safe_remote_answer', is_wp_error( $answer ) ? $answer->get_error_message() : 'answered' ); } );\n",
  },
};

/** hostile-core-write's page without its write: what another person's preview reads of the same core file. */
const coreReader = readFileSync(new URL("hostile-core-write/hostile-core-write.php", FIXTURES), "utf8").replace("register_activation_hook( __FILE__, 'hostile_core_write' );", "");

/** hostile-bytecode's page without its write: what another person's preview reads of the same bytecode. */
const bytecodeReader = readFileSync(new URL("hostile-bytecode/hostile-bytecode.php", FIXTURES), "utf8").replace("register_activation_hook( __FILE__, 'hostile_bytecode_write' );", "");

/** Warns, a finding of the check, when a WordPress file reads as hostile-core-write left it in its own site. */
const coreWriteSeen =
  "<?php\n/**\n * Plugin Name: Core Reader\n */\ndefined( 'ABSPATH' ) || exit;\n" +
  "add_action( 'admin_init', function () { if ( str_starts_with( (string) file_get_contents( ABSPATH . 'wp-includes/rss.php' ), 'HACKED' ) ) { trigger_error( 'Another check wrote this site', E_USER_WARNING ); } } );\n";

const clean: InstalledPlugin = {
  slug: "clean-after",
  mainFile: "clean-after.php",
  files: { "clean-after.php": "<?php\n/**\n * Plugin Name: Clean After\n */\ndefined( 'ABSPATH' ) || exit;\nadd_shortcode( 'clean_after', function () { return 'clean'; } );\n" },
};

/** True when something listens on 127.0.0.1:`at` (a plugin's stream_socket_server must not have opened it). */
function listening(at: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(at, "127.0.0.1", () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/** The results a probe printed on its admin page. */
function results(html: string): Record<string, string> {
  const match = /<pre id="hostile-results">([^<]*)<\/pre>/.exec(html);
  if (!match) throw new Error(`no results on the page: ${html.slice(0, 300)}`);
  return JSON.parse(match[1]!.replaceAll("&quot;", '"').replaceAll("&#039;", "'").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&")) as Record<string, string>;
}

/** What the host folder holds besides the secret: a write or a process of the plugin's would show here. */
const hostLeftovers = () => readdirSync(hostDir).filter((name) => name !== "secret.txt");

describe("[SANDBOX][CHECK] hostile plugins in the WordPress check", () => {
  // A first check on a new data folder installs WordPress: minutes on a loaded 2-core machine, at worst.
  const pool = createRuntimePool({ size: 1, heapMb: 512, timeoutMs: 180_000, maxQueued: 10, snapshotDir });
  afterAll(() => pool.close());

  it("the network probe reaches nothing from activation, init or its admin page, and the check still runs", { timeout: 180_000 }, async () => {
    const report = await pool.check(hostile("hostile-network"));
    expect(report.wordpressVersion).toMatch(/^\d+\.\d+/);
    expect(listener.reached).toEqual([]);
    expect(await listening(listener.port + 1)).toBe(false);
  });

  // The PHP matrix runs strangers' code on PHP 7.4 too, where Playground's own mysqli_* stubs keep those
  // functions out of disable_functions (php-sandbox.ts, disabledFunctions): both network walls still hold.
  it("on PHP 7.4 (the PHP matrix) the network probe is activated and reaches nothing", { timeout: 180_000 }, async () => {
    const step = await pool.checkOnPhp(hostile("hostile-network"), "7.4", 120_000);
    expect(step.phpRelease).toMatch(/^7\.4\./);
    // It ran: its first try's warning (allow_url_fopen is off) is the step's first finding, on activation.
    expect(step.message).toMatch(/^PHP 7\.4 warning on activation: file_get_contents\(\)/);
    expect(listener.reached).toEqual([]);
    expect(await listening(listener.port + 1)).toBe(false);
  });

  it("a plugin that calls wp_safe_remote_get() on every page gets WordPress's WP_Error, not a fatal error: it passes", { timeout: 120_000 }, async () => {
    // A disabled gethostbyname() made every wp_safe_remote_*() a fatal "Call to undefined function" on PHP 8.
    const report = await pool.check(safeRemote);
    expect(report.findings).toEqual([]);
    expect(report.status).toBe("passed");
    expect(listener.reached).toEqual([]);
  });

  it("the host probe reads nothing of the host, writes nothing on it and starts no process", { timeout: 120_000 }, async () => {
    const report = await pool.check(hostile("hostile-host"));
    expect(JSON.stringify(report)).not.toContain(CANARY);
    expect(hostLeftovers()).toEqual([]);
  });

  it("a loop, a memory bomb and endless recursion each cost their own check only; the next plugin is checked as usual", { timeout: 600_000 }, async () => {
    // The loop gets a pool of its own with a shorter limit, warmed up first so the limit measures the plugin
    // (a warm check takes 2-8 s, more on a loaded machine). 20 s as in runtime.test's time-limit test: every second
    // of the limit is a core the loop burns while the other test files wait for it.
    const short = createRuntimePool({ size: 1, heapMb: 512, timeoutMs: 20_000, maxQueued: 10, snapshotDir });
    try {
      await short.check(clean);
      await expect(short.check(hostile("hostile-loop"))).rejects.toBeInstanceOf(RuntimeTimeoutError);
      expect((await short.check(clean)).status).toBe("passed");
    } finally {
      await short.close();
    }

    const memory = await pool.check(hostile("hostile-memory"));
    expect(memory.status).toBe("failed");
    expect(memory.findings.some((f) => f.file === "hostile-memory.php" && /memory/i.test(f.message))).toBe(true);

    const recursion = await pool.check(hostile("hostile-recursion"));
    expect(recursion.status).toBe("failed");

    const after = await pool.check(clean);
    expect(after.status).toBe("passed");
  });

  it("a plugin that overwrites a WordPress file changes its own check only: the next check, in the site its worker started ahead meanwhile, reads the file as it was", { timeout: 180_000 }, async () => {
    // With spareSite, between checks a worker holds the next check's site, started from the same shared snapshot
    // (decisions 0088, 0090): the one place a site outlives a check, so the wall is proven there.
    const ahead = createRuntimePool({ size: 1, heapMb: 512, timeoutMs: 180_000, maxQueued: 10, snapshotDir, spareSite: true });
    try {
      const hacked = await ahead.check(hostile("hostile-core-write"));
      expect(hacked.status).toBe("passed");
      // Its next site takes well under a second to start here; a loaded machine gets the time it needs.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      const reader = await ahead.check({ slug: "core-reader", mainFile: "core-reader.php", files: { "core-reader.php": coreWriteSeen } });
      // Started ahead: it never saw the hacked site, which was thrown away.
      expect(reader.timings.start).toBeLessThan(50);
      expect(reader.findings).toEqual([]);
    } finally {
      await ahead.close();
    }
  });

  it("a gigabyte echoed on an admin page fails the check, cut at 32 MB, and the next plugin is checked as usual", { timeout: 180_000 }, async () => {
    const before = process.memoryUsage().rss;
    const report = await pool.check(hostile("hostile-echo"));
    expect(report.status).toBe("failed");
    expect(report.findings.map((f) => f.rule)).toContain("wp.page-too-large");
    // Uncut, the gigabyte crossed into this process: +3.3 GB resident in one measurement.
    expect(process.memoryUsage().rss - before).toBeLessThan(400 * 1024 * 1024);
    expect((await pool.check(clean)).status).toBe("passed");
  });
});

describe("[SANDBOX][PREVIEW] hostile plugins in the live preview", () => {
  // The heap a preview's worker has on a server, so that a gigabyte echoed is cut within it.
  const pool = createPreviewPool({ heapMb: PREVIEW_LIMITS.workerHeapMb, timeoutMs: 60_000, openTimeoutMs: 120_000, snapshotDir, previewBase: "http://127.0.0.1:9/preview/" });
  afterAll(() => pool.shutdown());

  const get = async (previewId: string, path: string) => {
    const answer = await pool.request(previewId, { method: "GET", path, headers: {}, body: null });
    return { status: answer.status, html: new TextDecoder().decode(answer.body) };
  };

  it("the network probe reaches nothing from activation, from init on every page or from its admin page", { timeout: 180_000 }, async () => {
    const opened = await pool.open(hostile("hostile-network"));
    const admin = await get(opened.previewId, "/wp-admin/admin.php?page=hostile-network");
    expect(admin.status).toBe(200);
    const tried = results(admin.html);
    expect(Object.keys(tried)).toHaveLength(23);
    for (const [name, outcome] of Object.entries(tried)) expect(outcome, name).not.toMatch(/^opened/);
    // Names resolve from php-wasm's own made-up table, nothing asked of a DNS server (decision 0083), and
    // WordPress answers with an error of its own (a private address, or WP_HTTP_BLOCK_EXTERNAL), not a fatal one.
    expect(tried.gethostbyname).toMatch(/^'172\.29\.\d+\.\d+'/);
    expect(tried.wp_safe_remote_get).toMatch(/^WP_Error: (A valid URL was not provided|User has blocked requests through HTTP)\./);
    // WordPress's own wp_safe_remote_get(): the dashboard's news widget (a fatal error, 500, before).
    const widget = await get(opened.previewId, "/wp-admin/admin-ajax.php?action=dashboard-widgets&widget=dashboard_primary&pagenow=dashboard");
    expect(widget.status).toBe(200);
    expect((await get(opened.previewId, "/")).status).toBe(200);
    expect(listener.reached).toEqual([]);
    expect(await listening(listener.port + 1)).toBe(false);
    await pool.close(opened.previewId);
  });

  it("the host probe's page shows nothing of the host, and nothing was written or started on it", { timeout: 180_000 }, async () => {
    const opened = await pool.open(hostile("hostile-host"));
    const admin = await get(opened.previewId, "/wp-admin/admin.php?page=hostile-host");
    expect(admin.status).toBe(200);
    const tried = results(admin.html);
    expect(tried.getenv_canary).toBe("false");
    expect(admin.html).not.toContain(CANARY);
    expect(admin.html).not.toContain("root:x:0:0");
    expect(admin.html).not.toContain('"name": "plugsmith"');
    expect(hostLeftovers()).toEqual([]);
    await pool.close(opened.previewId);
  });

  it("a plugin that overwrites a WordPress file changes its own site only: the next person's preview, from the same shared bytes, reads it as it was", { timeout: 180_000 }, async () => {
    // Every site's files are views of one snapshot in shared memory (decision 0084); the pool hands the bytes the
    // first worker read to every worker after it, so both previews read the same memory until one writes.
    const hacked = await pool.open(hostile("hostile-core-write"));
    const own = results((await get(hacked.previewId, "/wp-admin/admin.php?page=hostile-core-write")).html);
    expect(own.head).toMatch(/^HACKED-BY-PLUGIN!/);
    // The bytes the pool hands its workers are this folder's snapshot (read by a worker of an earlier test).
    expect(sharedSnapshotBytes()?.path.startsWith(snapshotDir)).toBe(true);
    const other = await pool.open({ slug: "core-reader", mainFile: "core-reader.php", files: { "core-reader.php": coreReader } });
    const page = await get(other.previewId, "/wp-admin/admin.php?page=hostile-core-write");
    expect(page.status).toBe(200);
    expect(results(page.html).head).toMatch(/^<\?php/);
    expect(results(page.html).head).not.toContain("HACKED");
    await pool.close(hacked.previewId);
    await pool.close(other.previewId);
  });

  it("a plugin that overwrites the bytecode PHP keeps of a WordPress file changes its own site only: the next person's preview loads it as it was", { timeout: 180_000 }, async () => {
    // Every site starts with the snapshot's bytecode of core (decision 0092), in the same shared memory as its files.
    const hacked = await pool.open(hostile("hostile-bytecode"));
    const own = results((await get(hacked.previewId, "/wp-admin/admin.php?page=hostile-bytecode")).html);
    expect(own.file).toMatch(/^\/internal\/shared\/opcache\/[0-9a-f]+\/wordpress\/wp-includes\/template-loader\.php\.bin$/);
    expect(own.hacked).toBe("yes");
    // Its own front page still answers: OPcache runs the script from the site's own shared memory (decision 0093), or
    // checks the bytecode file's checksum and compiles a bad one again.
    expect((await get(hacked.previewId, "/")).status).toBe(200);
    const other = await pool.open({ slug: "bytecode-reader", mainFile: "bytecode-reader.php", files: { "bytecode-reader.php": bytecodeReader } });
    const page = await get(other.previewId, "/wp-admin/admin.php?page=hostile-bytecode");
    expect(page.status).toBe(200);
    expect(results(page.html)).toMatchObject({ file: own.file, hacked: "no", version: own.version });
    expect((await get(other.previewId, "/")).status).toBe(200);
    await pool.close(hacked.previewId);
    await pool.close(other.previewId);
  });

  it("a gigabyte echoed on a page is cut at 32 MB and answered 502 with the reason; the site's next page is whole", { timeout: 180_000 }, async () => {
    const opened = await pool.open(hostile("hostile-echo"));
    const before = process.memoryUsage().rss;
    const echo = await get(opened.previewId, "/wp-admin/admin.php?page=hostile-echo");
    expect(echo.status).toBe(502);
    expect(echo.html).toContain("larger than a preview may show (32 MB)");
    expect(process.memoryUsage().rss - before).toBeLessThan(400 * 1024 * 1024);
    const next = await get(opened.previewId, "/wp-admin/");
    expect(next.status).toBe(200);
    expect(next.html).toContain("</html>");
    await pool.close(opened.previewId);
  });
});

