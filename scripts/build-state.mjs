// Tells whether the built app (build/client + dist/server) is older than its sources.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["src", "content", "public", "drizzle", "package-lock.json", "vite.config.ts", "react-router.config.ts"];
const OUTPUTS = ["build/client/__spa-fallback.html", "dist/server/main.js"];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** The origin the prerendered pages were built for (vite.config.ts writes it). */
function builtSiteUrl(root) {
  try {
    return readFileSync(path.join(root, "build/site-url.txt"), "utf8");
  } catch {
    return null;
  }
}

export function buildIsStale(root = process.cwd(), siteUrl = process.env.SITE_URL) {
  const outputs = OUTPUTS.map((o) => path.join(root, o));
  if (!outputs.every((o) => existsSync(o))) return true;
  const wanted = (siteUrl || "http://localhost:3000").replace(/\/+$/, "");
  if (builtSiteUrl(root) !== wanted) return true;
  const builtAt = Math.min(...outputs.map((o) => statSync(o).mtimeMs));
  return SOURCES.some((s) => newestMtime(path.join(root, s)) > builtAt);
}
