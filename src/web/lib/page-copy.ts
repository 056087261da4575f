import { useTranslation } from "react-i18next";

// Long page copy (marketing, landing and about pages) lives in one JSON file per page and language,
// imported by that page's module, so it ships with the page's chunk instead of the global
// translations every page loads (docs/decisions/0011). The interface text stays in i18next.

export interface PageCopy<T> {
  en: T;
  sv: T;
}

/** Pairs a page's English and Swedish copy; the compiler checks the Swedish file has every key. */
export function definePageCopy<T>(en: T, sv: NoInfer<T>): PageCopy<T> {
  return { en, sv };
}

/** The copy in the visitor's language; re-renders when the language changes. */
export function usePageCopy<T>(copy: PageCopy<T>): T {
  const { i18n } = useTranslation();
  return i18n.language === "sv" ? copy.sv : copy.en;
}

/** Fills `{{name}}` placeholders (figures from src/shared/constants.ts, never retyped in copy). */
export { fillTemplate as fill } from "@shared/fill-template";
