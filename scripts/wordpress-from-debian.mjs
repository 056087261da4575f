#!/usr/bin/env node
// A current WordPress release zip, assembled from Debian's archive (issue #32; decision 0059).
//
//   node scripts/wordpress-from-debian.mjs [--suite sid|trixie|…] [--out DIR] [--mirror URL]
//
// WordPress.org is out of reach here and in CI; Debian's archive is not, and its `wordpress` package is
// WordPress's own release with a few bundled libraries swapped for symlinks into Debian's packages of
// them. This script takes the newest `wordpress` of the suite (default sid), its default theme's package
// and the packages those symlinks point into, checks each download against the suite's signed index
// (InRelease verified with gpgv and Debian's keyring, Packages.xz against InRelease's SHA256, every .deb
// against Packages' SHA256), and rebuilds WordPress's release layout: one top folder `wordpress/` with
// every symlink replaced by what it points to. It writes wordpress-<version>.zip (the version of
// wp-includes/version.php) and wordpress-<version>.json (where each part came from) into DIR (default
// .cache/wordpress/ in the repository), and prints `<sha1>  <path>` (sha1sum's format) on stdout; progress
// goes to stderr. When that zip exists already and was made from the same wordpress .deb it only prints.
// Any checksum mismatch, bad signature or dangling symlink stops it with a message and exit code 1.
// Needs Node 20.15+ (fetch, zlib.crc32) and Debian's xz, dpkg-deb and gpgv.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateRawSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const KEYRING = "/usr/share/keyrings/debian-archive-keyring.gpg";
const CI = process.env.CI === "true" || process.env.CI === "1";

/** Debian's files that a WordPress release does not have: left out of the zip, on purpose. */
const LEFT_OUT = new Map([
  ["wp-config.php", "Debian's loader of /etc/wordpress/config-<host>.php; a release has only wp-config-sample.php"],
  [".htaccess", "a link to /etc/wordpress/htaccess, Debian's Apache rules; a release has no .htaccess"],
]);

class Failure extends Error {}

function parseArgs(argv) {
  const options = { suite: "sid", out: path.join(root, ".cache", "wordpress"), mirror: "http://deb.debian.org/debian" };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined || next.startsWith("--")) throw new Failure(`${arg} needs a value`);
      return next;
    };
    if (arg === "--suite") options.suite = value();
    else if (arg === "--out") options.out = path.resolve(value());
    else if (arg === "--mirror") options.mirror = value().replace(/\/+$/, "");
    else if (arg === "--help" || arg === "-h") {
      console.log("usage: node scripts/wordpress-from-debian.mjs [--suite sid] [--out .cache/wordpress] [--mirror http://deb.debian.org/debian]");
      process.exit(0);
    } else throw new Failure(`unknown argument ${arg} (try --help)`);
  }
  if (!/^[a-z0-9][a-z0-9.-]*$/.test(options.suite)) throw new Failure(`--suite ${options.suite}: not a suite name`);
  return options;
}

const log = (text) => process.stderr.write(`${text}\n`);
const sha256 = (data) => createHash("sha256").update(data).digest("hex");
const sha1 = (data) => createHash("sha1").update(data).digest("hex");
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

function tool(command, args, options = {}) {
  const result = spawnSync(command, args, { maxBuffer: 512 * 1024 * 1024, ...options });
  if (result.error) throw new Failure(`could not run ${command}: ${result.error.message}${result.error.code === "ENOENT" ? ` (install it: apt-get install ${{ xz: "xz-utils", "dpkg-deb": "dpkg", gpgv: "gpgv" }[command] ?? command})` : ""}`);
  if (result.status !== 0) throw new Failure(`${command} ${args.join(" ")} failed (exit ${result.status}): ${String(result.stderr).trim()}`);
  return result;
}

/** A file of the archive; a dropped connection is tried again twice (never a wrong answer: that is checked by hash). */
async function download(url) {
  for (let attempt = 1; ; attempt++) {
    let response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(300_000) });
      if (!response.ok) throw new Failure(`could not download ${url}: HTTP ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (error instanceof Failure) throw error;
      const reason = error.cause?.message ?? error.message;
      if (attempt >= 3) throw new Failure(`could not download ${url}: ${reason} (${attempt} attempts)`);
      log(`  ${url}: ${reason}; trying again`);
      await new Promise((resolve) => setTimeout(resolve, 2000 * attempt));
    }
  }
}

/** Debian's version order (dpkg's verrevcmp on epoch, upstream version and revision). */
export function compareDebianVersions(a, b) {
  const split = (v) => {
    const colon = v.indexOf(":");
    const epoch = colon >= 0 ? Number(v.slice(0, colon)) : 0;
    const rest = colon >= 0 ? v.slice(colon + 1) : v;
    const dash = rest.lastIndexOf("-");
    return [epoch, dash >= 0 ? rest.slice(0, dash) : rest, dash >= 0 ? rest.slice(dash + 1) : ""];
  };
  const order = (c) => (c === "~" ? -1 : c === undefined ? 0 : /[A-Za-z]/.test(c) ? c.charCodeAt(0) : c.charCodeAt(0) + 256);
  const part = (x, y) => {
    let i = 0;
    let j = 0;
    while (i < x.length || j < y.length) {
      let first = 0;
      while ((i < x.length && !/\d/.test(x[i])) || (j < y.length && !/\d/.test(y[j]))) {
        const ox = i < x.length && !/\d/.test(x[i]) ? order(x[i]) : 0;
        const oy = j < y.length && !/\d/.test(y[j]) ? order(y[j]) : 0;
        if (ox !== oy) return ox - oy;
        i++;
        j++;
      }
      while (x[i] === "0") i++;
      while (y[j] === "0") j++;
      while (/\d/.test(x[i] ?? "") && /\d/.test(y[j] ?? "")) {
        if (!first) first = x.charCodeAt(i) - y.charCodeAt(j);
        i++;
        j++;
      }
      if (/\d/.test(x[i] ?? "")) return 1;
      if (/\d/.test(y[j] ?? "")) return -1;
      if (first) return first;
    }
    return 0;
  };
  const [ea, ua, ra] = split(a);
  const [eb, ub, rb] = split(b);
  return ea - eb || part(ua, ub) || part(ra, rb);
}

/** The suite's InRelease, its signature checked with gpgv (the signed text only), and Packages.xz's expected SHA256 and size. */
async function suiteIndex(options) {
  const url = `${options.mirror}/dists/${options.suite}/InRelease`;
  const inRelease = await download(url);
  let text;
  if (existsSync(KEYRING)) {
    const checked = spawnSync("gpgv", ["--keyring", KEYRING, "--output", "-", "-"], { input: inRelease, maxBuffer: 64 * 1024 * 1024 });
    if (checked.error) throw new Failure(`could not run gpgv to check ${url}: ${checked.error.message} (apt-get install gpgv)`);
    if (checked.status !== 0) throw new Failure(`${url}: its signature does not verify with ${KEYRING}:\n${String(checked.stderr).trim()}`);
    text = checked.stdout.toString("utf8");
    const signer = /Good signature from "([^"]+)"/.exec(String(checked.stderr));
    log(`InRelease of ${options.suite}: signature good (${signer?.[1] ?? "Debian archive key"})`);
  } else if (CI) {
    throw new Failure(`${KEYRING} is missing, so ${url} cannot be verified (apt-get install debian-archive-keyring); CI does not use an unverified index`);
  } else {
    log(`!! ${KEYRING} is missing: InRelease's signature NOT checked (apt-get install debian-archive-keyring); the .debs are still checked against its hashes`);
    text = inRelease.toString("utf8").replace(/^-----BEGIN PGP SIGNED MESSAGE-----\n(?:.+\n)*\n/, "").replace(/\n-----BEGIN PGP SIGNATURE-----[\s\S]*$/, "\n");
  }
  const validUntil = /^Valid-Until: (.+)$/m.exec(text)?.[1];
  if (validUntil && Date.parse(validUntil) < Date.now()) {
    log(`!! InRelease of ${options.suite} says Valid-Until: ${validUntil}, which has passed: this mirror's index is stale (apt would refuse it); using it, its signature and hashes still hold`);
  }
  const sha256Section = /^SHA256:\n((?: .+\n?)+)/m.exec(text)?.[1];
  if (!sha256Section) throw new Failure(`${url} has no SHA256 list`);
  const target = "main/binary-all/Packages.xz";
  const line = sha256Section.split("\n").map((l) => l.trim().split(/\s+/)).find((f) => f[2] === target);
  if (!line) throw new Failure(`${url} lists no ${target}`);
  const dir = `${options.mirror}/dists/${options.suite}`;
  // As apt does: by its hash when the archive keeps such copies (a mirror half-way through an update still
  // serves the file the index names), else by its name.
  const urls = [`${dir}/${target}`];
  if (/^Acquire-By-Hash: yes$/m.test(text)) urls.unshift(`${dir}/main/binary-all/by-hash/SHA256/${line[0]}`);
  return { packagesXz: { urls, sha256: line[0], size: Number(line[1]) }, date: /^Date: (.+)$/m.exec(text)?.[1] };
}

/** The suite's architecture-independent packages: name → stanzas (fields needed here). */
async function packageList(index) {
  const { urls, sha256: expected, size } = index.packagesXz;
  let xzData;
  const mismatches = [];
  for (const url of urls) {
    let data;
    try {
      data = await download(url);
    } catch (error) {
      if (url === urls.at(-1)) throw error;
      log(`  ${error.message}; trying ${urls.at(-1)}`);
      continue;
    }
    const actual = sha256(data);
    if (actual === expected && data.length === size) {
      xzData = data;
      break;
    }
    mismatches.push(`${url}: SHA256 ${actual} (${data.length} bytes)`);
  }
  if (!xzData) {
    throw new Failure(`checksum mismatch for the package list, InRelease says SHA256 ${expected} (${size} bytes):\n  ${mismatches.join("\n  ")}\n(a mirror between two updates serves an index and a list that do not match: try again later or another --mirror)`);
  }
  const text = tool("xz", ["-dc"], { input: xzData }).stdout.toString("utf8");
  const packages = new Map();
  for (const stanza of text.split("\n\n")) {
    const fields = {};
    for (const match of stanza.matchAll(/^(Package|Version|Filename|Size|SHA256|Depends|Recommends|Source): (.*)$/gm)) fields[match[1]] = match[2];
    if (!fields.Package) continue;
    if (!packages.has(fields.Package)) packages.set(fields.Package, []);
    packages.get(fields.Package).push(fields);
  }
  return packages;
}

function newest(packages, name) {
  const stanzas = packages.get(name);
  if (!stanzas?.length) return undefined;
  return [...stanzas].sort((a, b) => compareDebianVersions(b.Version, a.Version))[0];
}

/** Every package name of a Depends/Recommends field, alternatives included ("a (>= 1) | b" → a, b). */
const relationNames = (field) => (field ?? "").split(/[,|]/).map((r) => r.trim().split(/[\s(:]/)[0]).filter(Boolean);

/** Downloads a package, checks it against its Packages entry and unpacks it into `tree`. */
async function unpack(options, stanza, work, tree) {
  const url = `${options.mirror}/${stanza.Filename}`;
  const data = await download(url);
  const actual = sha256(data);
  if (actual !== stanza.SHA256 || data.length !== Number(stanza.Size)) {
    throw new Failure(`checksum mismatch for ${url}: SHA256 ${actual} (${data.length} bytes), Packages says ${stanza.SHA256} (${stanza.Size} bytes)`);
  }
  const file = path.join(work, path.basename(stanza.Filename));
  writeFileSync(file, data);
  tool("dpkg-deb", ["-x", file, tree]);
  const contents = new Set();
  for (const line of tool("dpkg-deb", ["-c", file]).stdout.toString("utf8").split("\n")) {
    const name = /\s\.(\/\S*?)\/?(?: -> .*)?$/.exec(line)?.[1];
    if (name) contents.add(name);
  }
  rmSync(file);
  log(`  ${stanza.Package} ${stanza.Version}: ${mb(data.length)}, SHA256 ok`);
  return { package: stanza.Package, version: stanza.Version, filename: stanza.Filename, sha256: stanza.SHA256, contents };
}

/**
 * Where `absolute` (a path of the unpacked system) leads inside `tree`, following symlinks in every
 * component as the system would; null when it leads nowhere.
 */
function resolveInTree(tree, absolute) {
  let parts = absolute.split("/").filter(Boolean);
  let done = [];
  for (let hops = 0; parts.length > 0; ) {
    const name = parts.shift();
    if (name === ".") continue;
    if (name === "..") {
      done.pop();
      continue;
    }
    const here = path.join(tree, ...done, name);
    let stat;
    try {
      stat = lstatSync(here);
    } catch {
      return null;
    }
    if (stat.isSymbolicLink()) {
      if (++hops > 40) return null;
      const target = readlinkSync(here);
      parts = [...target.split("/").filter(Boolean), ...parts];
      if (target.startsWith("/")) done = [];
    } else {
      done.push(name);
    }
  }
  return "/" + done.join("/");
}

/** What update-ca-certificates makes at install: /etc/ssl/certs/ca-certificates.crt, from the Mozilla set. */
function makeCaBundle(tree) {
  const bundle = path.join(tree, "etc/ssl/certs/ca-certificates.crt");
  const mozilla = path.join(tree, "usr/share/ca-certificates/mozilla");
  if (existsSync(bundle) || !existsSync(mozilla)) return false;
  const certificates = readdirSync(mozilla).filter((name) => name.endsWith(".crt")).sort();
  mkdirSync(path.dirname(bundle), { recursive: true });
  writeFileSync(bundle, certificates.map((name) => readFileSync(path.join(mozilla, name), "utf8").trimEnd() + "\n").join(""));
  // The newest certificate's time, so the same packages make the same zip.
  const newestTime = Math.max(...certificates.map((name) => statSync(path.join(mozilla, name)).mtimeMs)) / 1000;
  utimesSync(bundle, newestTime, newestTime);
  return certificates.length;
}

/**
 * WordPress's release layout from the unpacked packages: every file under /usr/share/wordpress, links
 * followed to what they point to. Returns [zip path, absolute path in tree | null for a folder, link].
 */
function releaseEntries(tree) {
  const entries = [];
  const dangling = [];
  const links = [];
  const walk = (systemDir, zipDir, seen) => {
    for (const name of readdirSync(path.join(tree, systemDir)).sort()) {
      const systemPath = `${systemDir}/${name}`;
      const zipPath = `${zipDir}/${name}`;
      const relative = zipPath.slice("wordpress/".length);
      if (LEFT_OUT.has(relative)) {
        log(`  left out ${relative}: ${LEFT_OUT.get(relative)}`);
        continue;
      }
      const isLink = lstatSync(path.join(tree, systemPath)).isSymbolicLink();
      const real = resolveInTree(tree, systemPath);
      if (real === null) {
        dangling.push(`${relative} -> ${readlinkSync(path.join(tree, systemPath))}`);
        continue;
      }
      if (isLink) links.push([relative, real]);
      if (statSync(path.join(tree, real)).isDirectory()) {
        if (seen.has(real)) throw new Failure(`${relative} leads back to ${real}: a loop`);
        entries.push([`${zipPath}/`, null]);
        walk(systemPath, zipPath, new Set([...seen, real]));
      } else {
        entries.push([zipPath, real]);
      }
    }
  };
  walk("/usr/share/wordpress", "wordpress", new Set(["/usr/share/wordpress"]));
  if (dangling.length > 0) throw new Failure(`${dangling.length} symlinks of WordPress lead nowhere in the unpacked packages:\n  ${dangling.join("\n  ")}`);
  return { entries: [["wordpress/", null], ...entries], links };
}

/** A zip of `entries` (folders as "name/" with no data), stable for the same inputs: sorted, each file's own time. */
function writeZip(tree, entries) {
  const chunks = [];
  const central = [];
  let offset = 0;
  const dosTime = (date) => {
    const year = Math.max(1980, date.getUTCFullYear());
    return {
      time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
      date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
    };
  };
  for (const [name, real] of entries) {
    const nameBytes = Buffer.from(name, "utf8");
    const data = real === null ? Buffer.alloc(0) : readFileSync(path.join(tree, real));
    const mtime = real === null ? new Date(Date.UTC(1980, 0, 1)) : statSync(path.join(tree, real)).mtime;
    const { time, date } = dosTime(mtime);
    const checksum = crc32(data);
    let stored = data;
    let method = 0;
    if (data.length > 0) {
      const deflated = deflateRawSync(data, { level: 9 });
      if (deflated.length < data.length) {
        stored = deflated;
        method = 8;
      }
    }
    if (offset > 0xfffffffe || data.length > 0xfffffffe) throw new Failure("the zip would need ZIP64, which this writer does not do");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(stored.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(method, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(checksum, 16);
    header.writeUInt32LE(stored.length, 20);
    header.writeUInt32LE(data.length, 24);
    header.writeUInt16LE(nameBytes.length, 28);
    header.writeUInt32LE(real === null ? ((0o40755 << 16) | 0x10) >>> 0 : (0o100644 << 16) >>> 0, 38);
    header.writeUInt32LE(offset, 42);
    chunks.push(local, nameBytes, stored);
    central.push(header, nameBytes);
    offset += local.length + nameBytes.length + stored.length;
  }
  if (entries.length > 0xffff) throw new Failure("the zip would need ZIP64 (over 65,535 entries), which this writer does not do");
  const centralSize = central.reduce((sum, chunk) => sum + chunk.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...central, end]);
}

/** The upstream version of a Debian version: 1:7.1.4+dfsg1-1 → 7.1.4. */
const upstreamVersion = (debianVersion) => debianVersion.replace(/^\d+:/, "").replace(/-[^-]*$/, "").replace(/[+~].*$/, "");

/** Files a WordPress install loads that Debian provides through its library packages: each must be in the zip. */
function checkRelease(tree, entries, wpRoot) {
  const files = new Set(entries.filter(([, real]) => real !== null).map(([name]) => name.slice("wordpress/".length)));
  const missing = [];
  let checked = 0;
  const expect = (file, why) => {
    checked++;
    if (!files.has(file)) missing.push(`${file} (${why})`);
  };
  // What WordPress's PHP requires by a literal path: PHPMailer, getID3 and the rest of wp-includes.
  const requires = /(?:require|include)(?:_once)?\s*\(?\s*ABSPATH\s*\.\s*(?:WPINC\s*\.\s*'(\/[\w./-]+\.php)'|'(wp-(?:admin|includes)\/[\w./-]+\.php)')/g;
  for (const source of ["wp-settings.php", "wp-includes/class-phpmailer.php", "wp-includes/pluggable.php", "wp-includes/media.php", "wp-admin/includes/media.php", "wp-admin/includes/admin.php", "wp-includes/class-wp-phpmailer.php"]) {
    if (!files.has(source)) continue;
    const text = readFileSync(path.join(tree, wpRoot, source), "utf8");
    for (const match of text.matchAll(requires)) expect(match[1] ? `wp-includes${match[1]}` : match[2], `required by ${source}`);
  }
  // The getID3 modules WordPress loads by name.
  for (const module of ["getid3.php", "getid3.lib.php", "module.audio.mp3.php", "module.audio-video.quicktime.php", "module.tag.id3v2.php"]) expect(`wp-includes/ID3/${module}`, "getID3");
  // The scripts WordPress registers (script-loader.php), in both their plain and minified forms.
  const loader = readFileSync(path.join(tree, wpRoot, "wp-includes/script-loader.php"), "utf8");
  for (const match of loader.matchAll(/["']\/wp-includes\/js\/((?:jquery\/ui|crop|dist\/vendor)\/[\w.-]+?|underscore)(\$suffix|\$dev_suffix)?\.js["']/g)) {
    const base = `wp-includes/js/${match[1]}`;
    expect(`${base}.js`, "script-loader.php");
    if (match[2]) expect(`${base}.min.js`, "script-loader.php");
  }
  for (const file of ["wp-includes/js/dist/vendor/lodash.min.js", "wp-includes/js/underscore.min.js", "wp-includes/js/jquery/ui/core.min.js", "wp-includes/js/crop/cropper.js", "wp-includes/PHPMailer/PHPMailer.php"]) expect(file, "a library Debian packages apart");
  if (checked < 40) throw new Failure(`only ${checked} of WordPress's library files were found to check: WordPress's loaders changed and this check must follow them`);
  if (missing.length > 0) throw new Failure(`the assembled WordPress lacks files it loads:\n  ${[...new Set(missing)].join("\n  ")}`);
  return checked;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = performance.now();
  log(`WordPress from Debian's ${options.suite} (${options.mirror})`);
  const index = await suiteIndex(options);
  const packages = await packageList(index);
  const wordpress = newest(packages, "wordpress");
  if (!wordpress) throw new Failure(`${options.suite} has no wordpress package in main/binary-all`);
  const version = upstreamVersion(wordpress.Version);
  log(`newest wordpress in ${options.suite}: ${wordpress.Version}`);

  mkdirSync(options.out, { recursive: true });
  const zipFile = path.join(options.out, `wordpress-${version}.zip`);
  const manifestFile = path.join(options.out, `wordpress-${version}.json`);
  if (existsSync(zipFile) && existsSync(manifestFile)) {
    const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
    const hash = sha1(readFileSync(zipFile));
    if (manifest.sources?.[0]?.sha256 === wordpress.SHA256 && manifest.sha1 === hash) {
      log(`${path.relative(root, zipFile)} is already made from this package: nothing to do`);
      process.stdout.write(`${hash}  ${zipFile}\n`);
      return;
    }
    log(`${path.relative(root, zipFile)} exists but was made from other inputs: making it again`);
  }

  const work = mkdtempSync(path.join(tmpdir(), "wordpress-from-debian-"));
  try {
    const tree = path.join(work, "tree");
    mkdirSync(tree);
    log("downloading and checking:");
    const sources = [await unpack(options, wordpress, work, tree)];
    const wpRoot = "usr/share/wordpress";
    const actualVersion = /\$wp_version\s*=\s*'([^']+)'/.exec(readFileSync(path.join(tree, wpRoot, "wp-includes/version.php"), "utf8"))?.[1];
    if (!actualVersion) throw new Failure("wp-includes/version.php names no $wp_version");
    if (actualVersion !== version) throw new Failure(`the package's version ${wordpress.Version} and wp-includes/version.php's ${actualVersion} differ`);

    // The default theme, in its own package of the same source version.
    const defaultTheme = /define\(\s*'WP_DEFAULT_THEME',\s*'([\w-]+)'\s*\)/.exec(readFileSync(path.join(tree, wpRoot, "wp-includes/default-constants.php"), "utf8"))?.[1];
    if (!defaultTheme) throw new Failure("wp-includes/default-constants.php names no WP_DEFAULT_THEME");
    const themeStanza = packages.get(`wordpress-theme-${defaultTheme}`)?.find((s) => s.Version === wordpress.Version) ?? newest(packages, `wordpress-theme-${defaultTheme}`);
    if (!themeStanza) throw new Failure(`${options.suite} has no wordpress-theme-${defaultTheme} (WordPress ${version}'s default theme)`);
    sources.push(await unpack(options, themeStanza, work, tree));

    // The packages wordpress depends on that are in this list (architecture all): its symlinks point into some of them.
    const dependencies = [...new Set(relationNames(wordpress.Depends))].map((name) => newest(packages, name)).filter(Boolean);
    for (const stanza of dependencies) sources.push(await unpack(options, stanza, work, tree));
    const certificates = makeCaBundle(tree);
    if (certificates) log(`  made /etc/ssl/certs/ca-certificates.crt from ${certificates} certificates of ca-certificates (as update-ca-certificates does)`);

    log("rebuilding the release layout:");
    // A release has wp-content/index.php and one in themes/ and plugins/ ("Silence is golden"); Debian keeps wp-content's in /var/lib.
    const silence = path.join(tree, "var/lib/wordpress/wp-content/index.php");
    for (const dir of ["wp-content", "wp-content/themes", "wp-content/plugins"]) {
      const target = path.join(tree, wpRoot, dir, "index.php");
      if (existsSync(path.join(tree, wpRoot, dir)) && !existsSync(target) && existsSync(silence)) {
        writeFileSync(target, readFileSync(silence));
        const { atime, mtime } = statSync(silence);
        utimesSync(target, atime, mtime);
        log(`  added ${dir}/index.php (Debian's /var/lib/wordpress/wp-content/index.php)`);
      }
    }
    const { entries, links } = releaseEntries(tree);
    if (!entries.some(([name]) => name === `wordpress/wp-content/themes/${defaultTheme}/style.css`)) {
      throw new Failure(`the default theme ${defaultTheme} is not at wp-content/themes/${defaultTheme} after unpacking ${themeStanza.Package}`);
    }
    log(`  ${checkRelease(tree, entries, wpRoot)} files WordPress loads by name (PHPMailer, getID3, jQuery UI, lodash, underscore, cropper, wp-includes) are all there`);
    const owners = new Map();
    for (const [, real] of links) {
      const owner = sources.find((s) => s.contents.has(real))?.package ?? (real === "/etc/ssl/certs/ca-certificates.crt" ? "ca-certificates (made here)" : real);
      owners.set(owner, (owners.get(owner) ?? 0) + 1);
    }
    log(`  ${links.length} symlinks replaced by the files they point to, under ${[...owners.entries()].map(([owner, count]) => `${owner} (${count})`).join(", ")}`);
    const files = entries.filter(([, real]) => real !== null).length;
    const zip = writeZip(tree, entries);
    const hash = sha1(zip);
    const partial = `${zipFile}.partial`;
    writeFileSync(partial, zip);
    renameSync(partial, zipFile);
    const manifest = {
      version,
      suite: options.suite,
      indexDate: index.date,
      sha1: hash,
      bytes: zip.length,
      files,
      defaultTheme,
      sources: sources.map(({ contents, ...source }) => ({ ...source, used: links.some(([, real]) => contents.has(real)) || source.package === "wordpress" || source.package === themeStanza.Package })),
      leftOut: Object.fromEntries(LEFT_OUT),
      made: new Date().toISOString(),
    };
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    log(`wrote ${path.relative(root, zipFile)}: WordPress ${version}, ${files} files, ${mb(zip.length)}, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    process.stdout.write(`${hash}  ${zipFile}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  if (error instanceof Failure) log(`wordpress-from-debian: ${error.message}`);
  else log(error?.stack ?? String(error));
  process.exit(1);
});
