// `npm start`: builds what is missing or stale, then runs the server in this same process.
import { spawnSync } from "node:child_process";
import { buildIsStale } from "./build-state.mjs";

if (buildIsStale()) {
  console.log("Building Plugsmith (first start or sources changed)…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// `npm start` on a fresh machine needs no key (README): with no payment configured at all it runs the local
// test checkout on purpose, and says so. A deployment that runs dist/server/main.js itself must choose
// (PAYMENTS or STRIPE_SECRET_KEY, decision 0058).
if (!process.env.PAYMENTS && !process.env.STRIPE_SECRET_KEY) {
  process.env.PAYMENTS = "local";
  console.log("No STRIPE_SECRET_KEY: payments go through the local TEST checkout, which grants credits without taking money (PAYMENTS=local).");
}
await import("../dist/server/main.js");
