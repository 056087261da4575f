import { describe, expect, it } from "vitest";
import type { PluginVersion } from "@shared/schemas/plugins";
import { messagesFromVersions } from "./chat-message";

function version(n: number, overrides: Partial<PluginVersion> = {}): PluginVersion {
  return {
    id: `v${n}`,
    versionNumber: n,
    userPrompt: `prompt ${n}`,
    assistantResponse: `answer ${n}`,
    files: {},
    images: [],
    markedElements: [],
    features: [],
    quickActions: [],
    previewHtml: null,
    frontendPreviewHtml: null,
    backendPreviewHtml: null,
    restoredFrom: null,
    createdAt: "2026-01-01T00:00:00Z",
    ...overrides,
  };
}

describe("[BUILDER][CHAT] messagesFromVersions", () => {
  it("rebuilds the turns oldest first with the files each one changed", () => {
    const v1 = version(1, {
      files: { "p/p.php": "1", "p/a.css": "a" },
      features: ["Form"],
      quickActions: [{ label: "L", prompt: "P" }],
    });
    const v2 = version(2, {
      files: { "p/p.php": "2", "p/a.css": "a" },
      markedElements: [{ tag: "button", text: "Send", id: "", classes: [], selector: "form > button:nth-of-type(1)" }],
    });
    const messages = messagesFromVersions([v2, v1]);
    expect(messages.map((m) => m.kind)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(messages[1]).toMatchObject({
      text: "answer 1",
      files: ["p/a.css", "p/p.php"],
      features: ["Form"],
      quickActions: [{ label: "L", prompt: "P" }],
    });
    expect(messages[2]).toMatchObject({ text: "prompt 2", markedElements: [{ tag: "button" }] });
    expect(messages[3]).toMatchObject({ files: ["p/p.php"] });
  });

  it("shows a restore as one assistant line and compares the next turn with the restored files", () => {
    const messages = messagesFromVersions([
      version(1, { files: { a: "1" } }),
      version(2, { files: { a: "2" } }),
      version(3, { files: { a: "1" }, restoredFrom: 1, userPrompt: "" }),
      version(4, { files: { a: "1", b: "new" } }),
    ]);
    expect(messages.map((m) => m.kind)).toEqual([
      "user",
      "assistant",
      "user",
      "assistant",
      "restore",
      "user",
      "assistant",
    ]);
    expect(messages[4]).toEqual({ kind: "restore", id: "v3:restore", restoredFrom: 1 });
    expect(messages[6]).toMatchObject({ files: ["b"] });
  });

  it("leaves out an empty user message", () => {
    expect(messagesFromVersions([version(1, { userPrompt: "  " })]).map((m) => m.kind)).toEqual(["assistant"]);
  });
});
