import { describe, expect, it } from "vitest";
import { type FileChange, handEditPrompt, readHandEditPrompt } from "@shared/schemas/plugin-file-edits";
import "~/lib/i18n-app";
import { i18n, loadLanguage } from "~/lib/i18n";
import { messagesFromVersions } from "../chat/chat-message";
import { versionPromptText } from "./version-prompt";

// Issue #34 item 13, docs/decisions/0077: a version saved by hand says so in the app's language. Its prompt is stored
// as handEditPrompt's English words and read back here; a turn's prompt is shown as the person typed it.

const edits: Array<[string, FileChange[], string, string]> = [
  [
    "several files",
    [
      { op: "write", path: "p/a.css", content: "" },
      { op: "delete", path: "p/b.css" },
      { op: "rename", from: "p/c.css", to: "p/d.css" },
    ],
    "Edited 3 files by hand",
    "Redigerade 3 filer för hand",
  ],
  ["a write", [{ op: "write", path: "p/includes/settings page.php", content: "" }], "Edited p/includes/settings page.php by hand", "Redigerade p/includes/settings page.php för hand"],
  ["a delete", [{ op: "delete", path: "p/assets/icon.png" }], "Deleted p/assets/icon.png by hand", "Tog bort p/assets/icon.png för hand"],
  ["a rename", [{ op: "rename", from: "p/a.css", to: "p/css/a.css" }], "Renamed p/a.css to p/css/a.css by hand", "Bytte namn på p/a.css till p/css/a.css för hand"],
];

const handEdit = (prompt: string) => ({ userPrompt: prompt, assistantResponse: "" });

describe("[BUILDER][HISTORY][LANGUAGE] a hand edit's version prompt", () => {
  it.each(edits)("words %s in English and in Swedish, with its values", async (_name, changes, english, swedish) => {
    await loadLanguage("sv");
    const prompt = handEditPrompt(changes);
    expect(prompt).toBe(english);
    expect(versionPromptText(i18n.getFixedT("en"), handEdit(prompt))).toBe(english);
    expect(versionPromptText(i18n.getFixedT("sv"), handEdit(prompt))).toBe(swedish);
  });

  it("shows what the person typed as typed, and a rename it cannot read back as stored", async () => {
    await loadLanguage("sv");
    const sv = i18n.getFixedT("sv");
    // A turn has an answer: its prompt is the person's own, whatever it says.
    expect(versionPromptText(sv, { userPrompt: "Edited 3 files by hand", assistantResponse: "Done." })).toBe("Edited 3 files by hand");
    expect(versionPromptText(sv, handEdit("Make the button red"))).toBe("Make the button red");
    // ' to ' in a path: which ' to ' ends the first path is not known.
    const ambiguous = handEditPrompt([{ op: "rename", from: "p/go to x.css", to: "p/b.css" }]);
    expect(readHandEditPrompt(ambiguous)).toBeNull();
    expect(versionPromptText(sv, handEdit(ambiguous))).toBe(ambiguous);
    expect(versionPromptText(sv, handEdit(handEditPrompt([{ op: "rename", from: "p/go to.css", to: "p/b.css" }])))).toBe("Bytte namn på p/go to.css till p/b.css för hand");
  });

  it("marks a hand edit's chat message, so the chat words it too", () => {
    const [user] = messagesFromVersions([
      {
        id: "v2",
        versionNumber: 2,
        userPrompt: "Deleted p/old.php by hand",
        assistantResponse: "",
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
      },
    ]);
    expect(user).toMatchObject({ kind: "user", text: "Deleted p/old.php by hand", handEdit: { key: "deleted", values: { path: "p/old.php" } } });
  });
});
