import { describe, expect, it } from "vitest";
import { RUNTIME_NOTES } from "@shared/runtime-notes";
import { phpMatrixSchema } from "@shared/schemas/php-matrix";
import { loadLanguage } from "~/lib/i18n";
import { phpMatrixNote, phpMatrixRowMessage, runtimeNote } from "./php-matrix-texts";

// Issue #34 item 13: the PHP matrix of a version in the app's language. Its rows and its note come from the API as
// English words with a key and values (the report's schema keeps them); Swedish is worded by the key, English and
// anything stored before keys are the words as they came.

const report = phpMatrixSchema.parse({
  status: "skipped",
  requiresPhp: null,
  note: "The PHP compatibility check could not finish after several tries; the versions without a result were not checked.",
  noteText: { key: "php-matrix.note.gave-up" },
  rows: [
    {
      php: "7.4",
      status: "failed",
      phpRelease: "7.4.33",
      message: "PHP 7.4 cannot parse this file: syntax error, unexpected identifier \"Modern_Status_Level\"",
      text: { key: "php-matrix.lint", values: { php: "7.4", detail: "syntax error, unexpected identifier \"Modern_Status_Level\"" } },
      file: "includes/class-modern-status.php",
      line: 4,
      ms: 900,
    },
    {
      php: "8.0",
      status: "failed",
      phpRelease: "8.0.30",
      message: "On PHP 8.0 the plugin kept PHP busy past 30 seconds while WordPress activated it",
      text: { key: "php-matrix.timeout", values: { php: "8.0", seconds: "30" } },
      file: "modern-status.php",
      line: null,
      ms: 30000,
    },
    {
      php: "8.1",
      status: "failed",
      phpRelease: "8.1.31",
      message: "This plugin requires PHP 8.2 or later; the check ran PHP 8.1.31, so it could not be activated.",
      text: { key: "wp.requires-php", values: { required: "8.2", actual: "8.1.31" } },
      file: "modern-status.php",
      line: 5,
      ms: 700,
    },
  ],
});

describe("[BUILDER][CHECKS][LANGUAGE] the PHP matrix's words", () => {
  it("words its rows and its note in Swedish by their keys, filled with their values", async () => {
    await loadLanguage("sv");
    const [lint, timeout, requires] = report.rows;
    expect(phpMatrixRowMessage(lint!, "sv")).toBe("PHP 7.4 kan inte tolka den här filen: syntax error, unexpected identifier \"Modern_Status_Level\"");
    expect(phpMatrixRowMessage(timeout!, "sv")).toBe("Med PHP 8.0 höll pluginet PHP sysselsatt i mer än 30 sekunder medan WordPress aktiverade det");
    expect(phpMatrixRowMessage(requires!, "sv")).toBe("Pluginet kräver PHP 8.2 eller senare; kontrollen körde PHP 8.1.31, så det kunde inte aktiveras.");
    expect(phpMatrixNote(report, "sv")).toBe("Kontrollen med olika PHP-versioner kunde inte slutföras efter flera försök; versionerna utan resultat kontrollerades inte.");
    expect(phpMatrixNote({ note: "The WordPress check did not run, so no PHP version was tried.", noteText: { key: "php-matrix.note.no-check" } }, "sv")).toBe(
      "WordPress-kontrollen kördes inte, så ingen PHP-version provades.",
    );
  });

  it("shows the English as the server wrote it, and rows and notes stored before they had keys as stored", async () => {
    await loadLanguage("sv");
    const [lint, timeout] = report.rows;
    expect(phpMatrixRowMessage(lint!, "en")).toBe(lint!.message);
    expect(phpMatrixRowMessage(timeout!, "en")).toBe("On PHP 8.0 the plugin kept PHP busy past 30 seconds while WordPress activated it");
    expect(phpMatrixNote(report, "en")).toBe(report.note);
    const stored = { message: "PHP 8.0 warning on activation: Undefined variable $x" };
    expect(phpMatrixRowMessage(stored, "sv")).toBe(stored.message);
    expect(phpMatrixNote({ note: "The PHP compatibility check is turned off on this server." }, "sv")).toBe("The PHP compatibility check is turned off on this server.");
    expect(phpMatrixRowMessage({ message: null }, "sv")).toBeNull();
    expect(phpMatrixNote({ note: null }, "sv")).toBe("");
  });
});

describe("[BUILDER][CHECKS][LANGUAGE] why the WordPress check did not run", () => {
  // Stored in English only, by the check and by the queue's SQL, before and after this: read back to its key.
  const swedish: Array<[keyof typeof RUNTIME_NOTES, string]> = [
    ["off", "WordPress-kontrollen är avstängd på den här servern."],
    ["noMainFile", "Det finns ingen huvudfil för pluginet med rubriken 'Plugin Name:' som WordPress kan aktivera."],
    ["gaveUp", "WordPress-kontrollen kunde inte slutföras efter flera försök."],
    ["superseded", "En nyare version av pluginet sparades innan den här versionens tur kom, och bara den nyaste versionen kontrolleras."],
  ];

  it.each(swedish)("words the note %s in Swedish, and in English as stored", async (name, words) => {
    await loadLanguage("sv");
    expect(runtimeNote(RUNTIME_NOTES[name], "sv")).toBe(words);
    expect(runtimeNote(RUNTIME_NOTES[name], "en")).toBe(RUNTIME_NOTES[name]);
  });

  it("shows any other note as stored, and no note as nothing", async () => {
    await loadLanguage("sv");
    expect(runtimeNote("The WordPress check is turned off on this server", "sv")).toBe("The WordPress check is turned off on this server");
    expect(runtimeNote(null, "sv")).toBe("");
  });
});
