import type { Server } from "node:http";
import { connect } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { afterEach, describe, expect, it } from "vitest";
import { applyKeepAlive, serverOptions } from "./server-timeouts";

// How Node applies the timeouts server.ts sets, scaled down: requestTimeout ends a request still being
// *received*, never a response still being sent (an event stream, a long chat turn).

const SHORT = { headersMs: 400, requestMs: 1_000, keepAliveMs: 500, checkIntervalMs: 100 };
let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  server = undefined;
});

async function start(): Promise<number> {
  const app = new Hono()
    .get("/stream", (c) =>
      streamSSE(c, async (stream) => {
        for (let i = 0; i < 40 && !stream.aborted; i++) {
          await stream.writeSSE({ event: "tick", data: String(i) });
          await stream.sleep(100);
        }
      }),
    )
    .post("/upload", async (c) => c.text(String((await c.req.text()).length)))
    // The cut-off body rejects the read; the client is gone, so nothing is left to answer.
    .onError((_err, c) => c.text("aborted", 400));
  return new Promise((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1", serverOptions: serverOptions(SHORT) }, (info) =>
      resolve(info.port),
    ) as Server;
    applyKeepAlive(server, SHORT);
  });
}

describe("[HTTP][SERVER_TIMEOUTS]", () => {
  it("an event stream outlives requestTimeout (its request arrived whole)", async () => {
    const port = await start();
    const response = await fetch(`http://127.0.0.1:${port}/stream`);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const until = Date.now() + SHORT.requestMs * 2.5;
    while (Date.now() < until) {
      const { value, done } = await reader.read();
      expect(done).toBe(false);
      text += decoder.decode(value, { stream: true });
    }
    expect(text.match(/event: tick/g)!.length).toBeGreaterThan(15);
    await reader.cancel();
  });

  it("a body trickled slower than requestTimeout is cut off with 408", async () => {
    const port = await start();
    const socket = connect(port, "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const openedAt = Date.now();
    socket.write("POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 100\r\n\r\n");
    const drip = setInterval(() => socket.write("x"), 100);
    let answer = "";
    socket.on("data", (d) => (answer += d));
    // The drip may write once more after the server has answered and closed: the reset that earns is expected
    // (unhandled, it failed a loaded CI run), and the 408 is asserted below either way.
    socket.on("error", () => clearInterval(drip));
    await new Promise<void>((resolve) => socket.once("close", () => resolve()));
    clearInterval(drip);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - openedAt).toBeLessThan(SHORT.requestMs + 1_000);
  });
});
