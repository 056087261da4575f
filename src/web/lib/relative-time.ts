import type { TFunction } from "i18next";

const HOUR_MS = 60 * 60 * 1000;

/** Which relative label a time gets (spec.md §9): under 1 hour, under 24 hours, under 48 hours, else a date. */
export type RelativeAge =
  { kind: "just-now" } | { kind: "hours"; hours: number } | { kind: "yesterday" } | { kind: "date"; date: Date };

export function relativeAge(iso: string, now: Date = new Date()): RelativeAge {
  const date = new Date(iso);
  const elapsed = now.getTime() - date.getTime();
  // Clocks disagree a little: a time slightly in the future is "just now".
  if (Number.isNaN(elapsed) || elapsed < HOUR_MS)
    return Number.isNaN(elapsed) ? { kind: "date", date } : { kind: "just-now" };
  if (elapsed < 24 * HOUR_MS) return { kind: "hours", hours: Math.floor(elapsed / HOUR_MS) };
  if (elapsed < 48 * HOUR_MS) return { kind: "yesterday" };
  return { kind: "date", date };
}

/** The label in the reader's language: 'Just now', '3 hours ago', 'Yesterday' or a date. */
export function relativeTimeLabel(t: TFunction, language: string, iso: string, now: Date = new Date()): string {
  const age = relativeAge(iso, now);
  switch (age.kind) {
    case "just-now":
      return t("time.justNow");
    case "hours":
      return t("time.hoursAgo", { count: age.hours });
    case "yesterday":
      return t("time.yesterday");
    case "date":
      return Number.isNaN(age.date.getTime())
        ? iso
        : new Intl.DateTimeFormat(language, { dateStyle: "medium" }).format(age.date);
  }
}
