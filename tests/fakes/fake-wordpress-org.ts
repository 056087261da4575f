import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { zipSync } from "fflate";

// A real HTTP server speaking the two parts of WordPress.org the release resolver uses
// (src/server/wordpress/release): the version-check API (/core/version-check/1.7/, its `offers` as
// api.wordpress.org lists them: the newest release first, "upgrade", then the newest patch of each older
// branch, "autoupdate") and the release downloads (/release/wordpress-X.Y.Z.zip, with .sha1 and .md5 beside
// each). Its zips are small generated ones holding wordpress/wp-includes/version.php and a few static files.
// Point WORDPRESS_ORG_URL at `url`.

export interface FakeWordPressOrg {
  /** http://127.0.0.1:PORT: give it to WORDPRESS_ORG_URL. */
  url: string;
  /** Every path asked for, in order. */
  requests: string[];
  /** Releases offered from now on, newest first in the API's answer whatever the order here. */
  setReleases(versions: string[]): void;
  /** Publishes a checksum that does not match `version`'s zip (a corrupted or tampered download). */
  corruptChecksum(version: string): void;
  /** Publishes no checksum at all for `version`. */
  withoutChecksum(version: string): void;
  /** Back to `releases` as started, every checksum published and right, answering at once. */
  reset(): void;
  /** Holds each answer of the version check this long before sending it (a slow WordPress.org). */
  answerAfter(ms: number): void;
  /** The zip served for `version`. */
  zipOf(version: string): Uint8Array;
  close(): Promise<void>;
}

const compare = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => [...v.split(".").map(Number), 0, 0].slice(0, 3)) as [number[], number[]];
  return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
};

/** A small release zip of `version`, laid out as WordPress.org's (everything under wordpress/). */
export function fakeReleaseZip(version: string): Uint8Array {
  const text = (s: string) => new TextEncoder().encode(s);
  return zipSync({
    "wordpress/index.php": text("<?php\ndefine( 'WP_USE_THEMES', true );\n"),
    "wordpress/wp-includes/version.php": text(`<?php\n$wp_version = '${version}';\n$wp_db_version = 60000;\n`),
    "wordpress/wp-includes/css/dashicons.min.css": text(`/* dashicons of ${version} */`),
    "wordpress/wp-admin/css/common.min.css": text(`/* common of ${version} */`),
    "wordpress/wp-admin/index.php": text("<?php\n"),
  });
}

export async function startFakeWordPressOrg(releases: string[] = ["7.1.4", "6.9.3", "6.8.3", "6.8.2"]): Promise<FakeWordPressOrg> {
  let versions = [...releases];
  const corrupted = new Set<string>();
  const unsigned = new Set<string>();
  const zips = new Map<string, Uint8Array>();
  const requests: string[] = [];
  let answerDelayMs = 0;
  const held = new Set<NodeJS.Timeout>();
  const zipOf = (version: string) => {
    let zip = zips.get(version);
    if (!zip) zips.set(version, (zip = fakeReleaseZip(version)));
    return zip;
  };

  /** As the real API: the newest release, then the newest patch of every older branch. */
  function offers(base: string) {
    const sorted = [...versions].sort(compare).reverse();
    const newestOfBranch = new Map<string, string>();
    for (const version of sorted) {
      const branch = version.split(".").slice(0, 2).join(".");
      if (!newestOfBranch.has(branch)) newestOfBranch.set(branch, version);
    }
    return [...newestOfBranch.values()].map((version, i) => {
      const download = `${base}/release/wordpress-${version}.zip`;
      return {
        response: i === 0 ? "upgrade" : "autoupdate",
        download,
        locale: "en_US",
        packages: { full: download, no_content: `${base}/release/wordpress-${version}-no-content.zip`, new_bundled: null, partial: false, rollback: false },
        current: version,
        version,
        php_version: "7.2.24",
        mysql_version: "5.5.5",
        new_bundled: "6.7",
        partial_version: false,
        ...(i === 0 ? {} : { new_files: "1" }),
      };
    });
  }

  function handle(request: IncomingMessage, response: ServerResponse, base: string) {
    const path = new URL(request.url ?? "/", base).pathname;
    requests.push(path);
    const send = (status: number, type: string, body: string | Uint8Array) => {
      response.writeHead(status, { "content-type": type });
      response.end(body);
    };
    if (path === "/core/version-check/1.7/") {
      const answer = () => send(200, "application/json", JSON.stringify({ offers: offers(base), translations: [] }));
      if (answerDelayMs > 0) held.add(setTimeout(answer, answerDelayMs));
      else answer();
      return;
    }
    const release = /^\/release\/wordpress-(\d+\.\d+(?:\.\d+)?)\.zip(\.sha1|\.md5)?$/.exec(path);
    if (!release || !versions.includes(release[1]!)) return send(404, "text/html", "<h1>Not Found</h1>");
    const [, version, checksum] = release as unknown as [string, string, string | undefined];
    const zip = zipOf(version);
    if (!checksum) return send(200, "application/zip", zip);
    if (unsigned.has(version)) return send(404, "text/html", "<h1>Not Found</h1>");
    const algorithm = checksum === ".sha1" ? "sha1" : "md5";
    const digest = createHash(algorithm).update(corrupted.has(version) ? "something else" : zip).digest("hex");
    return send(200, "text/plain", digest);
  }

  let base = "";
  const server = createServer((request, response) => handle(request, response, base));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    setReleases: (next) => {
      versions = [...next];
    },
    corruptChecksum: (version) => corrupted.add(version),
    answerAfter: (ms) => {
      answerDelayMs = ms;
    },
    reset: () => {
      answerDelayMs = 0;
      for (const timer of held) clearTimeout(timer);
      held.clear();
      versions = [...releases];
      corrupted.clear();
      unsigned.clear();
    },
    withoutChecksum: (version) => unsigned.add(version),
    zipOf,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
