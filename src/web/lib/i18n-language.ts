// The visitor's language without the translation runtime (issue #35 item 5): the root and the public pages'
// shell read it to decide whether i18next is needed at all. English pages are prerendered in English and
// need none; another language loads ./i18n, which switches the page (decision 0073).

export const LANGUAGES = ["en", "sv"] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = "plugsmith.lang";
export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The remembered choice, else the first browser language we support, else English. */
export function detectLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of browserLanguages) {
    const base = tag?.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

// The language the page is shown in, kept here so that code without i18next can follow it: ./i18n reports
// every change. The public pages' islands (features/marketing/islands.tsx) render their components once it
// is not English.
let languageInUse: Language = DEFAULT_LANGUAGE;
const languageListeners = new Set<() => void>();

export function shownLanguage(): Language {
  return languageInUse;
}

export function reportShownLanguage(language: string): void {
  if (!isLanguage(language) || language === languageInUse) return;
  languageInUse = language;
  for (const listener of languageListeners) listener();
}

export function onShownLanguage(listener: () => void): () => void {
  languageListeners.add(listener);
  return () => {
    languageListeners.delete(listener);
  };
}
