import { beforeAll, describe, expect, it } from "vitest";
import { i18n, loadLanguage } from "./i18n";
import { relativeAge, relativeTimeLabel } from "./relative-time";

// Swedish is loaded on demand in the app.
beforeAll(() => loadLanguage("sv"));

const NOW = new Date("2026-03-10T12:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe("[BUILDER][RELATIVE_TIME] relativeAge", () => {
  it("is 'just now' under one hour, also for a time slightly in the future", () => {
    expect(relativeAge(ago(0), NOW)).toEqual({ kind: "just-now" });
    expect(relativeAge(ago(59 * MIN), NOW)).toEqual({ kind: "just-now" });
    expect(relativeAge(ago(-5 * MIN), NOW)).toEqual({ kind: "just-now" });
  });

  it("counts whole hours from one hour to under 24", () => {
    expect(relativeAge(ago(HOUR), NOW)).toEqual({ kind: "hours", hours: 1 });
    expect(relativeAge(ago(23 * HOUR + 59 * MIN), NOW)).toEqual({ kind: "hours", hours: 23 });
  });

  it("is 'yesterday' from 24 to under 48 hours, then a date", () => {
    expect(relativeAge(ago(24 * HOUR), NOW)).toEqual({ kind: "yesterday" });
    expect(relativeAge(ago(47 * HOUR), NOW).kind).toBe("yesterday");
    expect(relativeAge(ago(48 * HOUR), NOW)).toEqual({ kind: "date", date: new Date(ago(48 * HOUR)) });
  });
});

describe("[BUILDER][RELATIVE_TIME] relativeTimeLabel", () => {
  it("speaks English and Swedish", async () => {
    const en = i18n.getFixedT("en");
    const sv = i18n.getFixedT("sv");
    expect(relativeTimeLabel(en, "en", ago(5 * MIN), NOW)).toBe("Just now");
    expect(relativeTimeLabel(en, "en", ago(HOUR), NOW)).toBe("1 hour ago");
    expect(relativeTimeLabel(en, "en", ago(3 * HOUR), NOW)).toBe("3 hours ago");
    expect(relativeTimeLabel(en, "en", ago(30 * HOUR), NOW)).toBe("Yesterday");
    expect(relativeTimeLabel(en, "en", "2026-01-02T10:00:00Z", NOW)).toBe("Jan 2, 2026");
    expect(relativeTimeLabel(sv, "sv", ago(5 * MIN), NOW)).toBe("Just nu");
    expect(relativeTimeLabel(sv, "sv", ago(3 * HOUR), NOW)).toBe("för 3 timmar sedan");
    expect(relativeTimeLabel(sv, "sv", ago(30 * HOUR), NOW)).toBe("Igår");
    expect(relativeTimeLabel(sv, "sv", "2026-01-02T10:00:00Z", NOW)).toBe("2 jan. 2026");
  });
});
