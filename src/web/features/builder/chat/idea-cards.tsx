import { LightbulbIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CREDITS } from "@shared/constants";
import { STARTER_TEMPLATES, type StarterTemplate, type TemplateDifficulty } from "@shared/starter-templates";
import { cn } from "~/lib/utils";

/** The blog's colours for a difficulty (components/content/prose.css .difficulty). */
const DIFFICULTY_STYLE: Record<TemplateDifficulty, string> = {
  beginner: "bg-[oklch(0.95_0.05_150)] text-[oklch(0.42_0.12_150)]",
  intermediate: "bg-[oklch(0.96_0.07_95)] text-[oklch(0.45_0.1_75)]",
  advanced: "bg-[oklch(0.95_0.04_25)] text-[oklch(0.48_0.18_27)]",
};

/** 'Start from an idea': the ten starter templates of the blog; a card builds its plugin as a normal turn. */
export function IdeaCards({ onPick, disabled }: { onPick: (template: StarterTemplate) => void; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="idea-cards-title" className="flex w-full flex-col gap-3 text-left">
      <div className="flex flex-col gap-1">
        <h3 id="idea-cards-title" className="flex items-center gap-1.5 text-sm font-semibold">
          <LightbulbIcon className="size-4 text-primary" aria-hidden />
          {t("builder.chat.ideas.title")}
        </h3>
        <p className="text-xs text-muted-foreground">{t("builder.chat.ideas.text", { count: CREDITS.generationCost })}</p>
      </div>
      <ul className="grid gap-2" data-testid="idea-cards">
        {STARTER_TEMPLATES.map((template) => {
          const title = t(`builder.chat.ideas.items.${template.id}.title`);
          return (
            <li key={template.id}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(template)}
                aria-label={t("builder.chat.ideas.start", { title })}
                className="flex w-full cursor-pointer flex-col gap-1 rounded-xl border bg-card p-3 text-left shadow-xs transition-colors hover:border-primary/40 hover:bg-accent/50 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                  <span className="text-sm font-medium">{title}</span>
                  <span
                    className={cn(
                      "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[0.7rem] font-semibold before:size-1.5 before:rounded-full before:bg-current",
                      DIFFICULTY_STYLE[template.difficulty],
                    )}
                  >
                    {t(`builder.chat.ideas.difficulty.${template.difficulty}`)}
                  </span>
                </span>
                <span className="text-xs text-muted-foreground">{t(`builder.chat.ideas.items.${template.id}.summary`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
