import { describe, expect, it } from "vitest";
import type { CheckFinding } from "@shared/schemas/plugins";
import { loadLanguage } from "~/lib/i18n";
import { findingMessage } from "./finding-message";

// Issue #34 item 13: a finding shows in the app's language, worded by its key with its values; English (and any
// finding without a key, as in reports stored before findings had one) is the message the server wrote.

const prefix: Pick<CheckFinding, "message" | "text"> = {
  message: "The function get_data has no prefix of the plugin's own and may clash with another plugin's: prefix it (for example lang_probe_…) or put it in a namespace",
  text: { key: "wp.prefix.function", values: { name: "get_data", example: "lang_probe_…" } },
};

describe("[BUILDER][CHECKS][LANGUAGE] a finding's words", () => {
  it("words a finding in Swedish by its key, filled with its values", async () => {
    await loadLanguage("sv");
    expect(findingMessage(prefix, "sv")).toBe(
      "Funktionen get_data har inget eget prefix för pluginet och kan krocka med ett annat plugins: ge den ett prefix (till exempel lang_probe_…) eller lägg den i ett namnområde",
    );
    expect(findingMessage({ message: "…", text: { key: "wp.nonce" } }, "sv")).toMatch(/^Tar emot inskickad formulärdata/);
  });

  it("keeps the server's English message in English, without a key, or for a key it does not know", async () => {
    await loadLanguage("sv");
    expect(findingMessage(prefix, "en")).toBe(prefix.message);
    expect(findingMessage({ message: "Undefined variable $x" }, "sv")).toBe("Undefined variable $x");
    expect(findingMessage({ message: "Something new", text: { key: "some.future-rule" } }, "sv")).toBe("Something new");
  });

  it("words the WordPress check's findings in Swedish, the phase by its own key and PHP's words as they are", async () => {
    await loadLanguage("sv");
    const warning = {
      message: "PHP Warning on its admin page 'probe-settings': Undefined variable $x in includes/settings.php on line 4",
      text: { key: "wp.runtime-warning", values: { phase: "page:probe-settings", detail: "Undefined variable $x in includes/settings.php on line 4" } },
    };
    expect(findingMessage(warning, "sv")).toBe("PHP-varning på dess adminsida 'probe-settings': Undefined variable $x in includes/settings.php on line 4");
    expect(findingMessage(warning, "en")).toBe(warning.message);
    expect(findingMessage({ message: "WordPress answered 500 on activation", text: { key: "wp.page-error", values: { phase: "activation", status: "500" } } }, "sv")).toBe(
      "WordPress svarade 500 vid aktivering",
    );
    expect(findingMessage({ message: "…", text: { key: "wp.activation.self-deactivated" } }, "sv")).toMatch(/^WordPress aktiverade pluginet, men det var inte aktivt efteråt/);
  });
});
