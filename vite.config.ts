import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MOCK_FRAME_PATH } from "./src/shared/preview-frame/mock-frame.ts";

// The public origin goes into every prerendered page (canonical, Open Graph). The server reads the same
// SITE_URL; `npm start` rebuilds when it changes (scripts/build-state.mjs reads build/site-url.txt).
const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");

const apiServer = { target: process.env.VITE_API_PROXY ?? "http://localhost:3001", changeOrigin: false };

function recordSiteUrl(): Plugin {
  return {
    name: "plugsmith:record-site-url",
    apply: "build",
    closeBundle() {
      mkdirSync("build", { recursive: true });
      writeFileSync("build/site-url.txt", siteUrl);
    },
  };
}

// The public pages' shell (decision 0073): what it imports dynamically is what a visitor asked for (the
// header's, the page's component), and Vite's list of those chunks' dependencies, written into the importing
// chunk for preloading, would be bytes every visitor downloads. Everywhere else Vite preloads as usual.
const PUBLIC_SHELL_CHUNK = /(^|\/)(root|site-layout|home|islands)-[\w-]+\.js$/;

// Modules whose top level only defines values (tables built with .map count as side effects to the bundler).
// A public page's `meta` uses them only when prerendering (`import.meta.env.SSR`); marked pure, the browser's
// chunk leaves them out once nothing there reads them (decision 0073).
const PURE_MODULES =
  /\/src\/(shared\/(constants|routes|fill-template|content\/placeholders)|web\/lib\/(seo|site-url)|web\/features\/marketing\/(copy-fill|structured-data|landing\/landing-meta))\.ts$/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), recordSiteUrl()],
  build: {
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (PURE_MODULES.test(id) ? false : undefined) },
    },
    modulePreload: {
      resolveDependencies: (_file, deps, { hostId }) => (PUBLIC_SHELL_CHUNK.test(hostId) ? [] : deps),
    },
  },
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  resolve: {
    alias: [
      { find: "~", replacement: path.resolve(import.meta.dirname, "src/web") },
      { find: "@shared", replacement: path.resolve(import.meta.dirname, "src/shared") },
      // Zod without its eval probe, which the policy refuses (src/web/lib/zod-jitless.ts).
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, "src/web/lib/zod-jitless.ts") },
    ],
  },
  server: {
    port: 3000,
    // `npm run dev` runs the API on its own port; Vite forwards /api and the mock preview frame to it.
    proxy: { "/api": apiServer, [MOCK_FRAME_PATH]: apiServer },
  },
});
