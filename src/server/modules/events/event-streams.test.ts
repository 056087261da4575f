import { describe, expect, it } from "vitest";
import { EVENT_STREAMS } from "../../../shared/constants";
import { signUp } from "../../../../tests/support/factories";
import { TEST_SITE_URL } from "../../../../tests/support/test-app";
import { createTestClient } from "../../../../tests/support/test-client";
import { onCurrentTestFinished, openTestDatabase } from "../../../../tests/support/test-database";
import { createApp } from "../../app";
import { readEnv } from "../../env";
import { buildServices } from "../../services";
import { grantCredits } from "../credits/credits.service";
import type { EventStreamOptions } from "./event-hub";

/** The real app with its own event stream settings (a short heartbeat, a small process-wide cap). */
async function appWith(eventStreams: Partial<EventStreamOptions>) {
  const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", SITE_URL: TEST_SITE_URL, AUTH_SECRET: "test-secret-test-secret-test-secret-12" });
  const database = await openTestDatabase();
  const services = await buildServices({ env, database, eventStreams });
  onCurrentTestFinished(() => services.close().catch(() => {}));
  const app = createApp(services);
  const client = createTestClient((input, init) => app.request(input, init), { origin: env.SITE_URL });
  return { app, services, client };
}

/** Reads one SSE response: the next event of a name, or null once the server has ended the stream. */
function sseReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let ended = false;
  const read = async (timeoutMs: number) => {
    const { value, done } = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`nothing read in ${timeoutMs} ms`)), timeoutMs)),
    ]);
    if (done) ended = true;
    else buffer += decoder.decode(value, { stream: true });
  };
  return {
    async next(event = "credits", timeoutMs = 5_000): Promise<string | null> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = buffer.match(new RegExp(`event: ${event}\\ndata: (.*)\\n\\n`));
        if (match) {
          buffer = buffer.slice(match.index! + match[0].length);
          return match[1]!;
        }
        if (ended) return null;
        await read(Math.max(1, deadline - Date.now()));
      }
    },
    /** The browser goes away (in-process, cancelling the body is what a closed socket does). */
    cancel: () => reader.cancel(),
    /** Resolves true when the stream ends within `timeoutMs` (events before the end are skipped). */
    async endsWithin(timeoutMs: number): Promise<boolean> {
      const deadline = Date.now() + timeoutMs;
      while (!ended) {
        if (Date.now() > deadline) return false;
        try {
          await read(Math.max(1, deadline - Date.now()));
        } catch {
          return false;
        }
      }
      return true;
    },
  };
}

const balanceOf = (data: string | null) => (data === null ? null : (JSON.parse(data) as { balance: number }).balance);

describe("[EVENTS][LIMITS]", () => {
  it(`a person's ${EVENT_STREAMS.perUser + 1}th stream closes their oldest; others' streams stay open`, async () => {
    const { client, services } = await appWith({});
    const { user } = await signUp(client);
    const other = client.newClient();
    await signUp(other);
    const othersStream = sseReader(await other.request("/api/events"));
    expect(balanceOf(await othersStream.next())).toBe(10);

    const streams = [];
    for (let i = 0; i < EVENT_STREAMS.perUser + 1; i++) {
      const stream = sseReader(await client.request("/api/events"));
      expect(balanceOf(await stream.next())).toBe(10);
      streams.push(stream);
    }
    expect(await streams[0]!.endsWithin(2_000)).toBe(true);
    expect(services.events.streams.sizeOf(user.id)).toBe(EVENT_STREAMS.perUser);

    // The newer three still hear about a change.
    await grantCredits(services.db, { userId: user.id, amount: 2, type: "t", description: "t", idempotencyKey: "limits" });
    for (const stream of streams.slice(1)) expect(balanceOf(await stream.next())).toBe(12);
  });

  it("a full process answers 503 with Retry-After, and takes streams again once one closes", async () => {
    const { client, services } = await appWith({ perProcess: 2 });
    const first = client.newClient();
    const second = client.newClient();
    const third = client.newClient();
    for (const c of [first, second, third]) await signUp(c);
    const open = sseReader(await first.request("/api/events"));
    await open.next();
    await sseReader(await second.request("/api/events")).next();

    const refused = await third.request("/api/events");
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe(String(EVENT_STREAMS.retryAfterSeconds));
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("too_many_streams");

    await open.cancel();
    await expect.poll(() => services.events.streams.size()).toBe(1);
    const admitted = await third.request("/api/events");
    expect(admitted.status).toBe(200);
    expect(balanceOf(await sseReader(admitted).next())).toBe(10);
  });
});

describe("[EVENTS][WRITE_TIMEOUT]", () => {
  it("drops a client that stops reading instead of holding its stream open", async () => {
    const { client, services } = await appWith({ writeTimeoutMs: 300 });
    const { user } = await signUp(client);
    const stream = sseReader(await client.request("/api/events"));
    expect(balanceOf(await stream.next())).toBe(10);

    // The client reads nothing while changes pile up; the server's writes wait, then give up.
    for (let i = 0; i < 6; i++) {
      await grantCredits(services.db, { userId: user.id, amount: 1, type: "t", description: "t", idempotencyKey: `stall-${i}` });
    }
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await stream.endsWithin(2_000)).toBe(true);
    expect(services.events.streams.sizeOf(user.id)).toBe(0);
  });
});

describe("[EVENTS][SESSION]", () => {
  it("closes an open stream at the next heartbeat once its session is gone (signed out elsewhere)", async () => {
    const { client } = await appWith({ heartbeatMs: 200 });
    await signUp(client);
    const stream = sseReader(await client.request("/api/events"));
    expect(balanceOf(await stream.next())).toBe(10);
    // Heartbeats flow while the session lives.
    expect(await stream.next("heartbeat", 2_000)).toBe("");

    // The same session signed out through another connection (its cookie, another "tab").
    const elsewhere = client.newClient();
    const signOut = await elsewhere.post("/api/auth/sign-out", {}, { headers: { cookie: client.cookieHeader() } });
    expect(signOut.status).toBe(200);
    expect(await stream.endsWithin(2_000)).toBe(true);
  });
});
