import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../shared/constants";
import { PluginRoom } from "./plugin-room";
import type { ParserEvent } from "./protocol/stream-parser";

// The plugin's caps kept while a reply streams (decision 0055): what passes, what is held, what is refused.

const file = (path: string, content: string): ParserEvent[] => [
  { type: "file-start", path },
  { type: "file-delta", path, delta: content },
  { type: "file-complete", path, content },
];
const passAll = (room: PluginRoom, events: ParserEvent[]) => events.flatMap((event) => room.pass(event));

describe("[GENERATION][PLUGIN_ROOM]", () => {
  it("streams each event at once while the plugin has room for a whole file", () => {
    const room = new PluginRoom({ "p/p.php": "<?php" });
    const events = file("p/a.css", "a{}");
    expect(events.map((event) => room.pass(event))).toEqual(events.map((event) => [event]));
  });

  it("near the cap, holds a file until it is whole, then sends it at once when it fits", () => {
    const room = new PluginRoom({ "p/pad.txt": "x".repeat(LIMITS.pluginBytes - 100) });
    const [start, delta, complete] = file("p/a.css", "a".repeat(100));
    expect(room.pass(start!)).toEqual([]);
    expect(room.pass(delta!)).toEqual([]);
    expect(room.pass(complete!)).toEqual([start, delta, complete]);
  });

  it("refuses a file that would cross the cap before any of it is sent, counting the file it replaces and the files deleted", () => {
    const room = new PluginRoom({ "p/pad.txt": "x".repeat(LIMITS.pluginBytes - 100), "p/old.js": "y".repeat(50) });
    // Replacing a 50-byte file with 100 bytes fits exactly; one more byte anywhere does not.
    expect(passAll(room, file("p/old.js", "z".repeat(100)))).toHaveLength(3);
    expect(() => passAll(room, file("p/new.css", "b"))).toThrow(expect.objectContaining({ code: "plugin_too_large" }));
    const after = new PluginRoom({ "p/pad.txt": "x".repeat(LIMITS.pluginBytes - 100), "p/old.js": "y".repeat(50) });
    expect(after.pass({ type: "file-delete", path: "p/old.js" })).toHaveLength(1);
    expect(passAll(after, file("p/new.css", "b".repeat(100)))).toHaveLength(3);
  });

  it("refuses a new file past the file-count cap at its start; a file it replaces still passes", () => {
    const files = Object.fromEntries(Array.from({ length: LIMITS.filesPerPlugin }, (_, i) => [`p/f${i}.txt`, "x"]));
    const room = new PluginRoom(files);
    expect(passAll(room, file("p/f0.txt", "changed"))).toHaveLength(3);
    expect(() => room.pass({ type: "file-start", path: "p/one-more.txt" })).toThrow(expect.objectContaining({ code: "too_many_files" }));
  });
});
