// How the server's Node process runs (decision 0086): `npm start` (package.json's start script), the e2e servers and
// the benches that start `dist/server/main.js` themselves use these, so a figure measures what a person runs.
//
// - Young generation of at most 16 MB a semi-space, Node 20's default: Node 24's V8 grows it to about 100 MB on the
//   main thread, which stays resident.
// - glibc gives back freed memory at the top of an arena past 128 KB, instead of past its dynamic threshold (up to
//   64 MB): V8's optimising compiler, in threads of its own, takes hundreds of MB for a large WebAssembly function
//   (604 MB for PGlite's largest, once a start) and glibc kept most of it. Only glibc reads it (elsewhere it is ignored).
// Together: an idle server 403 → 271 MB, a WordPress check worker 291-372 → 190-208 MB, with no slower start or check.

/** V8 flags on the server's command line (before the script). */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=16"];

/** Environment the server process starts with (read by the C library when the process starts, so never later). */
export const SERVER_ENV = { GLIBC_TUNABLES: "glibc.malloc.trim_threshold=131072" };

/** The shell command that runs `script` (a path from the repository root) with the settings above. */
export function serverCommand(script) {
  const env = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
  return ["exec", "env", ...env, "node", ...SERVER_NODE_FLAGS, script].join(" ");
}
