import { describe, expect, it } from "vitest";
import { PreviewSessions } from "./preview-sessions";

const IDLE = 30 * 60_000;

function setup(capacity = 3) {
  const clock = { now: 1_000_000 };
  const sessions = new PreviewSessions(capacity, IDLE, () => clock.now);
  const add = (token: string, userId: string, versionNumber = 1) =>
    sessions.add({ token, userId, pluginId: "p", versionNumber, adminPath: "/wp-admin/", sitePath: "/" }).map((out) => out.token);
  return { clock, sessions, add };
}

describe("PreviewSessions", () => {
  it("keeps one preview per person: a second one pushes the first out", () => {
    const { sessions, add } = setup();
    expect(add("a1", "ada")).toEqual([]);
    expect(add("b1", "bob")).toEqual([]);
    expect(add("a2", "ada", 2)).toEqual(["a1"]);
    expect(sessions.use("a1")).toBeNull();
    expect(sessions.forUser("ada")?.token).toBe("a2");
    expect(sessions.size).toBe(2);
  });

  it("closes the least recently used when full; a use counts as recent", () => {
    const { sessions, add, clock } = setup(3);
    add("a", "ada");
    clock.now += 1;
    add("b", "bob");
    clock.now += 1;
    add("c", "cy");
    clock.now += 1;
    expect(sessions.use("a")?.token).toBe("a");
    expect(add("d", "dee")).toEqual(["b"]);
    expect(add("e", "eve")).toEqual(["c"]);
    expect([sessions.use("a"), sessions.use("d"), sessions.use("e")].map((s) => s?.token)).toEqual(["a", "d", "e"]);
  });

  it("forgets a preview unused for longer than the idle time, on use and when another is added", () => {
    const { sessions, add, clock } = setup();
    add("a", "ada");
    add("b", "bob");
    clock.now += IDLE;
    expect(sessions.use("a")?.token).toBe("a"); // exactly the idle time: still there, and now fresh
    clock.now += 1;
    expect(sessions.use("b")).toBeNull(); // past it: gone
    expect(sessions.size).toBe(1);
    clock.now += IDLE + 1;
    expect(add("c", "cy")).toEqual(["a"]);
    expect(sessions.size).toBe(1);
  });
});
