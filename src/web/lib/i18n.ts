import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type enApp from "~/locales/en.app.json";
import en from "~/locales/en.json";
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  detectLanguage,
  isLanguage,
  reportShownLanguage,
  type Language,
} from "./i18n-language";

// All user-facing text goes through here (design.md §1.6). The first render is always English, so
// prerendered HTML and hydration agree; `applyPreferredLanguage` then switches to the visitor's choice.
// Swedish is fetched only when someone uses it, so English visitors do not download it.
// English comes in two parts (decision 0041): en.json has what the public pages show and is bundled here;
// en.app.json has the signed-in app's sections and is added by ./i18n-app, which the app's routes import.

export { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, LANGUAGES, detectLanguage, isLanguage, type Language };

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

/** Makes a language's translations available (Swedish is fetched the first time). */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, "translation")) return;
  const [{ default: resources }, findings] = await Promise.all([LOADERS[language](), FINDING_LOADERS[language]?.()]);
  if (findings) i18n.addResourceBundle(language, FINDINGS_NAMESPACE, findings.default);
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

/**
 * The security review's findings worded by key (shared/finding-texts.ts), a namespace of their own whose keys are
 * the findings' own ("wp.prefix.function"). English has none: an English finding is its message as the server wrote it.
 */
export const FINDINGS_NAMESPACE = "findings";
const FINDING_LOADERS: Partial<Record<Language, () => Promise<{ default: object }>>> = {
  sv: () => import("~/locales/sv.findings.json"),
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
  reportShownLanguage(language);
});

export { i18n };
