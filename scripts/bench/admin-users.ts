// The admin users endpoint at 100,000 people (issue #13): GET /api/admin/users first page and a search,
// and GET /api/admin/stats, each 200 times through createApp on a scratch PostgreSQL database; p50/p99
// against a `select 1` round trip through the same pool in the same run. Goals: users p99 < 50 ms,
// stats < 100 ms.
// Usage: npx tsx scripts/bench/admin-users.ts [postgres-url=postgres://postgres@127.0.0.1:5432/postgres] [people=100000]
import { sql } from "drizzle-orm";
import { createApp } from "../../src/server/app";
import { readEnv } from "../../src/server/env";
import { buildServices } from "../../src/server/services";
import { openBenchDatabase } from "./bench-database";

const postgresUrl = process.argv[2] ?? "postgres://postgres@127.0.0.1:5432/postgres";
const people = Number(process.argv[3] ?? 100_000);
const RUNS = 200;
const ADMIN = "bench-admin@plugsmith.test";

const { database, close } = await openBenchDatabase(postgresUrl);
const db = database.db;
let started = performance.now();
await db.execute(sql`insert into "user" (id, name, email, email_verified, created_at, updated_at)
  select 'bench-' || g, (array['Grace','Alan','Ada','Linus','Margaret'])[1 + g % 5] || ' ' || md5(g::text), 'person' || g || '@example.com', true, now() - make_interval(secs => g), now()
  from generate_series(1, ${people}) g`);
await db.execute(sql`insert into profiles (id, email, full_name, newsletter_subscribed)
  select 'bench-' || g, 'person' || g || '@example.com', name, g % 3 <> 0
  from generate_series(1, ${people}) g join "user" on id = 'bench-' || g`);
await db.execute(sql`insert into user_credits (user_id, permanent_balance) select 'bench-' || g, 10 + g % 50 from generate_series(1, ${people}) g`);
await db.execute(sql`insert into plugins (user_id, name) select 'bench-' || (1 + g % ${people}), 'Plugin ' || g from generate_series(1, ${people / 2}) g`);
await db.execute(sql`insert into subscriptions (user_id, provider, customer_id, subscription_id, plan_id, status)
  select 'bench-' || g, 'local', 'lcus_bench-' || g, 'lsub_' || g, 'pro-100', 'active' from generate_series(1, ${people}, 20) g`);
await db.execute(sql`analyze`);
console.log(`${people.toLocaleString("en")} people, ${(people / 2).toLocaleString("en")} plugins seeded in ${Math.round(performance.now() - started)} ms`);

const env = readEnv({ LOG_LEVEL: "silent", AUTH_SECRET: "bench-secret-bench-secret-bench-secret", ADMIN_EMAILS: ADMIN, DATABASE_URL: postgresUrl });
const services = await buildServices({ env, database });
const app = createApp(services);
const signUp = await app.request("/api/auth/sign-up/email", {
  method: "POST",
  headers: { "content-type": "application/json", Origin: env.SITE_URL },
  body: JSON.stringify({ name: "Bench", fullName: "Bench Admin", email: ADMIN, password: "bench-password" }),
});
const cookie = signUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

async function timed(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await run(); // warm-up
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
  console.log(`${label}: p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms (${RUNS} requests)`);
  return at(0.99);
}
async function get(path: string) {
  const res = await app.request(path, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

const baseline = await timed("baseline: select 1 through the pool", () => db.execute(sql`select 1`));
const first = await timed("GET /api/admin/users (first page)", () => get("/api/admin/users"));
const search = await timed("GET /api/admin/users?search=person4242", () => get("/api/admin/users?search=person4242"));
const name = await timed("GET /api/admin/users?search=grace (by name, 20,000 match)", () => get("/api/admin/users?search=grace"));
const narrowName = await timed("GET /api/admin/users?search=ada c4ca (by name, one match)", () => get("/api/admin/users?search=ada%20c4ca"));
const stats = await timed("GET /api/admin/stats", () => get("/api/admin/stats"));
console.log(
  `p99 / baseline p99: first page ${(first / baseline).toFixed(1)}x, search ${(search / baseline).toFixed(1)}x, name searches ${(name / baseline).toFixed(1)}x and ${(narrowName / baseline).toFixed(1)}x, stats ${(stats / baseline).toFixed(1)}x (goals: users < 50 ms, stats < 100 ms)`,
);
await services.close();
await close();
