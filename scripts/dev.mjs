// `npm run dev`: the API server with restart-on-change on port 3001, and Vite with hot reload on
// port 3000 proxying /api to it. Open http://localhost:3000.
import { spawn } from "node:child_process";

const api = spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
  stdio: "inherit",
  env: { NODE_ENV: "development", LOG_LEVEL: "info", ...process.env, PORT: "3001" },
});
const web = spawn("npx", ["react-router", "dev", "--port", "3000"], {
  stdio: "inherit",
  env: { ...process.env, VITE_API_PROXY: "http://localhost:3001" },
});
const stop = () => {
  api.kill("SIGTERM");
  web.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of [api, web]) child.on("exit", (code) => { stop(); process.exitCode = code ?? 0; });
