// Requests per second of GET /api/plugins (a signed-in user with 200 plugins, each with files) against
// GET /api/health-like bare JSON in the same run and server (goal: list ≥ half the bare rate).
// Usage: npx tsx scripts/bench/plugin-list.ts [seconds=5] [concurrency=16] [postgres-url]
// (without a URL it uses PGlite in memory; with one it creates and drops a scratch database there)
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createApp } from "../../src/server/app";
import { plugins } from "../../src/server/db/schema";
import { storeFiles } from "../../src/server/modules/plugins/files/file-store";
import { readEnv } from "../../src/server/env";
import { openBenchDatabase } from "./bench-database";
import { buildServices } from "../../src/server/services";

const seconds = Number(process.argv[2] ?? 5);
const concurrency = Number(process.argv[3] ?? 16);

const { database, close: closeDatabase } = await openBenchDatabase(process.argv[4]);
const env = readEnv({ LOG_LEVEL: "silent", AUTH_SECRET: "bench-secret-bench-secret-bench-secret" });
const services = await buildServices({ env, database });
const root = new Hono();
// The baseline: the same server and middleware stack, answering a constant JSON body.
root.get("/bare", (c) => c.json({ status: "ok" }));
root.route("/", createApp(services));
const server = serve({ fetch: root.fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((r) => server.once("listening", r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
  method: "POST",
  headers: { "content-type": "application/json", Origin: env.SITE_URL },
  body: JSON.stringify({ name: "Bench", fullName: "Bench", email: "bench@plugsmith.test", password: "bench-password" }),
});
const { user } = (await signUp.json()) as { user: { id: string } };
const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
const files = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`demo/file-${i}.php`, "<?php\n".padEnd(4000, "x")]));
const inserted = await services.db
  .insert(plugins)
  .values(Array.from({ length: 200 }, (_, i) => ({ userId: user.id, name: `Plugin ${i}`, description: `Plugin number ${i}` })))
  .returning({ id: plugins.id });
for (const { id } of inserted) {
  await services.db.update(plugins).set({ fileHashes: await storeFiles(services.db, id, files) }).where(eq(plugins.id, id));
}

async function rate(path: string, headers: Record<string, string>): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const res = await fetch(`${origin}${path}`, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        count++;
      }
    }),
  );
  return count / seconds;
}

const listed = (await (await fetch(`${origin}/api/plugins`, { headers: { cookie } })).json()) as { plugins: unknown[] };
await rate("/bare", {}); // warm-up
const bare = await rate("/bare", {});
const list = await rate("/api/plugins", { cookie });
console.log(`GET /api/plugins with ${listed.plugins.length} plugins: ${list.toFixed(0)} req/s`);
console.log(`bare JSON on the same server: ${bare.toFixed(0)} req/s`);
console.log(`database: ${database.kind}`);
console.log(`ratio list / bare: ${(list / bare).toFixed(2)} (goal ≥ 0.5), ${concurrency} concurrent clients, ${seconds} s each`);
server.close();
await services.close();
await closeDatabase();
