import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/test-database";
import { createApp } from "../app";
import { readEnv } from "../env";
import { createLogger } from "../lib/logger";
import { buildServices } from "../services";
import { LOGGED_PATH_MAX_CHARS, UNKNOWN_PATH_LINES_PER_MINUTE, createUnknownPathLog } from "./unknown-path-log";

// Unknown paths are chosen by anonymous visitors: each line keeps at most LOGGED_PATH_MAX_CHARS of the
// path and one process writes at most UNKNOWN_PATH_LINES_PER_MINUTE of them a minute (issue #31).

async function appWithLog() {
  const written: string[] = [];
  const logger = createLogger("info", { write: (line: string) => void written.push(line) });
  const env = readEnv({ NODE_ENV: "test", AUTH_SECRET: "test-secret-test-secret-test-secret-12" });
  const clientDir = mkdtempSync(path.join(tmpdir(), "plugsmith-client-"));
  writeFileSync(path.join(clientDir, "__spa-fallback.html"), "<html><title>App</title></html>");
  const services = await buildServices({ env, database: await openTestDatabase(), logger, clientDir });
  return { app: createApp(services), written };
}

describe("[HTTP][UNKNOWN_PATHS]", () => {
  it(`logs unknown pages and API paths cut to ${LOGGED_PATH_MAX_CHARS} characters and at most ${UNKNOWN_PATH_LINES_PER_MINUTE} lines a minute`, async () => {
    const { app, written } = await appWithLog();
    const long = "x".repeat(8_000);
    const requests = 3 * UNKNOWN_PATH_LINES_PER_MINUTE;
    for (let i = 0; i < requests; i++) {
      const res = await app.request(i % 2 === 0 ? `/${i}-${long}` : `/api/${i}-${long}`);
      expect(res.status).toBe(404);
    }
    const lines = written.map((line) => JSON.parse(line) as { msg: string; path?: string });
    const unknown = lines.filter((l) => l.msg === "page not found");
    expect(unknown).toHaveLength(UNKNOWN_PATH_LINES_PER_MINUTE);
    expect(unknown[0]!.path).toBe(`/0-${long}`.slice(0, LOGGED_PATH_MAX_CHARS) + `… (${long.length + 3} chars)`);
    // No other line carries the long paths either (the API request line is left out for them).
    expect(lines.filter((l) => JSON.stringify(l).includes("x".repeat(LOGGED_PATH_MAX_CHARS + 1)))).toEqual([]);
    expect(written.join("").length).toBeLessThan(UNKNOWN_PATH_LINES_PER_MINUTE * 600);
  });

  it("says how many were left out in one line when the minute ends, then logs again", () => {
    const written: Array<{ msg: string; skipped?: number; path?: string }> = [];
    const logger = createLogger("info", { write: (line: string) => void written.push(JSON.parse(line)) });
    let clock = 1_000_000;
    const log = createUnknownPathLog(logger, { linesPerMinute: 3, now: () => clock });
    for (let i = 0; i < 10; i++) log(`/p${i}`);
    expect(written.map((l) => l.path)).toEqual(["/p0", "/p1", "/p2"]);
    clock += 60_000;
    log("/next");
    expect(written.slice(3)).toMatchObject([{ msg: "… and 7 more unknown paths", skipped: 7 }, { msg: "page not found", path: "/next" }]);
    expect(written.filter((l) => l.skipped !== undefined)).toHaveLength(1);
  });
});
