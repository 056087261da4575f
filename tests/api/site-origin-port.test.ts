import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { originRewrite } from "../../src/server/http/static-site";
import { REPO_ROOT, type ServerProcess, spawnServer, stopServer, waitForListening } from "./spawn-server";
import { testDatabaseKind } from "../support/test-database-setup";
import { freePort } from "../support/free-port";

// Issue #34, item 7: `PORT=3100 npm start` without SITE_URL serves a build prerendered for localhost:3000.
// The real process, in a directory of its own with a small build that bakes the default origin the way
// `npm run build` does (build/site-url.txt beside the pages), so it needs no `npm run build`.
// Its server keeps its data in a DATA_DIR of its own (PGlite) whatever the stage's test database: run in
// the PGlite stage only, since the PostgreSQL stage would repeat it exactly.
const onPglite = testDatabaseKind() === "pglite";

const BUILT = "http://localhost:3000";
const work = mkdtempSync(path.join(tmpdir(), "plugsmith-origin-"));
let server: ServerProcess;
let url: string;
let port: number;

const page = (pagePath: string) => `<!DOCTYPE html><html lang="en"><head>
<meta name="plugsmith:site-url" content="${BUILT}"/>
<link rel="canonical" href="${BUILT}${pagePath}"/>
<meta property="og:url" content="${BUILT}${pagePath}"/>
<meta property="og:image" content="${BUILT}/social/plugsmith.jpg"/>
<script type="application/ld+json">{"@type":"WebPage","url":"${BUILT}${pagePath}"}</script>
</head><body><a href="https://twitter.com/intent/tweet?${new URLSearchParams({ text: "A post", url: `${BUILT}${pagePath}` })}">Share</a>
<a href="${BUILT}${pagePath}">Copy link</a></body></html>`;

beforeAll(async () => {
  if (!onPglite) return;
  const client = path.join(work, "build", "client");
  mkdirSync(path.join(client, "pricing"), { recursive: true });
  writeFileSync(path.join(work, "build", "site-url.txt"), BUILT);
  writeFileSync(path.join(client, "index.html"), page("/"));
  writeFileSync(path.join(client, "pricing", "index.html"), page("/pricing"));
  writeFileSync(path.join(client, "__spa-fallback.html"), page(""));
  symlinkSync(path.join(REPO_ROOT, "content"), path.join(work, "content"));
  port = await freePort();
  server = spawnServer(
    { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(work, "data"), WP_RUNTIME: "off", AUTH_SECRET: "origin-test-secret-origin-test-secret" },
    { cwd: work },
  );
  url = await waitForListening(server);
}, 180_000);

afterAll(async () => {
  if (!onPglite) return;
  if (server) await stopServer(server);
  rmSync(work, { recursive: true, force: true });
});

describe.runIf(onPglite)("[SEO][PORT]", () => {
  it("a start on another port without SITE_URL serves canonical, og:url, og:image and share links on that port, like the sitemap", async () => {
    const origin = `http://localhost:${port}`;
    for (const pagePath of ["/", "/pricing"]) {
      const res = await fetch(`${url}${pagePath}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toContain("localhost:3000");
      expect(html).toContain(`<link rel="canonical" href="${origin}${pagePath}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${origin}${pagePath}"/>`);
      expect(html).toContain(`<meta property="og:image" content="${origin}/social/plugsmith.jpg"/>`);
      expect(html).toContain(`"url":"${origin}${pagePath}"`);
      expect(html).toContain(`<a href="${origin}${pagePath}">Copy link</a>`);
      expect(html).toContain(`?${new URLSearchParams({ text: "A post", url: `${origin}${pagePath}` })}">Share</a>`);
      // The browser reads the served origin back from the page (src/web/lib/seo.ts).
      expect(html).toContain(`<meta name="plugsmith:site-url" content="${origin}"/>`);
    }
    // The SPA fallback (app pages) carries it too.
    expect(await (await fetch(`${url}/dashboard`)).text()).toContain(`<meta name="plugsmith:site-url" content="${origin}"/>`);
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${origin}/pricing</loc>`);
  });

  it("leaves a build made for the served SITE_URL, or without a record of its origin, as it is", () => {
    const html = page("/pricing");
    expect(originRewrite(BUILT, BUILT)(html)).toBe(html);
    expect(originRewrite("https://plugsmith.example", "https://plugsmith.example/")(html)).toBe(html);
    expect(originRewrite(null, "http://localhost:3100")(html)).toBe(html);
    // Another host or port that merely starts like the built origin is not it.
    expect(originRewrite(BUILT, "http://localhost:3100")("http://localhost:30001/ http://localhost:3000/x")).toBe(
      "http://localhost:30001/ http://localhost:3100/x",
    );
  });
});
