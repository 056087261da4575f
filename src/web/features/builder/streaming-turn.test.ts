import { describe, expect, it } from "vitest";
import { applyTurnEvent, filesDuringTurn, startTurn, type StreamingTurn } from "./streaming-turn";
import type { ProgressEvent } from "./generation-client";

const request = { message: "Build a form", images: [], markedElements: [], viewMode: "backend" as const };

function run(events: ProgressEvent[]): StreamingTurn {
  return events.reduce(applyTurnEvent, startTurn(request));
}

describe("[BUILDER][STREAM] applyTurnEvent", () => {
  it("grows a file delta by delta and knows which file is being written", () => {
    const turn = run([
      {
        type: "start",
        generator: { provider: "offline", model: "blueprint", offline: true, label: "Offline blueprint generator" },
      },
      { type: "file-start", path: "p/p.php" },
      { type: "file-delta", path: "p/p.php", delta: "<?php\n" },
      { type: "file-delta", path: "p/p.php", delta: "// x" },
    ]);
    expect(turn.files).toEqual({ "p/p.php": "<?php\n// x" });
    expect(turn.writing).toBe("p/p.php");
    expect(turn.generatorLabel).toBe("Offline blueprint generator");
  });

  it("takes the complete content as final and keeps the order files were started in", () => {
    const turn = run([
      { type: "file-start", path: "b.php" },
      { type: "file-complete", path: "b.php", content: "B" },
      { type: "file-start", path: "a.css" },
      { type: "file-delta", path: "a.css", delta: "partial" },
      { type: "file-complete", path: "a.css", content: "A" },
      { type: "explanation-delta", delta: "Done" },
      { type: "explanation-delta", delta: "!" },
    ]);
    expect(turn.written).toEqual(["b.php", "a.css"]);
    expect(turn.files).toEqual({ "b.php": "B", "a.css": "A" });
    expect(turn.writing).toBeNull();
    expect(turn.explanation).toBe("Done!");
  });

  it("shows deletions and writes on top of the current files, and nothing else changes", () => {
    const turn = run([
      { type: "file-delete", path: "old.js" },
      { type: "file-start", path: "new.js" },
      { type: "file-delta", path: "new.js", delta: "x" },
    ]);
    const current = { "old.js": "o", "keep.php": "k" };
    expect(filesDuringTurn(current, turn)).toEqual({ "keep.php": "k", "new.js": "x" });
    expect(current).toEqual({ "old.js": "o", "keep.php": "k" });
    expect(filesDuringTurn(current, null)).toBe(current);
  });
});
