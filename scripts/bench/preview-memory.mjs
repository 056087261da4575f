// Issue #35's memory bar on the built server, as it runs in production: resident memory of `node dist/server/main.js`
// with 4 live previews open (each a worker thread with a WordPress of its own), over the same server idle with a
// person's plugin made and checked, before any preview (bar: at most +480 MB). Four people each make the
// contact-form example with the offline generator, open its preview and load its admin and site pages through the
// preview origin. WORDPRESS_ZIP names the release (a current one, what a server runs); without it, the bundled 6.5.
// Run `npm run build` first.
// Usage: [WORDPRESS_ZIP=…] node scripts/bench/preview-memory.mjs   (BENCH_PORT, default 3927)
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../server-runtime.mjs";

const port = Number(process.env.BENCH_PORT ?? 3927);
const origin = `http://127.0.0.1:${port}`;
const PREVIEWS = 4;
const BAR_MB = 480;
const CONTACT = "Create a contact form with name, e-mail and message fields that I can add to any page with a shortcode. E-mail each new message to the site administrator and show a thank-you message after sending.";

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const dataDir = mkdtempSync(path.join(tmpdir(), "plugsmith-bench-memory-"));
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, "dist/server/main.js"], {
  env: {
    ...process.env,
    ...SERVER_ENV,
    NODE_ENV: "production",
    PORT: String(port),
    PREVIEW_PORT: String(port + 1),
    HOST: "127.0.0.1",
    SITE_URL: origin,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PAYMENTS: "local",
    WORDPRESS_ORG_URL: "off",
    PHP_MATRIX: "off",
    EMAIL_VERIFICATION: "off",
    AUTH_RATE_LIMIT_PER_MINUTE: "10000",
    GENERATION_RATE_LIMIT_PER_MINUTE: "1000",
    WP_PREVIEW_SITES: String(PREVIEWS + 2),
    DATABASE_URL: "",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = async () => {
  child.kill("SIGTERM");
  await new Promise((r) => (child.exitCode !== null ? r() : child.once("exit", r)));
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) break;
    await sleep(50);
  }

  /** A new person with the contact form made and its check settled: their call() and the plugin's id. */
  async function person(n) {
    const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", Origin: origin },
      body: JSON.stringify({ name: `Bench ${n}`, fullName: `Bench ${n}`, email: `bench-${n}-${Date.now()}@plugsmith.test`, password: "bench-password" }),
    });
    if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const call = (p, body) =>
      fetch(`${origin}${p}`, { method: body === undefined ? "GET" : "POST", headers: { Origin: origin, cookie, "content-type": "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
    const created = await (await call("/api/plugins", {})).json();
    await (await call(`/api/plugins/${created.id}/generate`, { message: CONTACT })).text();
    return { id: created.id, call };
  }

  const people = [];
  for (let n = 0; n < PREVIEWS; n++) people.push(await person(n));
  // The checks of the versions just made run in the runtime's worker: idle is after they are done (the first one
  // installs WordPress on this new data folder, which takes 10-20 s here), then a few seconds more to settle.
  for (const who of people) {
    for (;;) {
      const version = await (await who.call(`/api/plugins/${who.id}/versions/1`)).json();
      if (version.runtimeStatus !== "pending") break;
      await sleep(250);
    }
  }
  await sleep(5_000);
  const idle = rssMb(child.pid);

  for (const who of people) {
    const res = await who.call(`/api/plugins/${who.id}/versions/1/preview`, {});
    if (res.status !== 200) throw new Error(`preview answered ${res.status}: ${await res.text()}`);
    const { adminUrl, siteUrl } = await res.json();
    for (const url of [adminUrl, siteUrl]) {
      const page = await fetch(url);
      await page.arrayBuffer();
      if (page.status !== 200) throw new Error(`${url} answered ${page.status}`);
    }
  }
  await sleep(3_000);
  const open = rssMb(child.pid);
  // The snapshot file's name says the release (snapshot-file.ts: wordpress-<version>-<sha1>-php-…).
  const snapshot = readdirSync(path.join(dataDir, "wordpress-runtime")).find((name) => name.endsWith(".snapshot")) ?? "";
  const release = /^wordpress-([^-]+)-/.exec(snapshot)?.[1] ?? "?";
  console.log(`WordPress ${release}; built server idle with ${PREVIEWS} plugins made and checked: ${idle.toFixed(0)} MB`);
  console.log(`with ${PREVIEWS} previews open (admin and site page loaded): ${open.toFixed(0)} MB, +${(open - idle).toFixed(0)} MB, ${((open - idle) / PREVIEWS).toFixed(0)} MB each (bar <= +${BAR_MB} MB: ${open - idle <= BAR_MB ? "met" : "NOT met"})`);
} finally {
  await stop();
}
