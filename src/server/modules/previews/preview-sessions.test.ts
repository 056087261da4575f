import { describe, expect, it } from "vitest";
import { PreviewSessions } from "./preview-sessions";

const IDLE = 30 * 60_000;
const ACTIVE = 2 * 60_000;

function setup(capacity = 3) {
  const clock = { now: 1_000_000 };
  const sessions = new PreviewSessions(capacity, IDLE, ACTIVE, () => clock.now);
  /** Opens a preview as openPreview does: a place claimed, then filled; the tokens closed on the way, or 'busy'. */
  const open = (token: string, userId: string, versionNumber = 1): string[] | "busy" => {
    const claim = sessions.claim(userId);
    if (!claim.granted) return "busy";
    const replaced = sessions.add({ token, userId, pluginId: "p", versionNumber, adminPath: "/wp-admin/", sitePath: "/" });
    return [...claim.closed, ...replaced].map((out) => out.token);
  };
  const live = (...tokens: string[]) => tokens.map((token) => sessions.use(token)?.token ?? null);
  return { clock, sessions, open, live };
}

describe("PreviewSessions", () => {
  it("keeps one preview per person: a second one takes the first one's place, even when every other place is in use", () => {
    const { sessions, open, live } = setup(2);
    expect(open("a1", "ada")).toEqual([]);
    expect(open("b1", "bob")).toEqual([]);
    expect(open("a2", "ada", 2)).toEqual(["a1"]);
    expect(live("a1", "a2", "b1")).toEqual([null, "a2", "b1"]);
    expect(sessions.forUser("ada")?.token).toBe("a2");
    expect(sessions.size).toBe(2);
  });

  it("never closes a preview in use for a newcomer: when every place holds one, the newcomer is refused and nothing is closed", () => {
    const { sessions, open, live, clock } = setup(3);
    open("a", "ada");
    open("b", "bob");
    open("c", "cy");
    clock.now += ACTIVE; // exactly the active time since each was last used: all still in use
    expect(sessions.claim("dee")).toEqual({ granted: false, closed: [] });
    expect(open("d", "dee")).toBe("busy");
    expect(live("a", "b", "c")).toEqual(["a", "b", "c"]);
    expect(sessions.size).toBe(3);
  });

  it("gives a newcomer the place of the least recently used preview that is not in use, and only when the places are full", () => {
    const { open, live, clock } = setup(3);
    open("a", "ada");
    clock.now += 1;
    open("b", "bob");
    clock.now += 1;
    open("c", "cy");
    clock.now += ACTIVE + 1; // none in use now
    expect(live("b")).toEqual(["b"]); // bob is back: in use again
    expect(open("d", "dee")).toEqual(["a"]); // ada's was the least recently used of the idle ones
    expect(open("e", "eve")).toEqual(["c"]);
    expect(open("f", "fay")).toBe("busy"); // b, d and e are in use
    expect(live("b", "d", "e")).toEqual(["b", "d", "e"]);
  });

  it("counts places granted to opens still starting: they are not given twice, and a failed open gives its place back", () => {
    const { sessions } = setup(2);
    expect(sessions.claim("ada").granted).toBe(true);
    expect(sessions.claim("bob").granted).toBe(true);
    expect(sessions.claim("cy").granted).toBe(false);
    sessions.release(); // bob's WordPress could not start
    expect(sessions.claim("cy").granted).toBe(true);
    expect(sessions.claim("dee").granted).toBe(false);
  });

  it("keeps one preview per person when the same person's two opens finish together", () => {
    const { sessions } = setup(3);
    expect(sessions.claim("ada").granted).toBe(true);
    expect(sessions.claim("ada").granted).toBe(true);
    const preview = (token: string) => ({ token, userId: "ada", pluginId: "p", versionNumber: 1, adminPath: "/wp-admin/", sitePath: "/" });
    expect(sessions.add(preview("a1"))).toEqual([]);
    expect(sessions.add(preview("a2")).map((out) => out.token)).toEqual(["a1"]);
    expect(sessions.size).toBe(1);
    expect(sessions.claim("bob").granted).toBe(true); // both places came back
    expect(sessions.claim("cy").granted).toBe(true);
  });

  it("forgets a preview unused for longer than the idle time, on use and when a place is claimed", () => {
    const { sessions, open, live, clock } = setup(1);
    open("a", "ada");
    clock.now += IDLE;
    expect(live("a")).toEqual(["a"]); // exactly the idle time: still there, and now fresh
    clock.now += IDLE + 1;
    expect(sessions.claim("bob")).toEqual({ granted: true, closed: [expect.objectContaining({ token: "a" })] });
    sessions.add({ token: "b", userId: "bob", pluginId: "p", versionNumber: 1, adminPath: "/wp-admin/", sitePath: "/" });
    clock.now += IDLE + 1;
    expect(live("b")).toEqual([null]);
    expect(sessions.size).toBe(0);
  });

  it("sets aside a preview its person left: the first to give way to a newcomer, still working until then, in use again when used", () => {
    const { sessions, open, live, clock } = setup(2);
    open("a", "ada");
    clock.now += 1;
    open("b", "bob");
    expect(sessions.setAside("ada", "p", 2)).toBe(false); // another version than the one open: nothing
    expect(sessions.setAside("cy", "p", 1)).toBe(false); // nobody's preview but one's own
    expect(open("c", "cy")).toBe("busy");
    expect(sessions.setAside("bob", "p", 1)).toBe(true);
    expect(sessions.forUser("bob")?.token).toBe("b"); // kept: it still answers
    expect(open("c", "cy")).toEqual(["b"]); // bob's, set aside, gave way at once; ada's stays in use
    expect(live("a", "c")).toEqual(["a", "c"]);

    expect(sessions.setAside("ada", "p", 1)).toBe(true);
    expect(live("a")).toEqual(["a"]); // ada came back: in use again
    expect(open("d", "dee")).toBe("busy");
  });
});
