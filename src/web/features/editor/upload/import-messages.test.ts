import { describe, expect, it } from "vitest";
import { IMPORT_MESSAGES } from "@shared/schemas/plugin-import";
import en from "~/locales/en.app.json";
import sv from "~/locales/sv.json";

// The server and the upload component say the same (src/shared/schemas/plugin-import.ts); the spec's
// Swedish strings are the Swedish translations.
describe("[EDITOR][UPLOAD] messages", () => {
  it("say in English what the server says", () => {
    expect(en.editor.upload.tooLarge).toBe(IMPORT_MESSAGES.tooLarge);
    expect(en.editor.upload.invalidType).toBe(IMPORT_MESSAGES.invalidType);
    expect(en.editor.summary.securityWarning).toBe(IMPORT_MESSAGES.securityWarning);
  });

  it("use the spec's Swedish strings", () => {
    expect(sv.editor.chat.generating).toBe("AI genererar plugin...");
    expect(sv.editor.chat.generatingShort).toBe("Genererar...");
    expect(sv.editor.copy.activated).toBe("Editing mode aktiverat");
    expect(sv.editor.copy.activatedText).toBe("Dina ändringar sparas nu som en separat kopia");
    expect([sv.editor.copy.failed, sv.editor.copy.failedText]).toEqual(["Fel", "Kunde inte skapa redigerad kopia"]);
    expect(sv.editor.preview.comingSoon).toBe("Preview kommer snart");
  });
});
