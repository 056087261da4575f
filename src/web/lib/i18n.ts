import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type enApp from "~/locales/en.app.json";
import en from "~/locales/en.json";

// All user-facing text goes through here (design.md §1.6). The first render is always English, so
// prerendered HTML and hydration agree; `applyPreferredLanguage` then switches to the visitor's choice.
// Swedish is fetched only when someone uses it, so English visitors do not download it.
// English comes in two parts (decision 0041): en.json has what the public pages show and is bundled here;
// en.app.json has the signed-in app's sections and is added by ./i18n-app, which the app's routes import.

export const LANGUAGES = ["en", "sv"] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = "plugsmith.lang";
export const DEFAULT_LANGUAGE: Language = "en";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof en & typeof enApp };
  }
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  partialBundledLanguages: true,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

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

/** Makes a language's translations available (Swedish is fetched the first time). */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return;
  const { default: resources } = await LOADERS[language]();
  i18n.addResourceBundle(language, "translation", resources);
}

async function switchTo(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

const LOADERS: Record<Language, () => Promise<{ default: object }>> = {
  en: () => Promise.resolve({ default: en }),
  sv: () => import("~/locales/sv.json"),
};

/** Called once after hydration. */
export function applyPreferredLanguage(): void {
  const language = detectLanguage();
  if (i18n.language !== language) void switchTo(language);
}

/** The visitor picked a language in the header: use it and remember it. */
export function chooseLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page view only.
  }
  void switchTo(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

i18n.on("languageChanged", (language) => {
  if (typeof document !== "undefined") document.documentElement.lang = language;
});

export { i18n };
