import path from "node:path";
import { describe, expect, it } from "vitest";
import { deferredAtStartup, startupPackages, unbundledAtStartup } from "../../scripts/startup-imports.mjs";

// scripts/startup-imports.mjs, run by `npm run build` (decision 0081): the build fails when the server's entry loads
// better-auth, the AI SDK or Stripe before it answers. It must follow static imports through chunks, and leave
// import() alone.

const files: Record<string, string> = {
  "/d/main.js": 'import { a } from "./chunk-A.js";\nimport "./chunk-B.js";\nimport { Hono } from "hono";\nimport fs from "node:fs";\nconst auth = () => import("./auth-X.js");\n',
  "/d/chunk-A.js": 'import { z } from "zod";\nexport { q } from "./chunk-B.js";\n',
  "/d/chunk-B.js": 'import Stripe from "stripe";\nimport { a } from "./chunk-A.js";\n',
  "/d/auth-X.js": 'import { betterAuth } from "better-auth";\nimport { passkey } from "@better-auth/passkey";\n',
};
const read = (file: string) => {
  const text = files[path.normalize(file)];
  if (text === undefined) throw new Error(`no ${file}`);
  return text;
};

describe("[BUILD][STARTUP_IMPORTS] what the server loads before it answers", () => {
  it("follows static imports and re-exports through chunks (a cycle included), skips node: and import()", () => {
    expect(startupPackages("/d/main.js", read)).toEqual(["hono", "stripe", "zod"]);
  });

  it("names a deferred package reached statically, and none when it is only imported with import()", () => {
    expect(deferredAtStartup("/d/main.js", read)).toEqual(["stripe"]);
    expect(deferredAtStartup("/d/auth-X.js", read)).toEqual(["@better-auth/passkey", "better-auth"]);
    files["/d/chunk-B.js"] = 'const stripe = () => import("stripe");\n';
    expect(deferredAtStartup("/d/main.js", read)).toEqual([]);
  });

  it("names a package read from node_modules at start that is neither Node's own nor one that must stay there (decision 0085)", () => {
    const bundled: Record<string, string> = {
      "/e/main.js": 'import { createRequire } from "node:module";\nimport { PGlite } from "@electric-sql/pglite";\nimport fs from "fs";\nimport { Hono } from "hono";\n',
      "/e/worker.js": 'import { loadNodeRuntime } from "@php-wasm/node";\nimport { x } from "@wp-playground/wordpress";\nimport http2 from "http2";\n',
    };
    const readBundled = (file: string) => bundled[path.normalize(file)]!;
    expect(unbundledAtStartup("/e/main.js", readBundled)).toEqual(["hono"]);
    expect(unbundledAtStartup("/e/worker.js", readBundled)).toEqual([]);
  });
});
