import { describe, expect, it } from "vitest";
import { fixPrompt, readFixPrompt } from "@shared/fix-prompts";
import { type FileChange, handEditPrompt, readHandEditPrompt } from "@shared/schemas/plugin-file-edits";
import { IMPORT_MESSAGES, type ImportSummary, importPrompt, importSummary, readImportSummary } from "@shared/schemas/plugin-import";
import type { VersionListItem } from "@shared/schemas/plugins";
import "~/lib/i18n-app";
import { i18n, loadLanguage } from "~/lib/i18n";
import { messagesFromVersions } from "../chat/chat-message";
import { versionPromptText, versionReplyText } from "./version-prompt";

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

const handEdit = (prompt: string) => ({ userPrompt: prompt, assistantResponse: "", versionNumber: 2 });

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
    expect(versionPromptText(sv, { userPrompt: "Edited 3 files by hand", assistantResponse: "Done.", versionNumber: 2 })).toBe("Edited 3 files by hand");
    expect(versionPromptText(sv, handEdit("Make the button red"))).toBe("Make the button red");
    // ' to ' in a path: which ' to ' ends the first path is not known.
    const ambiguous = handEditPrompt([{ op: "rename", from: "p/go to x.css", to: "p/b.css" }]);
    expect(readHandEditPrompt(ambiguous)).toBeNull();
    expect(versionPromptText(sv, handEdit(ambiguous))).toBe(ambiguous);
    expect(versionPromptText(sv, handEdit(handEditPrompt([{ op: "rename", from: "p/go to.css", to: "p/b.css" }])))).toBe("Bytte namn på p/go to.css till p/b.css för hand");
  });

  it("marks a hand edit's chat message, so the chat words it too", () => {
    const [user] = messagesFromVersions([listItem({ versionNumber: 2, userPrompt: "Deleted p/old.php by hand", assistantResponse: "" })]);
    expect(user).toMatchObject({ kind: "user", text: "Deleted p/old.php by hand", prompt: { kind: "handEdit", edit: { key: "deleted", values: { path: "p/old.php" } } } });
  });
});

function listItem(words: Pick<VersionListItem, "versionNumber" | "userPrompt" | "assistantResponse">): VersionListItem {
  return {
    id: `v${words.versionNumber}`,
    ...words,
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
  };
}

const imports: Array<[string, ImportSummary, string, string]> = [
  ["one file", { fileCount: 1, skippedCount: 0, risky: false }, "Imported 1 file.", "Importerade 1 fil."],
  ["files", { fileCount: 12, skippedCount: 0, risky: false }, "Imported 12 files.", "Importerade 12 filer."],
  [
    "files and a skipped entry",
    { fileCount: 3, skippedCount: 1, risky: false },
    "Imported 3 files. Skipped 1 entry that a plugin does not use or that were not safe to unpack.",
    "Importerade 3 filer. Hoppade över 1 post som ett plugin inte använder eller som inte var säker att packa upp.",
  ],
  [
    "skipped entries and the warning",
    { fileCount: 3, skippedCount: 4, risky: true },
    `Imported 3 files. Skipped 4 entries that a plugin does not use or that were not safe to unpack. ${IMPORT_MESSAGES.securityWarning}`,
    "Importerade 3 filer. Hoppade över 4 poster som ett plugin inte använder eller som inte var säkra att packa upp. Säkerhetsvarning: Potentiellt farliga kodmönster hittades (eval, exec m.fl.). Var försiktig.",
  ],
  [
    "the warning",
    { fileCount: 1, skippedCount: 0, risky: true },
    `Imported 1 file. ${IMPORT_MESSAGES.securityWarning}`,
    "Importerade 1 fil. Säkerhetsvarning: Potentiellt farliga kodmönster hittades (eval, exec m.fl.). Var försiktig.",
  ],
];

describe("[BUILDER][HISTORY][LANGUAGE] an import's version", () => {
  it.each(imports)("words the prompt and the reply of %s in English and in Swedish", async (_name, summary, english, swedish) => {
    await loadLanguage("sv");
    const reply = importSummary(summary);
    expect(reply).toBe(english);
    const version = { versionNumber: 1, userPrompt: importPrompt("my gallery.zip"), assistantResponse: reply };
    expect(versionPromptText(i18n.getFixedT("en"), version)).toBe("Imported my gallery.zip");
    expect(versionPromptText(i18n.getFixedT("sv"), version)).toBe("Importerade my gallery.zip");
    expect(versionReplyText(i18n.getFixedT("en"), version)).toBe(english);
    expect(versionReplyText(i18n.getFixedT("sv"), version)).toBe(swedish);
  });

  it("words only an import's version 1 with its exact reply; a typed prompt and a model's reply are shown as written", async () => {
    await loadLanguage("sv");
    const sv = i18n.getFixedT("sv");
    const imported = { versionNumber: 1, userPrompt: "Imported gallery.zip", assistantResponse: "Imported 2 files." };
    // A later turn, or a first turn the model answered, is the person's and the model's words.
    expect(versionPromptText(sv, { ...imported, versionNumber: 2 })).toBe("Imported gallery.zip");
    expect(versionReplyText(sv, { ...imported, versionNumber: 2 })).toBe("Imported 2 files.");
    expect(versionPromptText(sv, { ...imported, assistantResponse: "I made a gallery plugin." })).toBe("Imported gallery.zip");
    // Near forms importSummary never writes.
    for (const reply of ["Imported 1 files.", "Imported 2 file.", "Imported 2 files. Skipped 0 entries that a plugin does not use or that were not safe to unpack.", "Imported 2 files. Done.", "Imported 2 files.\n"]) {
      expect(readImportSummary(reply)).toBeNull();
      expect(versionReplyText(sv, { ...imported, assistantResponse: reply })).toBe(reply);
    }
  });

  it("marks an import's chat messages, so the chat words them too", () => {
    const [user, assistant] = messagesFromVersions([listItem({ versionNumber: 1, userPrompt: "Imported gallery.zip", assistantResponse: "Imported 2 files." })]);
    expect(user).toMatchObject({ kind: "user", text: "Imported gallery.zip", prompt: { kind: "import", filename: "gallery.zip" } });
    expect(assistant).toMatchObject({ kind: "assistant", text: "Imported 2 files.", importSummary: { fileCount: 2, skippedCount: 0, risky: false } });
  });
});

const fixes: Array<[string, string, string, string]> = [
  ["a Fix with AI of one error", fixPrompt("model", 1, ["boom.php"]), "Fix with AI: 1 error in boom.php", "Åtgärda med AI: 1 fel i boom.php"],
  ["a Fix with AI of errors", fixPrompt("model", 3, ["a.php", "includes/b c.php"]), "Fix with AI: 3 errors in a.php, includes/b c.php", "Åtgärda med AI: 3 fel i a.php, includes/b c.php"],
  ["a fix without a model of one finding", fixPrompt("mechanical", 1, ["echo-back.php"]), "Fix without a model: 1 finding in echo-back.php", "Åtgärda utan AI-modell: 1 fynd i echo-back.php"],
  ["a fix without a model of findings", fixPrompt("mechanical", 2, ["echo-back.php"]), "Fix without a model: 2 findings in echo-back.php", "Åtgärda utan AI-modell: 2 fynd i echo-back.php"],
];

describe("[BUILDER][HISTORY][LANGUAGE] a Fix turn's version prompt", () => {
  it.each(fixes)("words %s in English and in Swedish", async (_name, prompt, english, swedish) => {
    await loadLanguage("sv");
    expect(prompt).toBe(english);
    const version = { versionNumber: 4, userPrompt: prompt, assistantResponse: "Added the guard." };
    expect(versionPromptText(i18n.getFixedT("en"), version)).toBe(english);
    expect(versionPromptText(i18n.getFixedT("sv"), version)).toBe(swedish);
  });

  it("words a fix without a model saved in Swedish before in English too", async () => {
    await loadLanguage("sv");
    const version = { versionNumber: 4, userPrompt: "Rätta utan modell: 2 fynd i echo-back.php", assistantResponse: "Rättade 2 fynd utan AI-modell" };
    expect(versionPromptText(i18n.getFixedT("en"), version)).toBe("Fix without a model: 2 findings in echo-back.php");
    expect(versionPromptText(i18n.getFixedT("sv"), version)).toBe("Åtgärda utan AI-modell: 2 fynd i echo-back.php");
  });

  it("shows a typed prompt that only looks like one as typed", async () => {
    await loadLanguage("sv");
    const sv = i18n.getFixedT("sv");
    for (const typed of [
      "Fix with AI: 1 errors in a.php",
      "Fix with AI: 2 error in a.php",
      "Fix with AI: 02 errors in a.php",
      "fix with AI: 2 errors in a.php",
      "Fix with AI: 2 errors in a.php\nand make the button red",
      "Fix with AI: 2 errors in ",
      "Fix without a model: 2 errors in a.php",
    ]) {
      expect(readFixPrompt(typed)).toBeNull();
      expect(versionPromptText(sv, { versionNumber: 3, userPrompt: typed, assistantResponse: "Done." })).toBe(typed);
    }
  });

  it("marks a Fix turn's chat message, so the chat words it too", () => {
    const [user] = messagesFromVersions([listItem({ versionNumber: 3, userPrompt: "Fix with AI: 2 errors in a.php", assistantResponse: "Fixed." })]);
    expect(user).toMatchObject({ kind: "user", prompt: { kind: "fix", fix: { key: "model", values: { count: 2, paths: "a.php" } } } });
  });
});
