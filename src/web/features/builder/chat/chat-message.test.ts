import { describe, expect, it } from "vitest";
import type { VersionListItem } from "@shared/schemas/plugins";
import { messagesFromVersions } from "./chat-message";

function version(n: number, overrides: Partial<VersionListItem> = {}): VersionListItem {
  return {
    id: `v${n}`,
    versionNumber: n,
    userPrompt: `prompt ${n}`,
    assistantResponse: `answer ${n}`,
    markedElements: [],
    features: [],
    quickActions: [],
    changedPaths: [],
    imageCount: 0,
    hasPreview: false,
    restoredFrom: null,
    incomplete: false,
    pruned: false,
    checkStatus: "passed",
    findingCount: 0,
    runtimeStatus: "passed",
    createdAt: "2026-01-01T00:00:00Z",
    ...overrides,
  };
}

describe("[BUILDER][CHAT] messagesFromVersions", () => {
  it("rebuilds the turns oldest first with the files each one changed", () => {
    const v1 = version(1, {
      changedPaths: ["p/a.css", "p/p.php"],
      features: ["Form"],
      quickActions: [{ label: "L", prompt: "P" }],
    });
    const v2 = version(2, {
      changedPaths: ["p/p.php"],
      markedElements: [{ tag: "button", text: "Send", id: "", classes: [], selector: "form > button:nth-of-type(1)" }],
    });
    const messages = messagesFromVersions([v2, v1]);
    expect(messages.map((m) => m.kind)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(messages[1]).toMatchObject({
      text: "answer 1",
      files: ["p/a.css", "p/p.php"],
      features: ["Form"],
      quickActions: [{ label: "L", prompt: "P" }],
      incomplete: false,
    });
    expect(messages[2]).toMatchObject({ text: "prompt 2", markedElements: [{ tag: "button" }] });
    expect(messages[3]).toMatchObject({ files: ["p/p.php"] });
  });

  it("shows a restore as one assistant line", () => {
    const messages = messagesFromVersions([version(1), version(2), version(3, { restoredFrom: 1, userPrompt: "" }), version(4)]);
    expect(messages.map((m) => m.kind)).toEqual(["user", "assistant", "user", "assistant", "restore", "user", "assistant"]);
    expect(messages[4]).toEqual({ kind: "restore", id: "v3:restore", restoredFrom: 1 });
  });

  it("keeps a message that only attached images, to load them with its version, and marks an incomplete turn", () => {
    const messages = messagesFromVersions([version(1, { userPrompt: "", imageCount: 2, incomplete: true })]);
    expect(messages[0]).toMatchObject({ kind: "user", images: [], versionNumber: 1, imageCount: 2 });
    expect(messages[1]).toMatchObject({ kind: "assistant", incomplete: true });
  });

  it("leaves out an empty user message", () => {
    expect(messagesFromVersions([version(1, { userPrompt: "  " })]).map((m) => m.kind)).toEqual(["assistant"]);
  });
});
