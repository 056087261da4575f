// Issue #33 item 4: how the offline generator answers everyday requests of our own (tests/fixtures/everyday-requests.ts):
// built (charged, with the mechanism asked for), declined (free) or pretended (charged, mechanism missing), for first
// turns and follow-ups. Usage: npx tsx scripts/bench/everyday-requests.ts [--list]
import { EVERYDAY_REQUESTS, outcomeOf, pluginCode, type EverydayOutcome } from "../../tests/fixtures/everyday-requests";
import { generateReply } from "../../tests/support/wordpress-test-site";

const list = process.argv.includes("--list");
const counts = (): Record<EverydayOutcome, number> => ({ built: 0, declined: 0, pretended: 0 });
const first = counts();
const follow = counts();
const started = performance.now();
for (const entry of EVERYDAY_REQUESTS) {
  const reply = generateReply(entry.request);
  const { outcome, missing } = outcomeOf(reply, pluginCode(reply.files), entry.mechanism);
  first[outcome]++;
  if (list || outcome === "pretended") console.log(`${outcome.padEnd(9)} ${entry.request}${missing.length ? `  (missing ${missing.join(", ")})` : ""}`);
  if (!entry.followUp || outcome !== "built") continue;
  const next = generateReply(entry.followUp.request, reply.files);
  const files = { ...reply.files, ...next.files };
  for (const path of next.deleted) delete files[path];
  const result = outcomeOf(next, pluginCode(files), entry.followUp.mechanism);
  follow[result.outcome]++;
  if (list || result.outcome === "pretended") console.log(`${result.outcome.padEnd(9)}   then: ${entry.followUp.request}${result.missing.length ? `  (missing ${result.missing.join(", ")})` : ""}`);
}
const line = (name: string, c: Record<EverydayOutcome, number>) => `${name}: ${c.built} built, ${c.declined} declined, ${c.pretended} pretended (of ${c.built + c.declined + c.pretended})`;
console.log(line("first turns", first));
console.log(line("follow-ups on built plugins", follow));
console.log(`${EVERYDAY_REQUESTS.length} requests in ${Math.round(performance.now() - started)} ms`);
