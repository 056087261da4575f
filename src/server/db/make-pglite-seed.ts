import { makePgliteSeed } from "./pglite-seed";

// Run by scripts/build-server.mjs from the bundle (dist/server/make-pglite-seed.js): node make-pglite-seed.js <dir>
const dir = process.argv[2];
if (!dir) throw new Error("usage: make-pglite-seed.js <directory>");
await makePgliteSeed(dir);
