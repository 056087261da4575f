// Plugsmith runs on Node 24 (docs/decisions/0065). `npm install` brings it into node_modules (the `node`
// package from the npm registry), and npm puts node_modules/.bin first on the PATH of every npm script,
// so `npm start` and `npm test` run on it whatever Node the machine has. Started any other way, say so.
import { existsSync } from "node:fs";
import path from "node:path";
export const PROJECT_NODE_MAJOR = 24;

export function warnUnlessProjectNode(what) {
  const major = Number(process.versions.node.split(".")[0]);
  if (major === PROJECT_NODE_MAJOR) return;
  console.warn(
    `Plugsmith runs on Node ${PROJECT_NODE_MAJOR}; ${what} is running on Node ${process.versions.node}. ` +
      "Use `npm start` / `npm test` (they run the Node 24 that `npm install` put in node_modules).",
  );
}

/** The Node that `npm start` runs (node_modules/.bin/node under `root`), or this process's when npm brought none. */
export function projectNodePath(root) {
  const bin = path.join(root, "node_modules", ".bin", "node");
  return existsSync(bin) ? bin : process.execPath;
}
