import { format } from "node:util";
import { afterEach, beforeEach, vi } from "vitest";

// A test fails when code logs console.error it did not expect (a swallowed error is a bug we want to
// see). A test that expects one says so: `allowConsoleError(/User already exists/)`.

let allowed: RegExp[] = [];
let unexpected: string[] = [];

/** Lets the current test log console.error lines matching `pattern` (all of them by default). */
export function allowConsoleError(pattern: RegExp = /[\s\S]*/): void {
  allowed.push(pattern);
}

export function installConsoleGuard(): void {
  const original = console.error.bind(console);
  beforeEach(() => {
    allowed = [];
    unexpected = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      const message = format(...args);
      if (!allowed.some((pattern) => pattern.test(message))) unexpected.push(message);
      original(...args);
    });
  });
  afterEach(() => {
    vi.mocked(console.error).mockRestore?.();
    const found = unexpected;
    unexpected = [];
    if (found.length > 0) {
      // The first message is on the first line: a run's summary shows only that line.
      throw new Error(
        `console.error was called ${found.length} time(s) unexpectedly, first: ${found[0]!.split("\n")[0]!.slice(0, 200)} ` +
          `(allow it with allowConsoleError(/pattern/)):\n${found.map((m) => `  ${m.split("\n")[0]}`).join("\n")}`,
      );
    }
  });
}
