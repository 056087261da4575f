import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useMe } from "~/features/account/me-query";
import { chooseLanguage, currentLanguage, LANGUAGES, type Language } from "~/lib/i18n";
import { cn } from "~/lib/utils";

// Each language is named in itself, so people can find theirs whatever the page's language is.
const NATIVE_NAMES: Record<Language, string> = { en: "English", sv: "Svenska" };

export function LanguageSwitcher({ className }: { className?: string }) {
  // useTranslation re-renders this on every language change.
  const { t } = useTranslation();
  const { data: me } = useMe();
  const active = currentLanguage();
  // A choice made before the account has loaded is saved once it has (a signed-out visitor's never is).
  const unsaved = useRef<Language | null>(null);
  useEffect(() => {
    if (me && unsaved.current) {
      saveOnAccount(unsaved.current);
      unsaved.current = null;
    }
  }, [me]);
  const choose = (language: Language) => {
    chooseLanguage(language);
    if (!me) unsaved.current = language;
    else if (language !== active) saveOnAccount(language);
  };
  return (
    <div
      role="group"
      aria-label={t("language.label")}
      className={cn("inline-flex items-center rounded-md border bg-card p-0.5 shadow-xs", className)}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-label={NATIVE_NAMES[language]}
          aria-pressed={active === language}
          onClick={() => choose(language)}
          className={cn(
            "h-7 cursor-pointer rounded-[5px] px-2 text-xs font-semibold uppercase transition-colors",
            active === language
              ? "bg-primary text-primary-foreground"
              : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
          )}
        >
          {language}
        </button>
      ))}
    </div>
  );
}

/** A signed-in person's mails follow the app's language; a failure only leaves them as they were. */
function saveOnAccount(language: Language) {
  // Loaded on use: updating the account brings its zod schema, which public pages do not download.
  void import("~/features/account/update-me")
    .then(({ updateMe }) => updateMe({ language }))
    .catch(() => undefined);
}
