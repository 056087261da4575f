import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { MOCK_FRAME_PATH } from "./src/shared/preview/mock-frame.ts";

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), recordSiteUrl()],
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
