import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import path from "node:path";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~": path.resolve(import.meta.dirname, "src/web"),
      "@shared": path.resolve(import.meta.dirname, "src/shared"),
    },
  },
  server: {
    port: 3000,
    // `npm run dev` runs the API on its own port; Vite forwards /api to it.
    proxy: { "/api": { target: process.env.VITE_API_PROXY ?? "http://localhost:3001", changeOrigin: false } },
  },
});
