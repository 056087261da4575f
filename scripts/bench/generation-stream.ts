// Replays a fixture reply at a fixed rate through the fake OpenAI-compatible provider and measures
// (1) end-to-end turn time (its WordPress check included, as a person waits for it) over the raw stream time of the
// same fixture in the same run (goal ≤ 1.15, issue #35 item 3): once with the runtime idle when the turn starts (the
// previous version's PHP matrix, background work of about 9 s, finished while the person read its reply), once
// back to back (the next turn sent as soon as the last one ended, while that matrix still runs);
// and (2) the delay between a file completing at the provider and its file-complete event reaching
// the client (goal < 100 ms). Everything runs in this process, so all times share one clock.
// Usage: npx tsx scripts/bench/generation-stream.ts [runs=5] [paceMs=10]
// (WORDPRESS_ZIP=.cache/wordpress/wordpress-<version>.zip for a current release, as node scripts/wordpress-from-debian.mjs writes)
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { desc, eq } from "drizzle-orm";
import { serve } from "@hono/node-server";
import { createApp } from "../../src/server/app";
import { openPglite } from "../../src/server/db/client";
import { migrate } from "../../src/server/db/migrate";
import { readEnv } from "../../src/server/env";
import { buildServices } from "../../src/server/services";
import { startFakeOpenAI } from "../../tests/fakes/fake-openai-server";
import { pluginVersions } from "../../src/server/db/schema";

const runs = Number(process.argv[2] ?? 5);
const paceMs = Number(process.argv[3] ?? 10);
const prompt = `[fixture:first-turn pace:${paceMs}] a contact form with e-mail notifications`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const fake = await startFakeOpenAI();
const database = await openPglite(undefined);
await migrate(database);
const env = readEnv({
  LOG_LEVEL: "silent",
  AI_PROVIDER: "openai-compatible",
  AI_BASE_URL: fake.baseURL,
  AI_MODEL: "bench",
  AI_API_KEY: "bench",
  GENERATION_RATE_LIMIT_PER_MINUTE: "1000",
  AUTH_SECRET: "bench-secret-bench-secret-bench-secret",
  // The release the checks run: WORDPRESS_ZIP=.cache/wordpress/wordpress-<version>.zip for a current one.
  WORDPRESS_ZIP: process.env.WORDPRESS_ZIP,
});
const services = await buildServices({ env, database });
// The turn ends when its version's WordPress check is done: the check is a job, so the runner must run (main.ts
// starts it the same way). Without it every turn waited out its check's 75 s time-out.
await services.startJobs();
const server = serve({ fetch: createApp(services).fetch, port: 0, hostname: "127.0.0.1" });
await new Promise((r) => server.once("listening", r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const headers = { "content-type": "application/json", Origin: env.SITE_URL };

const signUp = await fetch(`${origin}/api/auth/sign-up/email`, {
  method: "POST",
  headers,
  body: JSON.stringify({ name: "Bench", fullName: "Bench", email: `bench-${Date.now()}@plugsmith.test`, password: "bench-password" }),
});
const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
await database.db.execute(
  (await import("drizzle-orm")).sql`update user_credits set permanent_balance = 100000`,
);

/** Times at which each file's closing line left the provider. */
function fileCompletionTimes(sent: Array<{ at: number; text: string }>): number[] {
  const times: number[] = [];
  let text = "";
  let searchFrom = 0;
  for (const chunk of sent) {
    text += chunk.text;
    for (;;) {
      const found = text.indexOf("\n</file>", searchFrom);
      if (found < 0) break;
      times.push(chunk.at);
      searchFrom = found + 1;
    }
  }
  return times;
}

async function rawStream(): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${fake.baseURL}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer bench" },
    body: JSON.stringify({ model: "bench", stream: true, messages: [{ role: "user", content: prompt }] }),
  });
  await res.text();
  return performance.now() - started;
}

/** Until the PHP matrix of the plugin's latest version has finished: the background work a turn leaves behind. */
async function backgroundDone(pluginId: string): Promise<void> {
  for (;;) {
    const [row] = await database.db
      .select({ matrix: pluginVersions.phpMatrix })
      .from(pluginVersions)
      .where(eq(pluginVersions.pluginId, pluginId))
      .orderBy(desc(pluginVersions.versionNumber))
      .limit(1);
    if (!row || row.matrix?.finished) return;
    await sleep(100);
  }
}

async function turn(): Promise<{ total: number; delays: number[]; pluginId: string }> {
  const plugin = (await (await fetch(`${origin}/api/plugins`, { method: "POST", headers: { ...headers, cookie }, body: "{}" })).json()) as { id: string };
  const started = performance.now();
  const res = await fetch(`${origin}/api/plugins/${plugin.id}/generate`, {
    method: "POST",
    headers: { ...headers, cookie },
    body: JSON.stringify({ message: prompt }),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const arrivals: number[] = [];
  let buffer = "";
  let done = false;
  while (!done) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    const now = performance.now();
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      if (block.startsWith("event: file-complete")) arrivals.push(now);
      if (block.startsWith("event: done")) done = true;
      if (block.startsWith("event: error")) throw new Error(block);
    }
  }
  const total = performance.now() - started;
  const sent = fileCompletionTimes(fake.received.at(-1)!.sent);
  if (sent.length !== arrivals.length) throw new Error(`files: provider ${sent.length}, client ${arrivals.length}`);
  return { total, delays: arrivals.map((at, i) => at - sent[i]!), pluginId: plugin.id };
}

await backgroundDone((await turn()).pluginId); // warm-up: JIT, first transaction
const raw: number[] = [];
const idle: number[] = [];
const backToBack: number[] = [];
const delays: number[] = [];
for (let i = 0; i < runs; i++) {
  raw.push(await rawStream());
  const t = await turn();
  idle.push(t.total);
  delays.push(...t.delays);
  await backgroundDone(t.pluginId);
}
for (let i = 0; i < runs; i++) {
  raw.push(await rawStream());
  backToBack.push((await turn()).total);
}
console.log(`fixture first-turn.txt, ${paceMs} ms between chunks, ${runs} runs each`);
console.log(`raw provider stream: ${median(raw).toFixed(0)} ms (median)`);
console.log(`end-to-end turn (POST to done: version saved and checked), runtime idle at its start: ${median(idle).toFixed(0)} ms (median)`);
console.log(`ratio end-to-end / raw: ${(median(idle) / median(raw)).toFixed(3)} (goal ≤ 1.15)`);
console.log(
  `back to back, the previous version's PHP matrix still running: ${median(backToBack).toFixed(0)} ms (median), ratio ${(median(backToBack) / median(raw)).toFixed(3)}`,
);
console.log(
  `file completed at provider → file-complete at client: median ${median(delays).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms over ${delays.length} files (goal < 100 ms)`,
);
const early = services.runtime?.earlyChecks;
if (early) console.log(`checks started while the reply still streamed: ${early.started}, taken by their version: ${early.taken}`);
server.close();
await services.close();
await fake.close();
await database.close();
