import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_TIMEOUTS } from "../../src/shared/constants";
import { type ServerProcess, spawnServer, stopServer, waitForListening } from "./spawn-server";
import { testDatabaseKind } from "../support/test-database-setup";
import { freePort } from "../support/free-port";

// Its servers keep their data in a DATA_DIR of their own (PGlite), whatever the stage's test database:
// run in the PGlite stage only, since the PostgreSQL stage would repeat it exactly.
const onPglite = testDatabaseKind() === "pglite";

// The preview port is as strict as the app's (issue #30): the real process, measured from outside. An
// anonymous 300 MB chunked body to a preview address grew the server by 919 MB when the preview read
// bodies whole before looking at the token.

const work = mkdtempSync(path.join(tmpdir(), "plugsmith-preview-port-"));
let server: ServerProcess;
let previewUrl: string;

beforeAll(async () => {
  if (!onPglite) return;
  const port = await freePort();
  server = spawnServer({
    PORT: "0",
    HOST: "127.0.0.1",
    PREVIEW_PORT: String(port),
    DATA_DIR: path.join(work, "data"),
    AUTH_SECRET: "preview-port-secret-preview-port-secret",
    WP_RUNTIME: "on",
    WP_RUNTIME_INSTANCES: "1",
    WP_PREVIEW_WORKERS: "1",
  });
  await waitForListening(server);
  const deadline = Date.now() + 30_000;
  while (!server.out().includes("Live previews are served at") && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(server.out()).toContain("Live previews are served at");
  previewUrl = `http://127.0.0.1:${port}`;
}, 180_000);

afterAll(async () => {
  if (!onPglite) return;
  if (server) await stopServer(server);
  rmSync(work, { recursive: true, force: true });
});

/**
 * POSTs up to `totalBytes` in 1 MB chunks without a Content-Length (chunked), stopping once the server answers
 * or closes the connection: the answer's status (null when the connection closed first) and what was sent.
 */
function chunkedPost(url: string, totalBytes: number): Promise<{ status: number | null; sentMb: number }> {
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  return new Promise((resolve) => {
    let sent = 0;
    let status: number | null = null;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve({ status, sentMb: sent / 1024 / 1024 });
    };
    const req = request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "transfer-encoding": "chunked" } });
    req.on("response", (res) => {
      status = res.statusCode ?? null;
      res.resume();
      res.on("end", finish);
      req.destroy();
      finish();
    });
    req.on("error", finish);
    req.on("close", finish);
    const pump = () => {
      while (!done && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!done) req.end();
    };
    pump();
  });
}

describe.runIf(onPglite)("[PREVIEW][PORT] the preview's listener in the real process", () => {
  it("an anonymous 300 MB chunked body to a preview address is answered 410 without being read, and the server grows by under 100 MB", async () => {
    // Warm-up: code paths compiled, buffers at their working size.
    for (let i = 0; i < 3; i++) await chunkedPost(`${previewUrl}/preview/not-a-token/x`, 20 * 1024 * 1024);
    await new Promise((r) => setTimeout(r, 1_000));
    const before = server.rssMb();

    const answer = await chunkedPost(`${previewUrl}/preview/not-a-token/x`, 300 * 1024 * 1024);
    await new Promise((r) => setTimeout(r, 1_000));
    const after = server.rssMb();

    console.info(`[preview-port] 300 MB chunked body: ${answer.status}, ${answer.sentMb.toFixed(0)} MB sent before the answer, resident ${before.toFixed(0)} MB → ${after.toFixed(0)} MB`);
    expect(answer.status).toBe(410);
    expect(after - before).toBeLessThan(100);
    expect(server.child.exitCode).toBeNull();
  }, 120_000);

  it(`keeps an idle connection open for ${SERVER_TIMEOUTS.keepAliveMs / 1000} s as the app's port does, not Node's 5 s`, async () => {
    const { port } = new URL(previewUrl);
    const socket = connect(Number(port), "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    let answer = "";
    let closed = false;
    socket.on("data", (d) => (answer += d));
    socket.on("close", () => (closed = true));
    socket.write("GET /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    await new Promise((r) => setTimeout(r, 7_000));
    expect(closed).toBe(false);
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    expect(answer.toLowerCase()).toContain("x-content-type-options: nosniff");
    socket.destroy();
  }, 30_000);
});
