import { MailIcon, PaletteIcon, Share2Icon, SparklesIcon } from "lucide-react";
import { useTranslation } from "react-i18next";

const EXAMPLES = [
  { key: "contactForm", icon: MailIcon },
  { key: "socialSharing", icon: Share2Icon },
  { key: "siteColors", icon: PaletteIcon },
] as const;

/** The empty chat: what to write, and three example prompts that send themselves. */
export function ExamplePrompts({ onPick, disabled }: { onPick: (prompt: string) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-center gap-5 px-2 py-8 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-accent text-accent-foreground" aria-hidden>
        <SparklesIcon className="size-6" />
      </span>
      <div className="flex flex-col gap-1.5">
        <h2 className="text-lg font-semibold tracking-tight">{t("builder.chat.emptyTitle")}</h2>
        <p className="text-sm text-muted-foreground">{t("builder.chat.emptyText")}</p>
      </div>
      <ul className="flex w-full flex-col gap-2">
        {EXAMPLES.map(({ key, icon: Icon }) => (
          <li key={key}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(t(`builder.chat.examples.${key}.prompt`))}
              className="group flex w-full cursor-pointer items-start gap-3 rounded-xl border bg-card p-3 text-left shadow-xs transition-colors hover:border-primary/40 hover:bg-accent/50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <span
                className="grid size-8 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground group-hover:bg-primary group-hover:text-primary-foreground"
                aria-hidden
              >
                <Icon className="size-4" />
              </span>
              <span className="flex min-w-0 flex-col gap-0.5">
                <span className="text-sm font-medium">{t(`builder.chat.examples.${key}.label`)}</span>
                <span className="text-xs text-muted-foreground">{t(`builder.chat.examples.${key}.prompt`)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
