import { describe, expect, it, vi } from "vitest";
import { i18n } from "./i18n";
import { onShownLanguage, shownLanguage } from "./i18n-language";

// Decision 0073: code without i18next (the public pages' islands) follows the language i18next shows.

describe("[LANGUAGE] shown language", () => {
  it("follows i18next's changes and tells listeners", async () => {
    expect(shownLanguage()).toBe("en");
    const listener = vi.fn();
    const stop = onShownLanguage(listener);
    i18n.addResourceBundle("sv", "translation", {}, true, false);
    await i18n.changeLanguage("sv");
    expect(shownLanguage()).toBe("sv");
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await i18n.changeLanguage("en");
    expect(shownLanguage()).toBe("en");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
