import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./src/shared/routes";

// The signed-in app is a client-rendered SPA; public pages are prerendered to HTML at build time.
export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
