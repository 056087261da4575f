// Debian's PHP beside php-wasm, for the benchmarks that measure our PHP against it (issue #35): a site's files
// written to a folder at the same absolute paths (/wordpress, /internal/shared), served by PHP's built-in server in
// a chroot of a private mount namespace, so nothing is written outside the folder. Run as root on Linux.
// Needs Debian's PHP:  apt-get install -y --no-install-recommends php-cli php-sqlite3
import { spawn, spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { PHP } from "@php-wasm/universal";

/** Native PHP's version; exits with the install line when Debian's PHP with SQLite is missing. */
export function nativePhpVersion(): string {
  const probe = spawnSync("php", ["-r", "echo PHP_VERSION, extension_loaded('pdo_sqlite') ? ' sqlite' : '';"], { encoding: "utf8" });
  if (probe.status !== 0 || !probe.stdout.endsWith(" sqlite")) {
    console.error("This benchmark needs Debian's PHP with SQLite: apt-get install -y --no-install-recommends php-cli php-sqlite3");
    process.exit(1);
  }
  return probe.stdout.split(" ")[0]!;
}

/** The host's folders native PHP runs from, bound into the chroot (its /tmp is a folder of its own). */
const HOST_DIRS = ["usr", "lib", "lib64", "bin", "sbin", "etc", "dev", "proc"];

/** A folder holding the site's files at their absolute paths, ready to be a chroot. */
export function dumpSite(php: PHP, prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const dump = (dir: string): void => {
    mkdirSync(join(root, dir), { recursive: true });
    for (const name of php.listFiles(dir)) {
      const path = `${dir}/${name}`;
      if (php.isDir(path)) dump(path);
      else writeFileSync(join(root, path), php.readFileAsBuffer(path));
    }
  };
  dump("/wordpress");
  dump("/internal/shared");
  mkdirSync(join(root, "tmp"));
  for (const dir of HOST_DIRS) {
    const host = `/${dir}`;
    if (!existsSync(host)) continue;
    if (lstatSync(host).isSymbolicLink()) symlinkSync(readlinkSync(host), join(root, dir));
    else mkdirSync(join(root, dir), { recursive: true });
  }
  return root;
}

/** php-wasm's php.ini lines that change what runs or what is reported (its network and OPcache lines aside). */
const PHP_INI = ["auto_prepend_file=/internal/shared/auto_prepend_file.php", "memory_limit=256M", "error_reporting=E_ALL", "display_errors=1", "html_errors=1", "log_errors=1", "allow_url_fopen=0", "output_buffering=0", "max_execution_time=0"];

/**
 * Runs `work` while PHP's built-in server serves `root`'s /wordpress (from dumpSite), with OPcache in its shared
 * memory or without it, from the moment it listens; the server stops after, whatever `work` did.
 */
export async function withNativePhp<T>(root: string, port: number, opcache: boolean, work: () => Promise<T>): Promise<T> {
  const ini = [...PHP_INI, `opcache.enable=${opcache ? 1 : 0}`, `opcache.enable_cli=${opcache ? 1 : 0}`, "opcache.jit=0"].flatMap((line) => ["-d", line]);
  const mounts = HOST_DIRS.filter((dir) => existsSync(`/${dir}`) && !lstatSync(`/${dir}`).isSymbolicLink())
    .map((dir) => `mount --rbind /${dir} '${root}/${dir}'`)
    .join(" && ");
  const command = `${mounts} && exec chroot '${root}' php ${ini.map((arg) => `'${arg}'`).join(" ")} -S 127.0.0.1:${port} -t /wordpress`;
  const server = spawn("unshare", ["-m", "--propagation", "private", "sh", "-c", command], { stdio: "ignore" });
  try {
    writeFileSync(join(root, "wordpress/bench-up.txt"), "up");
    for (let i = 0; ; i++) {
      try {
        await fetch(`http://127.0.0.1:${port}/bench-up.txt`);
        break;
      } catch {
        if (i > 100 || server.exitCode !== null) throw new Error("native PHP did not start");
        await sleep(50);
      }
    }
    return await work();
  } finally {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
  }
}

export function removeDump(root: string): void {
  rmSync(root, { recursive: true, force: true });
}
