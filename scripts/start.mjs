// `npm start`: builds what is missing or stale, then runs the server in this same process.
import { spawnSync } from "node:child_process";
import { buildIsStale } from "./build-state.mjs";
import { warnUnlessProjectNode } from "./node-version.mjs";

warnUnlessProjectNode("this server");

if (buildIsStale()) {
  console.log("Building Plugsmith (first start or sources changed)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../dist/server/main.js");
